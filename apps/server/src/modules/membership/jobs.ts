import { everyHour, type JobDeps, type PeriodicJob } from '../../http/periodic-job';
import { deleteExpiredRejections } from './applications-review/service';
import { deleteStalePreviews } from './register/import';
import { deleteUnclaimedUploads } from './uploads/service';

export const membershipJobs = ({ db, storage, log }: JobDeps): PeriodicJob[] => [
  {
    // Unclaimed uploads are personal data nobody will use.
    name: 'delete-unclaimed-uploads',
    what: 'delete unclaimed uploads',
    cron: everyHour,
    atStart: true,
    run: async () => {
      const deleted = await deleteUnclaimedUploads(db, storage, new Date());
      if (deleted > 0) log.info({ deleted }, 'deleted unclaimed uploads');
    },
  },
  {
    // Rejected applications are kept as long as the privacy page says, then deleted.
    name: 'delete-expired-rejections',
    what: 'delete rejected applications past their retention',
    cron: everyHour,
    atStart: true,
    run: async () => {
      const deleted = await deleteExpiredRejections(db, storage, new Date());
      if (deleted > 0) log.info({ deleted }, 'deleted rejected applications past their retention');
    },
  },
  {
    // An import previewed and never committed holds members' personal data for nothing.
    name: 'delete-stale-import-previews',
    what: 'delete import previews never committed',
    cron: everyHour,
    atStart: false,
    run: async () => {
      const deleted = await deleteStalePreviews(db, new Date());
      if (deleted > 0) log.info({ deleted }, 'deleted import previews never committed');
    },
  },
];
