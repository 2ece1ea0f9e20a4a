import { z } from 'zod';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { memberTournamentDetailSchema, memberTournamentSchema, tournamentEntrySchema } from '@rgcc/shared/golf/tournaments';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { enterTournament, eventNotFoundMessage, memberTournament, memberTournaments, withdrawEntry } from '../tournaments/service';

const eventParams = idParams(eventNotFoundMessage);
const errors = errorReplies(400, 401, 403, 404, 409);

export async function memberTournamentRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  app.addHook('onRequest', signInRequired(db));

  app.get(
    '/api/member/tournaments',
    {
      schema: {
        summary: "Tournaments open for entries and those the member entered, with the member's entry (unlocked members only)",
        response: { 200: z.array(memberTournamentSchema), ...errors },
      },
    },
    async (request) => memberTournaments(db, await signedInAccount(db, request)),
  );
  app.get(
    '/api/member/tournaments/:id',
    {
      schema: {
        summary: 'One tournament with its entry list and published draw (unlocked members only)',
        params: eventParams,
        response: { 200: memberTournamentDetailSchema, ...errors },
      },
    },
    async (request) => memberTournament(db, await signedInAccount(db, request), request.params.id),
  );
  app.post(
    '/api/member/tournaments/:id/entry',
    {
      schema: {
        summary: 'Enter a tournament with a handicap: 409 when closed, full or already entered; 400 above its handicap limit',
        params: eventParams,
        body: tournamentEntrySchema,
        response: { 201: messageReplySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await enterTournament(db, config, await signedInAccount(db, request), request.params.id, request.body)),
  );
  app.delete(
    '/api/member/tournaments/:id/entry',
    {
      schema: { summary: 'Withdraw from a tournament until entries close (409 after)', params: eventParams, response: { 200: messageReplySchema, ...errors } },
    },
    async (request) => withdrawEntry(db, await signedInAccount(db, request), request.params.id),
  );
}
