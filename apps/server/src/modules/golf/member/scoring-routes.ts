import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import { scoreConflictSchema, scoreEntrySchema, scorecardSchema, scoringSheetSchema } from '@rgcc/shared/golf/live-scoring';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import type { LiveLeaderboards } from '../tournaments/live-leaderboards';
import { markerScoringSheet, saveScores } from '../tournaments/live-scoring';
import { eventNotFoundMessage } from '../tournaments/service';

const eventParams = idParams(eventNotFoundMessage);
const entrantParams = eventParams.extend({ memberId: memberIdSchema });
const errors = errorReplies(400, 401, 403, 404);

/** The marker of a group keeps the group's cards on their phone (decision 0037). */
export async function memberScoringRoutes(app: AppInstance, { live }: { live: LiveLeaderboards }) {
  const { db } = app.deps;
  app.addHook('onRequest', signInRequired(db));

  app.get(
    '/api/member/tournaments/:id/scores',
    {
      schema: {
        summary: "The cards of the member's own group in a tournament's published draw, and whether scoring is open (unlocked members who play in it)",
        params: eventParams,
        response: { 200: scoringSheetSchema, ...errors },
      },
    },
    async (request) => markerScoringSheet(db, await signedInAccount(db, request), request.params.id),
  );
  app.put(
    '/api/member/tournaments/:id/scores/:memberId',
    {
      schema: {
        summary:
          "The marker: a player of their own group's 18 holes so far, from the tournament's first day until the results are published; 403 for another group. `version` as on the staff's call: a card changed since answers 409 with the card as it now is",
        params: entrantParams,
        body: scoreEntrySchema,
        response: { 200: scorecardSchema, 409: scoreConflictSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await saveScores(db, await signedInAccount(db, request), { kind: 'marker' }, request.params.id, request.params.memberId, request.body);
      if ('conflict' in result) return reply.code(409).send(result.conflict);
      live.changed(request.params.id);
      return result.saved;
    },
  );
}
