import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import {
  drawSchema,
  entryByStaffSchema,
  entryRemovalSchema,
  memberTournamentDetailSchema,
  memberTournamentSchema,
  publicTournamentSchema,
  staffTournamentSchema,
  tournamentEntrySchema,
  tournamentSettingsSchema,
} from '@rgcc/shared/golf/tournaments';
import type { AppInstance } from '../../app';
import { publicNoCache } from '../../http/api-cache-control';
import { followContentWrites } from '../../http/content-version';
import { requireSignedIn, signInRequired, staffRequired } from '../../http/current-account';
import { sendCsv } from '../../http/csv-download';
import {
  closeEntries,
  drawTournament,
  enterMemberByStaff,
  enterTournament,
  eventNotFoundMessage,
  exportEntries,
  memberTournament,
  memberTournaments,
  publicTournament,
  publishDraw,
  removeEntryByStaff,
  saveTournamentSettings,
  staffTournament,
  withdrawEntry,
} from './service';

const idParams = z.object({ id: z.coerce.number({ error: eventNotFoundMessage }).int().min(1).max(2_147_483_647) });
const entrantParams = idParams.extend({ memberId: memberIdSchema });
const messageSchema = z.object({ message: z.string() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
type SignedInRequest = Parameters<typeof requireSignedIn>[1];

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

  await app.register(memberTournamentRoutes);
  await app.register(staffTournamentRoutes);
}

async function memberTournamentRoutes(app: AppInstance) {
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

async function staffTournamentRoutes(app: AppInstance) {
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
