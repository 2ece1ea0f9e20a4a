import { everyFiveMinutes, type JobDeps, type PeriodicJob } from './periodic-job';
import { sweepRequestLimits } from './shared-rate-limits';

/** The server's own housekeeping, beside the areas' jobs. */
export const httpJobs = ({ db }: JobDeps): PeriodicJob[] => [
  { name: 'forget-finished-rate-limit-windows', what: 'forget the rate-limit windows that are over', cron: everyFiveMinutes, run: () => sweepRequestLimits(db) },
];
