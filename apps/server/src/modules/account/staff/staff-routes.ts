import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { changeStaffRoleSchema, inviteStaffSchema, staffListSchema } from '@rgcc/shared/account/staff';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { writeRateLimit } from '../../../http/rate-limits';
import { cancelInvitation, changeStaffRole, deactivateStaff, invitationNotFoundMessage, inviteStaff, listStaff, reactivateStaff, resetSecondFactor, staffNotFoundMessage } from '../staff-accounts/service';

const staffParams = idParams(staffNotFoundMessage);
const invitationParams = idParams(invitationNotFoundMessage);
const errors = errorReplies(400, 401, 403, 404, 409);

/** The console's Staff section (admin only): staff accounts, invitations, roles, deactivation. */
export async function staffRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Staff'));

  app.get(
    '/api/admin/staff',
    {
      schema: {
        summary: 'Staff (admin): every staff account with its role, status and last sign-in, then the open invitations',
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (request) => listStaff(db, await signedInAccount(db, request)),
  );

  app.post(
    '/api/admin/staff/invitations',
    {
      schema: {
        summary: 'Staff (admin): invite by email with a role; the invitee is mailed a single-use link, valid 72 hours, to choose a password (inviting again replaces the link)',
        body: inviteStaffSchema,
        response: { 201: messageReplySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await inviteStaff(db, config, await signedInAccount(db, request), request.body)),
  );

  app.post(
    '/api/admin/staff/:id/role',
    {
      schema: {
        summary: "Staff (admin): change a staff member's role, effective at their next request (not one's own: 409)",
        params: staffParams,
        body: changeStaffRoleSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => changeStaffRole(db, await signedInAccount(db, request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/staff/:id/deactivate',
    {
      schema: {
        summary: 'Staff (admin): deactivate a staff member: every session ends at once and sign-in is refused (not one\'s own: 409)',
        params: staffParams,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => deactivateStaff(db, await signedInAccount(db, request), request.params.id),
  );

  app.post(
    '/api/admin/staff/:id/reactivate',
    {
      schema: { summary: 'Staff (admin): let a deactivated staff member sign in again', params: staffParams, response: { 200: messageReplySchema, ...errors } },
    },
    async (request) => reactivateStaff(db, await signedInAccount(db, request), request.params.id),
  );

  app.post(
    '/api/admin/staff/:id/reset-sign-in-code',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary:
          "Staff (admin): reset a lost authenticator: the key, its last step and the recovery codes are deleted, every session and open sign-in ends, the staff member is mailed, and their next sign-in sets the app up again (not one's own: 409; a deactivated account: 409)",
        params: staffParams,
        response: { 200: messageReplySchema, ...errorReplies(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => resetSecondFactor(db, config, await signedInAccount(db, request), request.params.id),
  );

  app.delete(
    '/api/admin/staff/invitations/:id',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Staff (admin): cancel an open invitation: its link stops working at once (404 when unknown, accepted, cancelled or expired)',
        params: invitationParams,
        response: { 200: messageReplySchema, ...errorReplies(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => cancelInvitation(db, await signedInAccount(db, request), request.params.id),
  );
}
