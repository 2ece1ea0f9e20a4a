import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outgoingMail } from '../../db/schema';
import { freePort } from '../../../test/free-port';
import { startSmtpServer } from '../../../test/smtp-catcher';
import { createTestApp, productionEnv, type TestApp } from '../../../test/test-app';
import { outboxTransport, smtpTransport } from './mail-transport';
import { MailWorker } from './mail-worker';
import { enqueueMail, eraseSpentSecrets, secretsSpent, type QueuedMail } from './outbox';

const eqTo = (address: string) => eq(outgoingMail.toAddress, address);

const quietLog = { info() {}, warn() {}, error() {} };

const hour = 60 * 60 * 1000;
const welcome = (to: string, secretExpiresAt: Date | null = new Date(Date.now() + hour)): QueuedMail => ({
  to,
  subject: 'Verify your email',
  text: 'Your code is 123456.',
  html: '<p>Your code is <b>123456</b>.</p>',
  kind: 'verification',
  secret: { expiresAt: secretExpiresAt },
});
const notice = (to: string): QueuedMail => ({ to, subject: 'Your application', text: 'We are sorry.', html: '<p>We are sorry.</p>', kind: 'rejection' });
const rowTo = async (address: string) => (await testApp.database.db.select().from(outgoingMail).where(eqTo(address)))[0]!;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  // These tests drive workers of their own; the app's queue (outbox, no SMTP) must not take their mail.
  await testApp.app.jobQueue.stop();
});

afterAll(async () => {
  await testApp?.close();
});


describe('the mail worker over SMTP', () => {
  it('delivers a queued mail in plain text and HTML, from the club', async () => {
    const smtp = await startSmtpServer();
    try {
      const { db } = testApp.database;
      const id = await enqueueMail(db, welcome('applicant-1@example.com'));
      const worker = new MailWorker(db, smtpTransport(`smtp://127.0.0.1:${smtp.port}`, '"Riverside Golf & Country Club" <info@example.com>'), quietLog);
      expect(await worker.deliver(id)).toBe(true);
      expect(smtp.received).toEqual([
        {
          from: 'info@example.com',
          to: ['applicant-1@example.com'],
          subject: 'Verify your email',
          text: expect.stringContaining('Your code is 123456.'),
          html: expect.stringContaining('<b>123456</b>'),
        },
      ]);
      // Sent once: its job run again (pg-boss thought it lost) sends nothing.
      expect(await worker.deliver(id)).toBe(false);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('keeps a mail through an SMTP outage and delivers it when the server is back', async () => {
    const { db } = testApp.database;
    const port = await freePort();
    const worker = new MailWorker(db, smtpTransport(`smtp://127.0.0.1:${port}`, 'club@example.com'), quietLog);
    const id = await enqueueMail(db, welcome('applicant-2@example.com'));

    // The failure is thrown for the queue to retry, and noted on the mail.
    await expect(worker.deliver(id)).rejects.toThrow(/ECONNREFUSED|connect/i);
    const [waiting] = await db.select().from(outgoingMail).where(eqTo('applicant-2@example.com'));
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtpServer(port);
    try {
      // The retry goes.
      expect(await worker.deliver(id)).toBe(true);
      expect(smtp.received.map((mail) => mail.to)).toEqual([['applicant-2@example.com']]);
    } finally {
      await smtp.close();
    }
  });

  it('sends nothing for a change that rolled back', async () => {
    const { db } = testApp.database;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, welcome('rolled-back@example.com'));
        throw new Error('the registration failed');
      }),
    ).rejects.toThrow('the registration failed');
    expect(await db.$count(outgoingMail, eqTo('rolled-back@example.com'))).toBe(0);
  });

  it('two workers at once send each mail once', async () => {
    const smtp = await startSmtpServer();
    try {
      const { db } = testApp.database;
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) ids.push(await enqueueMail(db, welcome(`pair-${i}@example.com`)));
      const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'club@example.com');
      const [first, second] = [new MailWorker(db, transport, quietLog), new MailWorker(db, transport, quietLog)];
      // Each mail's delivery run twice at once (a job pg-boss thought lost, say): the lease lets one through.
      const sent = await Promise.all(ids.flatMap((id) => [first.deliver(id), second.deliver(id)]));
      expect(sent.filter(Boolean)).toHaveLength(6);
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `pair-${i}@example.com`));
    } finally {
      await smtp.close();
    }
  });

});

