import type { AppInstance } from '../../http/app-instance';
import { memberScoringRoutes } from './member/scoring-routes';
import { memberTournamentRoutes } from './member/tournament-routes';
import { leaderboardRoutes } from './public/leaderboard-routes';
import { tournamentRoutes } from './public/tournament-routes';
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
  await app.register(resultsRoutes);
  await app.register(staffResultsRoutes);
  // The viewers of the live leaderboards this server streams to (decision 0037).
  const live = new LiveLeaderboards(app.deps.db, app.log);
  app.addHook('preClose', async () => live.close());
  await app.register(leaderboardRoutes, { live });
  await app.register(memberScoringRoutes, { live });
  await app.register(staffScoringRoutes, { live });
}
