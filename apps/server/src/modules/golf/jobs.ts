import { everyMinute, type JobDeps, type PeriodicJob } from '../../http/periodic-job';
import { freezeClosedTournaments } from './tournaments/playing-handicaps';

export const golfJobs = ({ db }: JobDeps): PeriodicJob[] => [
  // Within a minute of the close, even when nobody opens the tournament (decision 0038).
  { name: 'set-playing-handicaps', what: "set tournament entries' playing handicaps at the close of entries", cron: everyMinute, atStart: true, run: () => freezeClosedTournaments(db) },
];
