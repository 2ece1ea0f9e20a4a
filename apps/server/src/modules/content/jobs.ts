import { everyHour, type JobDeps, type PeriodicJob } from '../../http/periodic-job';
import { deleteUnusedMedia } from './media/service';

export const contentJobs = ({ db, storage, log }: JobDeps): PeriodicJob[] => [
  {
    name: 'delete-unused-images',
    what: 'delete unused public images',
    cron: everyHour,
    atStart: true,
    run: async () => {
      const deleted = await deleteUnusedMedia(db, storage, new Date());
      if (deleted > 0) log.info({ deleted }, 'deleted unused public images');
    },
  },
];
