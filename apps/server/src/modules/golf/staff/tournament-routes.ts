import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import { drawSchema, entryByStaffSchema, entryRemovalSchema, staffTournamentSchema, tournamentSettingsSchema } from '@rgcc/shared/golf/tournaments';
import type { AppInstance } from '../../../http/app-instance';
import { followContentWrites } from '../../../http/follow-content-writes';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { sendCsv } from '../../../http/csv-download';
import { closeEntries, drawTournament, enterMemberByStaff, eventNotFoundMessage, exportEntries, publishDraw, removeEntryByStaff, saveTournamentSettings, staffTournament } from '../tournaments/service';

const eventParams = idParams(eventNotFoundMessage);
const entrantParams = eventParams.extend({ memberId: memberIdSchema });
const errors = errorReplies(400, 401, 403, 404, 409);

export async function staffTournamentRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Events'));
  // The settings and the published draw show on the event's page.
  followContentWrites(app);

  app.get(
    '/api/admin/events/:id/tournament',
    { schema: { summary: "Staff (Events): an event's entry settings, entries and draw", params: eventParams, response: { 200: staffTournamentSchema, ...errors } } },
    async (request) => staffTournament(db, await signedInAccount(db, request), request.params.id),
  );
  app.put(
    '/api/admin/events/:id/tournament',
    {
      schema: {
        summary: 'Staff (Events): open an event for entries, or change its close time, maximum field and handicap limit (an unpublished draw is discarded)',
        params: eventParams,
        body: tournamentSettingsSchema,
        response: { 200: staffTournamentSchema, ...errors },
      },
    },
    async (request) => saveTournamentSettings(db, await signedInAccount(db, request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/events/:id/tournament/entries',
    {
      schema: {
        summary: 'Staff (Events): enter a member by hand, also after entries close, until the draw is published (an unpublished draw is discarded)',
        params: eventParams,
        body: entryByStaffSchema,
        response: { 201: staffTournamentSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await enterMemberByStaff(db, config, await signedInAccount(db, request), request.params.id, request.body)),
  );
  app.post(
    '/api/admin/events/:id/tournament/entries/:memberId/remove',
    {
      schema: {
        summary: "Staff (Events): take a member's entry away, with a reason they are mailed, until the draw is published (an unpublished draw is discarded)",
        params: entrantParams,
        body: entryRemovalSchema,
        response: { 200: staffTournamentSchema, ...errors },
      },
    },
    async (request) => removeEntryByStaff(db, config, await signedInAccount(db, request), request.params.id, request.params.memberId, request.body.reason),
  );
  app.post(
    '/api/admin/events/:id/tournament/close',
    { schema: { summary: 'Staff (Events): close entries now', params: eventParams, response: { 200: staffTournamentSchema, ...errors } } },
    async (request) => closeEntries(db, await signedInAccount(db, request), request.params.id),
  );
  app.post(
    '/api/admin/events/:id/tournament/draw',
    {
      schema: {
        summary: 'Staff (Events): draw groups of up to 4 by handicap with tee times, after entries close and until published',
        params: eventParams,
        body: drawSchema,
        response: { 200: staffTournamentSchema, ...errors },
      },
    },
    async (request) => drawTournament(db, await signedInAccount(db, request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/events/:id/tournament/publish',
    {
      schema: {
        summary: "Staff (Events): publish the draw on the event's page and email each player their tee time",
        params: eventParams,
        response: { 200: staffTournamentSchema, ...errors },
      },
    },
    async (request) => publishDraw(db, config, await signedInAccount(db, request), request.params.id),
  );
  app.get(
    '/api/admin/events/:id/tournament/entries.csv',
    { schema: { summary: 'Staff (Events): the entry list, in the draw\'s order once drawn, as CSV', params: eventParams, response: errors } },
    async (request, reply) => sendCsv(reply, `event-${request.params.id}-entries`, await exportEntries(db, await signedInAccount(db, request), request.params.id)),
  );
}
