import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import { scoreConflictSchema, scoreEntrySchema, scorecardSchema, scoringSheetSchema } from '@rgcc/shared/golf/live-scoring';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import type { LiveLeaderboards } from '../tournaments/live-leaderboards';
import { saveScores, staffScoringSheet } from '../tournaments/live-scoring';
import { eventNotFoundMessage } from '../tournaments/service';

const eventParams = idParams(eventNotFoundMessage);
const entrantParams = eventParams.extend({ memberId: memberIdSchema });
const errors = errorReplies(400, 401, 403, 404);

/** Staff keep the cards during play, hole by hole, on a phone (decision 0037). */
export async function staffScoringRoutes(app: AppInstance, { live }: { live: LiveLeaderboards }) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Events'));

  app.get(
    '/api/admin/events/:id/tournament/scores',
    {
      schema: {
        summary: "Staff (Events): every entrant's card so far, in the draw's order, with the course's pars and stroke indexes and whether scoring is open",
        params: eventParams,
        response: { 200: scoringSheetSchema, ...errors },
      },
    },
    async (request) => staffScoringSheet(db, await signedInAccount(db, request), request.params.id),
  );
  app.put(
    '/api/admin/events/:id/tournament/scores/:memberId',
    {
      schema: {
        summary:
          "Staff (Events): an entrant's 18 holes so far (null: not yet played), from the draw's publication until the results are published. `version`: the card's version the scorer saw; a card changed since answers 409 with the card as it now is (decision 0037)",
        params: entrantParams,
        body: scoreEntrySchema,
        response: { 200: scorecardSchema, 409: scoreConflictSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await saveScores(db, await signedInAccount(db, request), { kind: 'staff' }, request.params.id, request.params.memberId, request.body);
      if ('conflict' in result) return reply.code(409).send(result.conflict);
      live.changed(request.params.id);
      return result.saved;
    },
  );
}
