import { minuteMs, type JobDeps, type PeriodicJob } from '../../http/periodic-job';
import { settleOpenPayments } from './payments/service';

export const billingJobs = ({ db, config, provider, log }: JobDeps): PeriodicJob[] => [
  // Payments whose callback never came (the tab closed) or whose answer was unclear.
  { what: 'settle open payments', everyMs: minuteMs, run: () => settleOpenPayments({ db, config, provider, log }) },
];