describe('one-time secrets in mail', () => {
  it('over SMTP, a body with a secret is erased once delivered; recipient, subject, kind and status stay; a body without one stays', async () => {
    const smtp = await startSmtpServer();
    try {
      const { db } = testApp.database;
      const ids = [await enqueueMail(db, welcome('secret-1@example.com')), await enqueueMail(db, notice('notice-1@example.com'))];
      const worker = new MailWorker(db, smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'club@example.com'), quietLog);
      for (const id of ids) expect(await worker.deliver(id)).toBe(true);
      expect(smtp.received.map((mail) => mail.text.trim())).toEqual(['Your code is 123456.', 'We are sorry.']);
      const secret = await rowTo('secret-1@example.com');
      expect(secret).toMatchObject({ subject: 'Verify your email', kind: 'verification', textBody: '', htmlBody: '', droppedAt: null });
      expect(secret.sentAt).toBeInstanceOf(Date);
      expect(secret.erasedAt).toBeInstanceOf(Date);
      expect(await rowTo('notice-1@example.com')).toMatchObject({ kind: 'rejection', textBody: 'We are sorry.', erasedAt: null });
    } finally {
      await smtp.close();
    }
  });

  it('a mail still unsent when its secret expires is dropped, and never sent', async () => {
    const { db } = testApp.database;
    const port = await freePort();
    const worker = new MailWorker(db, smtpTransport(`smtp://127.0.0.1:${port}`, 'club@example.com'), quietLog);
    const now = Date.now();
    const id = await enqueueMail(db, welcome('secret-2@example.com', new Date(now + 30_000)));
    await expect(worker.deliver(id, new Date(now + 1_000))).rejects.toThrow();
    expect(await rowTo('secret-2@example.com')).toMatchObject({ attempts: 1, sentAt: null });
    const smtp = await startSmtpServer(port);
    try {
      // The server is back, but the code has expired: it is not sent…
      const later = new Date(now + 10 * 60_000);
      expect(await worker.deliver(id, later)).toBe(false);
      // …and the sweep drops it, body and all.
      expect((await eraseSpentSecrets(db, later)).dropped).toBeGreaterThanOrEqual(1);
      expect(await rowTo('secret-2@example.com')).toMatchObject({ sentAt: null, textBody: '', htmlBody: '', kind: 'verification' });
      expect((await rowTo('secret-2@example.com')).droppedAt).toBeInstanceOf(Date);
      expect((await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' })).body).toContain('dropped (its secret expired before it could be sent)');
      expect(await worker.deliver(id, new Date(now + 60 * 60_000))).toBe(false);
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('without SMTP the outbox keeps a body only until its secret expires or is spent', async () => {
    const { db } = testApp.database;
    const worker = new MailWorker(db, outboxTransport(() => {}), quietLog);
    const now = Date.now();
    const ids = [await enqueueMail(db, welcome('secret-3@example.com', new Date(now + 10 * 60_000))), await enqueueMail(db, welcome('secret-4@example.com', null))];
    for (const id of ids) expect(await worker.deliver(id, new Date(now + 1_000))).toBe(true);
    expect(await rowTo('secret-3@example.com')).toMatchObject({ textBody: 'Your code is 123456.', erasedAt: null });
    await eraseSpentSecrets(db, new Date(now + 60_000));
    expect(await rowTo('secret-3@example.com')).toMatchObject({ textBody: 'Your code is 123456.', erasedAt: null });
    expect((await rowTo('secret-3@example.com')).sentAt).toBeInstanceOf(Date);
    await eraseSpentSecrets(db, new Date(now + 11 * 60_000));
    expect(await rowTo('secret-3@example.com')).toMatchObject({ textBody: '', htmlBody: '', droppedAt: null });
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain('The body is erased: it carried a one-time secret that has been used or has expired.');

    // A password that works until used: kept until it is spent, then erased at the next sweep.
    await eraseSpentSecrets(db, new Date(now + 30 * 24 * hour));
    expect(await rowTo('secret-4@example.com')).toMatchObject({ textBody: 'Your code is 123456.' });
    await secretsSpent(db, 'secret-4@example.com', ['verification'], new Date(now));
    await eraseSpentSecrets(db, new Date(now));
    expect(await rowTo('secret-4@example.com')).toMatchObject({ textBody: '', htmlBody: '' });
  });
});

describe('a running server', () => {
  it('delivers queued mail by itself through SMTP_URL', async () => {
    const smtp = await startSmtpServer();
    const withSmtp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      await enqueueMail(withSmtp.database.db, welcome('polled@example.com'));
      await expect.poll(() => smtp.received.map((mail) => mail.to[0]), { timeout: 5_000 }).toEqual(['polled@example.com']);
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  it('lists mail at /dev/mailbox and /api/dev/mailbox without SMTP, and not at all in production', async () => {
    await enqueueMail(testApp.database.db, welcome('mailbox@example.com'));
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()[0]).toMatchObject({ to: 'mailbox@example.com', subject: 'Verify your email', text: 'Your code is 123456.' });
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('mailbox@example.com');
    expect(page.body).toContain('Your code is 123456.');

    // Only from this machine, in every mode: not from another address, nor through a proxy.
    for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
      for (const from of [{ remoteAddress: '203.0.113.9' }, { remoteAddress: '::ffff:10.0.0.5' }, { headers: { 'x-forwarded-for': '203.0.113.9' } }, { headers: { forwarded: 'for=203.0.113.9' } }]) {
        const refused = await testApp.app.inject({ method: 'GET', url, ...from });
        expect(refused.statusCode, `${url} ${JSON.stringify(from)}`).toBe(404);
        expect(refused.body).not.toContain('mailbox@example.com');
      }
      expect((await testApp.app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
    }

    const production = await createTestApp(productionEnv);
    try {
      for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
