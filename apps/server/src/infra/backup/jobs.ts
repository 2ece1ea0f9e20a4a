import { everyHour, type JobDeps, type PeriodicJob } from '../../http/periodic-job';
import { writeNightlyBackup } from './nightly';

/**
 * The nightly backup into BACKUP_DIR. Checked every hour: writeNightlyBackup writes once a night
 * (from 02:00 at the club), so a server that was down at 02:00 still writes that night's, within
 * the hour. Not at start: on PGlite the dump holds the one connection and the event loop for
 * seconds, and a server just started (the first run's setup page among others) would not answer
 * meanwhile.
 */
export const backupJobs = ({ config, storage, database, log }: JobDeps): PeriodicJob[] =>
  database
    ? [
        {
          name: 'write-nightly-backup',
          what: 'write the nightly backup',
          cron: everyHour,
          run: async () => {
            const file = await writeNightlyBackup({ database, storage, backupDir: config.BACKUP_DIR }, new Date());
            if (file) log.info({ file }, 'wrote the nightly backup');
          },
        },
      ]
    : [];
