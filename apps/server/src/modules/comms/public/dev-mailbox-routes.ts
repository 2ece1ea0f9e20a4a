import { desc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { devMailSchema, type DevMail } from '@rgcc/shared/comms/dev-mailbox';
import type { AppInstance } from '../../../http/app-instance';
import { outgoingMail } from '../../../db/schema';
import { escapeHtml } from '../../../http/escape-html';

const shownMails = 50;

function deliveryOf(mail: DevMail): string {
  if (mail.droppedAt) return 'dropped (its secret expired before it could be sent)';
  if (mail.sentAt) return 'delivered';
  return `waiting (tries: ${mail.attempts}${mail.lastError ? `, last error: ${escapeHtml(mail.lastError)}` : ''})`;
}

/**
 * Asked from this machine itself: a loopback peer, and no proxy's forwarding header (a proxy on
 * the same machine passes on requests from anywhere). The socket's own address, not `request.ip`,
 * which a trusted proxy's header sets.
 */
const isFromThisMachine = (request: FastifyRequest) =>
  /^(127\.|::1$|::ffff:127\.)/.test(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'] && !request.headers.forwarded;

/**
 * The outbox as people and tests read it on a laptop: registered outside production only, and
 * even there not found from another machine (a staging server's mail holds people's links).
 */
export async function devMailboxRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', async (request, reply) => {
    if (!isFromThisMachine(request)) return reply.callNotFound();
  });
  const latestMail = async (): Promise<DevMail[]> =>
    (await db.select().from(outgoingMail).orderBy(desc(outgoingMail.id)).limit(shownMails)).map((mail) => ({
      id: mail.id,
      to: mail.toAddress,
      subject: mail.subject,
      kind: mail.kind,
      text: mail.textBody,
      html: mail.htmlBody,
      attachments: mail.attachments,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
      attempts: mail.attempts,
      lastError: mail.lastError,
      erasedAt: mail.erasedAt?.toISOString() ?? null,
      droppedAt: mail.droppedAt?.toISOString() ?? null,
    }));

  app.get(
    '/api/dev/mailbox',
    { schema: { summary: 'The latest outgoing mail, newest first (not in production)', response: { 200: z.array(devMailSchema) } } },
    latestMail,
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latestMail();
    const items = mails
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p>To <b>${escapeHtml(mail.to)}</b>, ${escapeHtml(mail.createdAt)}, ${deliveryOf(mail)}</p>
  ${mail.erasedAt ? '<p><i>The body is erased: it carried a one-time secret that has been used or has expired.</i></p>' : `<pre>${escapeHtml(mail.text)}</pre>`}
  ${mail.attachments.map((file) => `<p>Attached: ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)})</p>`).join('')}
</article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>
</head><body><h1>Mailbox (${mails.length})</h1>
<p>Every mail the site sent, newest first. Only outside production.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });
}
