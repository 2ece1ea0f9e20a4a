import { hourMs, type JobDeps, type PeriodicJob } from '../../http/periodic-job';
import { deleteExpiredSecrets } from './service';
import { deleteExpiredSetupLinks } from './setup-link/issue';
import { deleteExpiredInvitations } from './staff-accounts/service';

export const accountJobs = ({ db }: JobDeps): PeriodicJob[] => [
  { what: 'delete expired sessions and links', everyMs: hourMs, run: () => deleteExpiredSecrets(db) },
  { what: 'delete expired staff invitations', everyMs: hourMs, run: () => deleteExpiredInvitations(db) },
  { what: 'delete expired setup links', everyMs: hourMs, run: () => deleteExpiredSetupLinks(db) },
];
