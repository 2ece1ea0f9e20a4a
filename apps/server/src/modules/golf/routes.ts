import type { AppInstance } from '../../http/app-instance';
import { courseRoutes } from './public/course-routes';
import { directoryRoutes } from './member/directory-routes';
import { memberScoreRoutes } from './member/score-routes';
import { memberScoringRoutes } from './member/scoring-routes';
import { memberTournamentRoutes } from './member/tournament-routes';
import { leaderboardRoutes } from './public/leaderboard-routes';
import { tournamentRoutes } from './public/tournament-routes';
import { staffCourseRoutes } from './staff/course-routes';
import { staffScoreRoutes } from './staff/score-routes';
import { resultsRoutes } from './public/results-routes';
import { staffResultsRoutes } from './staff/results-routes';
import { staffScoringRoutes } from './staff/scoring-routes';
import { staffTournamentRoutes } from './staff/tournament-routes';
import { LiveLeaderboards } from './tournaments/live-leaderboards';

/** The game: tournaments (entries, the draw, live scoring and the leaderboard); scores and handicaps. */
export async function golfAreaRoutes(app: AppInstance) {
  await app.register(tournamentRoutes);
  await app.register(memberTournamentRoutes);
  await app.register(staffTournamentRoutes);
  // Issue 24, part record: scores, attestation and the handicap record.
  await app.register(memberScoreRoutes);
  await app.register(staffScoreRoutes);
  // Issue 24, part course: the tees, and the member directory.
  await app.register(courseRoutes);
  await app.register(staffCourseRoutes);
  await app.register(directoryRoutes);
  await app.register(resultsRoutes);
  await app.register(staffResultsRoutes);
  // The viewers of the live leaderboards this server streams to (decision 0037).
  const live = new LiveLeaderboards(app.deps.db, app.log);
  app.addHook('preClose', async () => live.close());
  await app.register(leaderboardRoutes, { live });
  await app.register(memberScoringRoutes, { live });
  await app.register(staffScoringRoutes, { live });
}
