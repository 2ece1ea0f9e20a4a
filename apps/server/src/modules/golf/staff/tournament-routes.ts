import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import { drawSchema, entryByStaffSchema, entryRemovalSchema, staffTournamentSchema, tournamentSettingsSchema } from '@rgcc/shared/golf/tournaments';
import type { AppInstance } from '../../../http/app-instance';
import { followContentWrites } from '../../../http/follow-content-writes';
import { requireSignedIn, staffRequired } from '../../../http/current-account';
import { sendCsv } from '../../../http/csv-download';
import { closeEntries, drawTournament, enterMemberByStaff, eventNotFoundMessage, exportEntries, publishDraw, removeEntryByStaff, saveTournamentSettings, staffTournament } from '../tournaments/service';

const idParams = z.object({ id: z.coerce.number({ error: eventNotFoundMessage }).int().min(1).max(2_147_483_647) });
const entrantParams = idParams.extend({ memberId: memberIdSchema });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
type SignedInRequest = Parameters<typeof requireSignedIn>[1];

export async function staffTournamentRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Events'));
  // The settings and the published draw show on the event's page.
  followContentWrites(app);
  const actor = async (request: SignedInRequest) => (await requireSignedIn(db, request)).account;

  app.get(
    '/api/admin/events/:id/tournament',
    { schema: { summary: "Staff (Events): an event's entry settings, entries and draw", params: idParams, response: { 200: staffTournamentSchema, ...errors } } },
    async (request) => staffTournament(db, await actor(request), request.params.id),
  );
  app.put(
    '/api/admin/events/:id/tournament',
    {
      schema: {
        summary: 'Staff (Events): open an event for entries, or change its close time, maximum field and handicap limit (an unpublished draw is discarded)',
        params: idParams,
        body: tournamentSettingsSchema,
        response: { 200: staffTournamentSchema, ...errors },
      },
    },
    async (request) => saveTournamentSettings(db, await actor(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/events/:id/tournament/entries',
    {
      schema: {
        summary: 'Staff (Events): enter a member by hand, also after entries close, until the draw is published (an unpublished draw is discarded)',
        params: idParams,
        body: entryByStaffSchema,
        response: { 201: staffTournamentSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await enterMemberByStaff(db, config, await actor(request), request.params.id, request.body)),
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
    async (request) => removeEntryByStaff(db, config, await actor(request), request.params.id, request.params.memberId, request.body.reason),
  );
  app.post(
    '/api/admin/events/:id/tournament/close',
    { schema: { summary: 'Staff (Events): close entries now', params: idParams, response: { 200: staffTournamentSchema, ...errors } } },
    async (request) => closeEntries(db, await actor(request), request.params.id),
  );
  app.post(
    '/api/admin/events/:id/tournament/draw',
    {
      schema: {
        summary: 'Staff (Events): draw groups of up to 4 by handicap with tee times, after entries close and until published',
        params: idParams,
        body: drawSchema,
        response: { 200: staffTournamentSchema, ...errors },
      },
    },
    async (request) => drawTournament(db, await actor(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/events/:id/tournament/publish',
    {
      schema: {
        summary: "Staff (Events): publish the draw on the event's page and email each player their tee time",
        params: idParams,
        response: { 200: staffTournamentSchema, ...errors },
      },
    },
    async (request) => publishDraw(db, config, await actor(request), request.params.id),
  );
  app.get(
    '/api/admin/events/:id/tournament/entries.csv',
    { schema: { summary: 'Staff (Events): the entry list, in the draw\'s order once drawn, as CSV', params: idParams, response: errors } },
    async (request, reply) => sendCsv(reply, `event-${request.params.id}-entries`, await exportEntries(db, await actor(request), request.params.id)),
  );
}
