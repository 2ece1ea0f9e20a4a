import type { AppInstance } from '../../http/app-instance';
import { memberScoreRoutes } from './member/score-routes';
import { memberTournamentRoutes } from './member/tournament-routes';
import { tournamentRoutes } from './public/tournament-routes';
import { staffScoreRoutes } from './staff/score-routes';
import { staffTournamentRoutes } from './staff/tournament-routes';

/** The game: tournaments (entries and the draw); scores and handicaps next. */
export async function golfAreaRoutes(app: AppInstance) {
  await app.register(tournamentRoutes);
  await app.register(memberTournamentRoutes);
  await app.register(staffTournamentRoutes);
  await app.register(memberScoreRoutes);
  await app.register(staffScoreRoutes);
}
