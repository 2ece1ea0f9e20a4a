import { clubToday } from '@rgcc/shared/format/club-date';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import {
  inboxItemParamsSchema,
  inboxMessageDetailSchema,
  inboxMessagePageSchema,
  inboxMessageQuerySchema,
  inboxReplySchema,
  markHandledSchema,
  subscriberPageSchema,
  subscriberQuerySchema,
} from '@rgcc/shared/comms/inbox';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { exportMessages, exportSubscribers, getMessage, listMessages, listSubscribers, markHandled, replyToMessage } from '../inbox/service';

const errors = errorReplies(400, 401, 403, 404, 409);

/** A download named after what it holds and the day at the club. */
const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${clubToday()}.csv"`)
    .send(csv);

/** The console's Inbox: what visitors sent through the public forms, and the newsletter's subscribers. */
export async function inboxRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  // Staff with the Inbox before anything else is read (the services check again).
  app.addHook('onRequest', staffRequired(db, 'Inbox'));

  app.get(
    '/api/admin/inbox',
    {
      schema: {
        summary: 'Staff (Inbox): contact messages or ratings, newest first, searched and filtered, 20 a page',
        querystring: inboxMessageQuerySchema,
        response: { 200: inboxMessagePageSchema, ...errors },
      },
    },
    async (request) => listMessages(db, await signedInAccount(db, request), request.query),
  );

  app.get(
    '/api/admin/inbox/export',
    {
      schema: {
        summary: 'Staff (Inbox): every message of the filtered list as CSV',
        querystring: inboxMessageQuerySchema.omit({ page: true }),
        response: errors,
      },
    },
    async (request, reply) => sendCsv(reply, `inbox-${request.query.kind}`, await exportMessages(db, await signedInAccount(db, request), request.query)),
  );

  app.get(
    '/api/admin/inbox/subscribers',
    {
      schema: {
        summary: 'Staff (Inbox): newsletter sign-ups with their state, newest first, searched and filtered, 20 a page',
        querystring: subscriberQuerySchema,
        response: { 200: subscriberPageSchema, ...errors },
      },
    },
    async (request) => listSubscribers(db, await signedInAccount(db, request), request.query),
  );

  app.get(
    '/api/admin/inbox/subscribers/export',
    {
      schema: {
        summary: 'Staff (Inbox): every newsletter sign-up of the filtered list as CSV',
        querystring: subscriberQuerySchema.omit({ page: true }),
        response: errors,
      },
    },
    async (request, reply) => sendCsv(reply, 'newsletter-subscribers', await exportSubscribers(db, config, await signedInAccount(db, request), request.query)),
  );

  app.get(
    '/api/admin/inbox/:kind/:id',
    {
      config: { messageIsWritten: true },
      schema: {
        summary: 'Staff (Inbox): one message with every field and its thread of replies',
        params: inboxItemParamsSchema,
        response: { 200: inboxMessageDetailSchema, ...errors },
      },
    },
    async (request) => getMessage(db, await signedInAccount(db, request), request.params.kind, request.params.id),
  );

  app.post(
    '/api/admin/inbox/:kind/:id/handled',
    {
      schema: {
        summary: 'Staff (Inbox): mark a message handled, or new again',
        params: inboxItemParamsSchema,
        body: markHandledSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => markHandled(db, await signedInAccount(db, request), request.params.kind, request.params.id, request.body.handled),
  );

  app.post(
    '/api/admin/inbox/:kind/:id/replies',
    {
      schema: {
        summary: 'Staff (Inbox): reply by email; the reply goes through the outbox and is kept in the thread',
        params: inboxItemParamsSchema,
        body: inboxReplySchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => replyToMessage(db, config, await signedInAccount(db, request), request.params.kind, request.params.id, request.body),
  );
}
