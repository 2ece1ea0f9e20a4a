import { tournamentWinnersSchema } from '@rgcc/shared/golf/tournament-results';
import type { AppInstance } from '../../../http/app-instance';
import { publicNoCache } from '../../../http/api-cache-control';
import { tournamentWinners } from '../tournaments/results';

/** The winners of every tournament with published results: the past events list shows them. */
export async function resultsRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.get(
    '/api/tournaments/winners',
    { schema: { summary: "Each tournament with published results and its winners by division (the past events list)", response: { 200: tournamentWinnersSchema } } },
    async (_request, reply) => reply.header('Cache-Control', publicNoCache).send(await tournamentWinners(db)),
  );
}
