import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { publicTournamentSchema } from '@rgcc/shared/golf/tournaments';
import type { AppInstance } from '../../../http/app-instance';
import { publicNoCache } from '../../../http/api-cache-control';
import { eventNotFoundMessage, publicTournament } from '../tournaments/service';

const idParams = z.object({ id: z.coerce.number({ error: eventNotFoundMessage }).int().min(1).max(2_147_483_647) });

/** Tournament entries (issue 12): the event page's public part, the members' entries, and the console's. */
export async function tournamentRoutes(app: AppInstance) {
  const { db } = app.deps;

  app.get(
    '/api/events/:id/tournament',
    {
      schema: {
        summary: "An event's tournament: when entries close, the maximum field, the handicap limit, and the draw once published (404 when not open for entries)",
        params: idParams,
        response: { 200: publicTournamentSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => reply.header('Cache-Control', publicNoCache).send(await publicTournament(db, request.params.id)),
  );

}
