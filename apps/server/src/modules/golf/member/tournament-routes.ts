import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { memberTournamentDetailSchema, memberTournamentSchema, tournamentEntrySchema } from '@rgcc/shared/golf/tournaments';
import type { AppInstance } from '../../../http/app-instance';
import { requireSignedIn, signInRequired } from '../../../http/current-account';
import { enterTournament, eventNotFoundMessage, memberTournament, memberTournaments, withdrawEntry } from '../tournaments/service';

const idParams = z.object({ id: z.coerce.number({ error: eventNotFoundMessage }).int().min(1).max(2_147_483_647) });
const messageSchema = z.object({ message: z.string() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
type SignedInRequest = Parameters<typeof requireSignedIn>[1];

export async function memberTournamentRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', signInRequired(db));
  const member = async (request: SignedInRequest) => (await requireSignedIn(db, request)).account;

  app.get(
    '/api/member/tournaments',
    {
      schema: {
        summary: "Tournaments open for entries and those the member entered, with the member's entry (unlocked members only)",
        response: { 200: z.array(memberTournamentSchema), ...errors },
      },
    },
    async (request) => memberTournaments(db, await member(request)),
  );
  app.get(
    '/api/member/tournaments/:id',
    {
      schema: {
        summary: 'One tournament with its entry list and published draw (unlocked members only)',
        params: idParams,
        response: { 200: memberTournamentDetailSchema, ...errors },
      },
    },
    async (request) => memberTournament(db, await member(request), request.params.id),
  );
  app.post(
    '/api/member/tournaments/:id/entry',
    {
      schema: {
        summary: 'Enter a tournament with a handicap: 409 when closed, full or already entered; 400 above its handicap limit',
        params: idParams,
        body: tournamentEntrySchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await enterTournament(db, await member(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/member/tournaments/:id/entry',
    {
      schema: { summary: 'Withdraw from a tournament until entries close (409 after)', params: idParams, response: { 200: messageSchema, ...errors } },
    },
    async (request) => withdrawEntry(db, await member(request), request.params.id),
  );
}
