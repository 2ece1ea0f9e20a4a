import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { memberDetailSchema, memberListFilterSchema, memberListQuerySchema, memberPageSchema, suspendMemberSchema } from '@rgcc/shared/membership/members';
import type { AppInstance } from '../../../http/app-instance';
import { requireSignedIn, staffRequired } from '../../../http/current-account';
import { sendCsv } from '../../../http/csv-download';
import { exportMembers, getMember, listMembers, memberNotFoundMessage, reactivateMember, sendNewCredentials, suspendMember } from '../members/service';

const idParams = z.object({ id: z.coerce.number({ error: memberNotFoundMessage }).int().min(1).max(2_147_483_647) });
const messageSchema = z.object({ message: z.string() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The console's Members section: the list, a member's page, suspension and new credentials. */
export async function membersRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  // Staff with Members before anything else is read (the services check again).
  app.addHook('onRequest', staffRequired(db, 'Members'));
  const actor = async (request: Parameters<typeof requireSignedIn>[1]) => (await requireSignedIn(db, request)).account;

  app.get(
    '/api/admin/members',
    {
      schema: {
        summary: 'Staff (Members): members newest first, searched by name, email or member ID, filtered by status, category, paid and joined days, 20 a page',
        querystring: memberListQuerySchema,
        response: { 200: memberPageSchema, ...errors },
      },
    },
    async (request) => listMembers(db, await actor(request), request.query),
  );

  app.get(
    '/api/admin/members/export',
    { schema: { summary: 'Staff (Members): every member of the filtered list as CSV', querystring: memberListFilterSchema, response: errors } },
    async (request, reply) => sendCsv(reply, 'members', await exportMembers(db, await actor(request), request.query)),
  );

  app.get(
    '/api/admin/members/:id',
    {
      schema: {
        summary: "Staff (Members): a member with their application, payments and receipts, sign-in history and what staff did",
        params: idParams,
        response: { 200: memberDetailSchema, ...errors },
      },
    },
    async (request) => getMember(db, await actor(request), request.params.id),
  );

  app.post(
    '/api/admin/members/:id/suspend',
    {
      schema: {
        summary: 'Staff (Members): suspend with a reason: every session ends at once, sign-in and member endpoints are refused',
        params: idParams,
        body: suspendMemberSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => suspendMember(db, config, await actor(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/members/:id/reactivate',
    { schema: { summary: 'Staff (Members): let a suspended member sign in again', params: idParams, response: { 200: messageSchema, ...errors } } },
    async (request) => reactivateMember(db, await actor(request), request.params.id),
  );

  app.post(
    '/api/admin/members/:id/credentials',
    {
      schema: {
        summary: 'Staff (Members): mail a new temporary password; the old one and every session end, and the member chooses a new password at the next sign-in',
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => sendNewCredentials(db, config, await actor(request), request.params.id),
  );
}
