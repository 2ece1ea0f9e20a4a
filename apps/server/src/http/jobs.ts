import { minuteMs, type JobDeps, type PeriodicJob } from './periodic-job';
import { sweepRequestLimits } from './shared-rate-limits';

/** The server's own housekeeping, beside the areas' jobs. */
export const httpJobs = ({ db }: JobDeps): PeriodicJob[] => [
  { what: 'forget the rate-limit windows that are over', everyMs: 5 * minuteMs, run: () => sweepRequestLimits(db) },
];
