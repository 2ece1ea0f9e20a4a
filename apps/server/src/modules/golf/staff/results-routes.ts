import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import { entryTeeSchema, staffTournamentSchema } from '@rgcc/shared/golf/tournaments';
import { publishResultsSchema } from '@rgcc/shared/golf/tournament-results';
import type { AppInstance } from '../../../http/app-instance';
import { followContentWrites } from '../../../http/follow-content-writes';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { sendCsv } from '../../../http/csv-download';
import { changeEntryTee } from '../tournaments/entry-tees';
import { exportResults, publishResults } from '../tournaments/results';
import { eventNotFoundMessage } from '../tournaments/service';

const eventParams = idParams(eventNotFoundMessage);
const entrantParams = eventParams.extend({ memberId: memberIdSchema });
const errors = errorReplies(400, 401, 403, 404, 409);

/** A tournament's results (issue 24): the entrants' tees, publishing the results, their CSV. */
export async function staffResultsRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Events'));
  // The results show on the event's page and in the past events list.
  followContentWrites(app);

  app.put(
    '/api/admin/events/:id/tournament/entries/:memberId/tee',
    {
      schema: {
        summary: "Staff (Events): change the tees an entrant plays, until the results are published (after the close, their playing handicap follows)",
        params: entrantParams,
        body: entryTeeSchema,
        response: { 200: staffTournamentSchema, ...errors },
      },
    },
    async (request) => changeEntryTee(db, await signedInAccount(db, request), request.params.id, request.params.memberId, request.body),
  );
  app.post(
    '/api/admin/events/:id/tournament/results',
    {
      schema: {
        summary: "Staff (Events): close scoring and publish the results with prizes by division; the leaderboard turns final and each complete card is posted to its player's handicap record (409 when published already)",
        params: eventParams,
        body: publishResultsSchema,
        response: { 200: staffTournamentSchema, ...errors },
      },
    },
    async (request) => publishResults(db, await signedInAccount(db, request), request.params.id, request.body),
  );
  app.get(
    '/api/admin/events/:id/tournament/results.csv',
    { schema: { summary: 'Staff (Events): the published results as CSV: position, member ID, name, division, playing handicap, each hole, total, to par, points', params: eventParams, response: errors } },
    async (request, reply) => sendCsv(reply, `event-${request.params.id}-results`, await exportResults(db, await signedInAccount(db, request), request.params.id)),
  );
}
