import type { AppInstance } from '../../http/app-instance';
import { memberTournamentRoutes } from './member/tournament-routes';
import { tournamentRoutes } from './public/tournament-routes';
import { resultsRoutes } from './public/results-routes';
import { staffResultsRoutes } from './staff/results-routes';
import { staffTournamentRoutes } from './staff/tournament-routes';

/** The game: tournaments (entries and the draw); scores and handicaps next. */
export async function golfAreaRoutes(app: AppInstance) {
  await app.register(tournamentRoutes);
  await app.register(memberTournamentRoutes);
  await app.register(staffTournamentRoutes);
  await app.register(resultsRoutes);
  await app.register(staffResultsRoutes);
}
