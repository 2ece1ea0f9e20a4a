import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import {
  supportFollowUpSchema,
  supportThreadCreatedSchema,
  supportThreadInputSchema,
  supportThreadParamsSchema,
  supportThreadSchema,
  supportThreadSummarySchema,
} from '@rgcc/shared/comms/support';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../http/app-instance';
import { requireSignedIn } from '../../../http/current-account';
import { writeRateLimit } from '../../../http/rate-limits';
import { assertMember } from '../../account/entry';
import { followUp, getThread, listThreads, startThread } from '../support/service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** A member's support threads: what they write to the club from the dashboard, and the club's answers. */
export async function supportRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  const rateLimit = writeRateLimit(config);
  const actor = async (request: FastifyRequest) => (await requireSignedIn(db, request)).account;
  // Unlocked members before the body is read: a suspended or locked member hears why, whatever they send (the services check again).
  app.addHook('onRequest', async (request) => assertMember(await actor(request), { unlocked: true }));

  app.get(
    '/api/member/support',
    { schema: { summary: "The member's support threads, most recently active first (unlocked members only)", response: { 200: z.array(supportThreadSummarySchema), ...errors } } },
    async (request) => listThreads(db, await actor(request)),
  );

  app.post(
    '/api/member/support',
    {
      config: { rateLimit },
      schema: { summary: 'Write to the club: a new support thread (unlocked members only)', body: supportThreadInputSchema, response: { 201: supportThreadCreatedSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await startThread(db, config, await actor(request), request.body)),
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
    async (request) => getThread(db, await actor(request), request.params.id),
  );

  app.post(
    '/api/member/support/:id/messages',
    {
      config: { rateLimit },
      schema: {
        summary: "Write again in one of the member's support threads",
        params: supportThreadParamsSchema,
        body: supportFollowUpSchema,
        response: { 201: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await followUp(db, config, await actor(request), request.params.id, request.body)),
  );
}
