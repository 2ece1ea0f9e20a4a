import { z } from 'zod';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import {
  supportFollowUpSchema,
  supportThreadCreatedSchema,
  supportThreadInputSchema,
  supportThreadParamsSchema,
  supportThreadSchema,
  supportThreadSummarySchema,
} from '@rgcc/shared/comms/support';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { writeRateLimit } from '../../../http/rate-limits';
import { assertMember } from '../../account/entry';
import { followUp, getThread, listThreads, startThread } from '../support/service';

const errors = errorReplies(400, 401, 403, 404, 429);

/** A member's support threads: what they write to the club from the dashboard, and the club's answers. */
export async function supportRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  const rateLimit = writeRateLimit(config);
  // Unlocked members before the body is read: a suspended or locked member hears why, whatever they send (the services check again).
  app.addHook('onRequest', async (request) => assertMember(await signedInAccount(db, request), { unlocked: true }));

  app.get(
    '/api/member/support',
    { schema: { summary: "The member's support threads, most recently active first (unlocked members only)", response: { 200: z.array(supportThreadSummarySchema), ...errors } } },
    async (request) => listThreads(db, await signedInAccount(db, request)),
  );

  app.post(
    '/api/member/support',
    {
      config: { rateLimit },
      schema: { summary: 'Write to the club: a new support thread (unlocked members only)', body: supportThreadInputSchema, response: { 201: supportThreadCreatedSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await startThread(db, config, await signedInAccount(db, request), request.body)),
  );

  app.get(
    '/api/member/support/:id',
    {
      schema: {
        summary: "One of the member's support threads, in order; opening it marks the club's answers read",
        params: supportThreadParamsSchema,
        response: { 200: supportThreadSchema, ...errors },
      },
    },
    async (request) => getThread(db, await signedInAccount(db, request), request.params.id),
  );

  app.post(
    '/api/member/support/:id/messages',
    {
      config: { rateLimit },
      schema: {
        summary: "Write again in one of the member's support threads",
        params: supportThreadParamsSchema,
        body: supportFollowUpSchema,
        response: { 201: messageReplySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await followUp(db, config, await signedInAccount(db, request), request.params.id, request.body)),
  );
}
