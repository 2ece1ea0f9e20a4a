import { publicTournamentSchema } from '@rgcc/shared/golf/tournaments';
import type { AppInstance } from '../../../http/app-instance';
import { publicNoCache } from '../../../http/api-cache-control';
import { errorReplies, idParams } from '../../../http/route-parts';
import { eventNotFoundMessage, publicTournament } from '../tournaments/service';

const eventParams = idParams(eventNotFoundMessage);

/** Tournament entries (issue 12): the event page's public part, the members' entries, and the console's. */
export async function tournamentRoutes(app: AppInstance) {
  const { db } = app.deps;

  app.get(
    '/api/events/:id/tournament',
    {
      schema: {
        summary: "An event's tournament: when entries close, the maximum field, the handicap limit, and the draw once published (404 when not open for entries)",
        params: eventParams,
        response: { 200: publicTournamentSchema, ...errorReplies(400, 404) },
      },
    },
    async (request, reply) => reply.header('Cache-Control', publicNoCache).send(await publicTournament(db, request.params.id)),
  );

}
