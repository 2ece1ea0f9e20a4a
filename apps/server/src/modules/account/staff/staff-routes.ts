import { z } from 'zod';
import { staffRoles } from '@rgcc/shared/account/staff-roles';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { changeStaffRoleSchema, inviteStaffSchema, staffStatuses } from '@rgcc/shared/account/staff';
import type { AppInstance } from '../../../http/app-instance';
import { requireSignedIn, staffRequired } from '../../../http/current-account';
import { writeRateLimit } from '../../../http/rate-limits';
import { cancelInvitation, changeStaffRole, deactivateStaff, invitationNotFoundMessage, inviteStaff, listStaff, reactivateStaff, resetSecondFactor, staffNotFoundMessage } from '../staff-accounts/service';

const messageSchema = z.object({ message: z.string() });
const idOf = (notFound: string) => z.object({ id: z.coerce.number({ error: notFound }).int().min(1).max(2_147_483_647) });
const idParams = idOf(staffNotFoundMessage);
const invitationIdParams = idOf(invitationNotFoundMessage);
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The console's Staff section (admin only): staff accounts, invitations, roles, deactivation. */
export async function staffRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Staff'));
  const actor = async (request: Parameters<typeof requireSignedIn>[1]) => (await requireSignedIn(db, request)).account;

  app.get(
    '/api/admin/staff',
    {
      schema: {
        summary: 'Staff (admin): every staff account with its role, status and last sign-in, then the open invitations',
        response: {
          200: z.object({
            items: z.array(
              z.object({
                id: z.number().nullable(),
                email: z.string(),
                role: z.enum(staffRoles),
                status: z.enum(staffStatuses),
                lastSignInAt: z.string().nullable(),
                invitationId: z.number().nullable(),
                inviteExpiresAt: z.string().nullable(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => listStaff(db, await actor(request)),
  );

  app.post(
    '/api/admin/staff/invitations',
    {
      schema: {
        summary: 'Staff (admin): invite by email with a role; the invitee is mailed a single-use link, valid 72 hours, to choose a password (inviting again replaces the link)',
        body: inviteStaffSchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await inviteStaff(db, config, await actor(request), request.body)),
  );

  app.post(
    '/api/admin/staff/:id/role',
    {
      schema: {
        summary: "Staff (admin): change a staff member's role, effective at their next request (not one's own: 409)",
        params: idParams,
        body: changeStaffRoleSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => changeStaffRole(db, await actor(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/staff/:id/deactivate',
    {
      schema: {
        summary: 'Staff (admin): deactivate a staff member: every session ends at once and sign-in is refused (not one\'s own: 409)',
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => deactivateStaff(db, await actor(request), request.params.id),
  );

  app.post(
    '/api/admin/staff/:id/reactivate',
    {
      schema: { summary: 'Staff (admin): let a deactivated staff member sign in again', params: idParams, response: { 200: messageSchema, ...errors } },
    },
    async (request) => reactivateStaff(db, await actor(request), request.params.id),
  );

  app.post(
    '/api/admin/staff/:id/reset-sign-in-code',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary:
          "Staff (admin): reset a lost authenticator: the key, its last step and the recovery codes are deleted, every session and open sign-in ends, the staff member is mailed, and their next sign-in sets the app up again (not one's own: 409; a deactivated account: 409)",
        params: idParams,
        response: { 200: messageSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => resetSecondFactor(db, config, await actor(request), request.params.id),
  );

  app.delete(
    '/api/admin/staff/invitations/:id',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Staff (admin): cancel an open invitation: its link stops working at once (404 when unknown, accepted, cancelled or expired)',
        params: invitationIdParams,
        response: { 200: messageSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => cancelInvitation(db, await actor(request), request.params.id),
  );
}
