import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { memberDetailSchema, memberListFilterSchema, memberListQuerySchema, memberPageSchema, suspendMemberSchema } from '@rgcc/shared/membership/members';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { sendCsv } from '../../../http/csv-download';
import { exportMembers, getMember, listMembers, memberNotFoundMessage, reactivateMember, sendNewCredentials, suspendMember } from '../members/service';

const memberParams = idParams(memberNotFoundMessage);
const errors = errorReplies(400, 401, 403, 404, 409);

/** The console's Members section: the list, a member's page, suspension and new credentials. */
export async function membersRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  // Staff with Members before anything else is read (the services check again).
  app.addHook('onRequest', staffRequired(db, 'Members'));

  app.get(
    '/api/admin/members',
    {
      schema: {
        summary: 'Staff (Members): members newest first, searched by name, email or member ID, filtered by status, category, paid and joined days, 20 a page',
        querystring: memberListQuerySchema,
        response: { 200: memberPageSchema, ...errors },
      },
    },
    async (request) => listMembers(db, await signedInAccount(db, request), request.query),
  );

  app.get(
    '/api/admin/members/export',
    { schema: { summary: 'Staff (Members): every member of the filtered list as CSV', querystring: memberListFilterSchema, response: errors } },
    async (request, reply) => sendCsv(reply, 'members', await exportMembers(db, await signedInAccount(db, request), request.query)),
  );

  app.get(
    '/api/admin/members/:id',
    {
      schema: {
        summary: "Staff (Members): a member with their application, payments and receipts, sign-in history and what staff did",
        params: memberParams,
        response: { 200: memberDetailSchema, ...errors },
      },
    },
    async (request) => getMember(db, await signedInAccount(db, request), request.params.id),
  );

  app.post(
    '/api/admin/members/:id/suspend',
    {
      schema: {
        summary: 'Staff (Members): suspend with a reason: every session ends at once, sign-in and member endpoints are refused',
        params: memberParams,
        body: suspendMemberSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => suspendMember(db, config, await signedInAccount(db, request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/members/:id/reactivate',
    { schema: { summary: 'Staff (Members): let a suspended member sign in again', params: memberParams, response: { 200: messageReplySchema, ...errors } } },
    async (request) => reactivateMember(db, await signedInAccount(db, request), request.params.id),
  );

  app.post(
    '/api/admin/members/:id/credentials',
    {
      schema: {
        summary: 'Staff (Members): mail a new temporary password; the old one and every session end, and the member chooses a new password at the next sign-in',
        params: memberParams,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => sendNewCredentials(db, config, await signedInAccount(db, request), request.params.id),
  );
}
