import { z } from 'zod';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { newPasswordSchema } from '@rgcc/shared/account/account';
import { staffInvitationSchema } from '@rgcc/shared/account/staff';
import { text } from '@rgcc/shared/common/text';
import type { AppInstance } from '../../../http/app-instance';
import { writeRateLimit } from '../../../http/rate-limits';
import { errorReplies } from '../../../http/route-parts';
import { acceptInvitation, readInvitation } from '../staff-accounts/service';

const invitationParams = z.object({ id: text().max(20), token: text().max(200) });

/** The invitation link, which the invitee opens before having an account. */
export async function staffInvitationRoutes(app: AppInstance) {
  const { db, config } = app.deps;

  app.get(
    '/api/staff-invitations/:id/:token',
    {
      schema: {
        summary: 'The invitation link: whom it is for and the role, or 404 when it is unknown, used or past its 72 hours',
        params: invitationParams,
        response: { 200: staffInvitationSchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => readInvitation(db, request.params.id, request.params.token),
  );

  app.post(
    '/api/staff-invitations/:id/:token',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Accept the invitation: choose the password; the staff account is made and the link is spent',
        params: invitationParams,
        body: newPasswordSchema,
        response: { 201: messageReplySchema, ...errorReplies(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await acceptInvitation(db, request.params.id, request.params.token, request.body)),
  );
}
