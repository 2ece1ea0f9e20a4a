import { hourMs, type JobDeps, type PeriodicJob } from '../../http/periodic-job';
import { deleteUnusedMedia } from './media/service';

export const contentJobs = ({ db, storage, log }: JobDeps): PeriodicJob[] => [
  {
    what: 'delete unused public images',
    everyMs: hourMs,
    atStart: true,
    run: async () => {
      const deleted = await deleteUnusedMedia(db, storage, new Date());
      if (deleted > 0) log.info({ deleted }, 'deleted unused public images');
    },
  },
];
