import { everyHour, type JobDeps, type PeriodicJob } from '../../http/periodic-job';
import { deleteExpiredSecrets } from './service';
import { deleteExpiredSetupLinks } from './setup-link/issue';
import { deleteExpiredInvitations } from './staff-accounts/service';

export const accountJobs = ({ db }: JobDeps): PeriodicJob[] => [
  { name: 'delete-expired-sessions', what: 'delete expired sessions and links', cron: everyHour, run: () => deleteExpiredSecrets(db) },
  { name: 'delete-expired-staff-invitations', what: 'delete expired staff invitations', cron: everyHour, run: () => deleteExpiredInvitations(db) },
  { name: 'delete-expired-setup-links', what: 'delete expired setup links', cron: everyHour, run: () => deleteExpiredSetupLinks(db) },
];
