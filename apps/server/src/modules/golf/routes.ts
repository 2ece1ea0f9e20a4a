import type { AppInstance } from '../../http/app-instance';
import { courseRoutes } from './public/course-routes';
import { directoryRoutes } from './member/directory-routes';
import { memberScoreRoutes } from './member/score-routes';
import { memberTournamentRoutes } from './member/tournament-routes';
import { tournamentRoutes } from './public/tournament-routes';
import { staffCourseRoutes } from './staff/course-routes';
import { staffScoreRoutes } from './staff/score-routes';
import { staffTournamentRoutes } from './staff/tournament-routes';

/** The game: tournaments (entries and the draw); scores and handicaps next. */
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
}
