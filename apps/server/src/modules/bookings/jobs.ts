import { everyFiveMinutes, everyMinute, type JobDeps, type PeriodicJob } from '../../http/periodic-job';
import { sendTeeTimeReminders } from './tee-times/reminders';
import { expireWaitlistOffers } from './tee-times/waitlist';

export const bookingsJobs = ({ db, config }: JobDeps): PeriodicJob[] => [
  { name: 'lapse-waitlist-offers', what: 'lapse tee-time waitlist offers', cron: everyMinute, run: () => expireWaitlistOffers(db, config) },
  { name: 'send-tee-time-reminders', what: 'send tee-time reminders', cron: everyFiveMinutes, atStart: true, run: () => sendTeeTimeReminders(db, config) },
];
