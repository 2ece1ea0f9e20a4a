import { minuteMs, type JobDeps, type PeriodicJob } from '../../http/periodic-job';
import { sendTeeTimeReminders } from './tee-times/reminders';
import { expireWaitlistOffers } from './tee-times/waitlist';

export const bookingsJobs = ({ db, config }: JobDeps): PeriodicJob[] => [
  { what: 'lapse tee-time waitlist offers', everyMs: minuteMs, run: () => expireWaitlistOffers(db, config) },
  { what: 'send tee-time reminders', everyMs: 5 * minuteMs, atStart: true, run: () => sendTeeTimeReminders(db, config) },
];
