import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobsOverview } from '@rgcc/shared/operations/jobs';
import { jobNotFoundMessage, jobRetriedMessage } from '@rgcc/shared/operations/jobs';
import { buildApp } from '../../../app';
import { auditLog, outgoingMail } from '../../../db/schema';
import type { AppInstance } from '../../../http/app-instance';
import { everyMinute } from '../../../http/periodic-job';
import { JobQueue, jobTimeZone, periodicRetry } from '../../../infra/jobs/job-queue';
import { jobSqlFor } from '../../../infra/jobs/job-sql';
import { mailQueue } from '../../../infra/jobs/job-tables';
import { enqueueMail, type QueuedMail } from '../../../infra/mail/outbox';
import { createStaff, signIn, staffPassword } from '../../../../test/accounts';
import { freePort } from '../../../../test/free-port';
import { startSmtpServer } from '../../../../test/smtp-catcher';
import { createTestApp, ownAppTimeout, type TestApp } from '../../../../test/test-app';

const quietLog = { error() {} };
const notice = (to: string): QueuedMail => ({ to, subject: 'Your booking', text: 'See you on the course.', html: '<p>See you on the course.</p>', kind: 'rejection' });

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const rows = async (text: string, values: unknown[] = []) => (await jobSqlFor(testApp.database.db).executeSql(text, values)).rows;

describe('the job queue', () => {
  it('schedules every periodic job once, in the club time zone', async () => {
    const periodic = (await testApp.app.jobQueue.stats()).map((queue) => queue.queue).filter((name) => name !== mailQueue);
    expect(periodic.length).toBeGreaterThan(15);
    const schedules = await rows('SELECT name, cron, timezone FROM jobs.schedule');
    expect(schedules.map((row) => row.name).sort()).toEqual([...periodic].sort());
    for (const schedule of schedules) expect(schedule.timezone).toBe(jobTimeZone);
    // Mail is delivered one job per mail, not by a schedule.
    expect(schedules.map((row) => row.name)).not.toContain(mailQueue);
  });

  it('retries a failing job with growing delays, then keeps it failed, with its error, for the console', async () => {
    const tries: number[] = [];
    const queue = new JobQueue(jobSqlFor(testApp.database.db), quietLog, 100);
    queue.define({
      name: 'test-always-fails',
      what: 'print the scorecards',
      retry: { retryLimit: 2, retryDelay: 1 },
      run: async () => {
        tries.push(Date.now());
        throw new Error('the printer is on fire');
      },
    });
    await queue.start();
    try {
      await JobQueue.sendWith(testApp.database.db, 'test-always-fails', { card: 1 });
      await expect.poll(async () => (await queue.failedJobs()).length, { timeout: 20_000, interval: 200 }).toBe(1);
      expect(tries).toHaveLength(3);
      // pg-boss's backoff: 1-2 s before the first retry, 2-4 s before the second.
      expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(900);
      expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(1_900);
      const [failed] = await queue.failedJobs();
      expect(failed).toMatchObject({ queue: 'test-always-fails', what: 'print the scorecards', error: 'the printer is on fire', attempts: 3 });
      expect(await queue.stats()).toEqual([{ queue: 'test-always-fails', queued: 0, active: 0, failed: 1 }]);
    } finally {
      await queue.stop();
    }
  }, 40_000);
});

describe('several instances over one database', () => {
  it('start together when their queues are new to the database: one makes them, the other finds them', async () => {
    // A new version's first start on two instances at once. Unguarded, both made each queue at the
    // same moment and PostgreSQL ended one of them with a deadlock (40P01).
    const names = Array.from({ length: 8 }, (_, i) => `test-new-queue-${i}`);
    const instances = [new JobQueue(jobSqlFor(await testApp.sameDatabase()), quietLog), new JobQueue(jobSqlFor(await testApp.sameDatabase()), quietLog)];
    for (const queue of instances) {
      for (const [i, name] of names.entries()) queue.define({ name, what: `job ${name}`, cron: i % 2 ? everyMinute : undefined, retry: periodicRetry, run: async () => {} });
    }
    try {
      await Promise.all(instances.map((queue) => queue.start()));
      const made = await rows('SELECT name FROM jobs.queue WHERE name = ANY($1::text[]) ORDER BY name', [names]);
      expect(made.map((row) => row.name)).toEqual([...names].sort());
      const scheduled = await rows('SELECT name FROM jobs.schedule WHERE name = ANY($1::text[])', [names]);
      expect(scheduled).toHaveLength(names.length / 2);
    } finally {
      for (const queue of instances) await queue.stop();
      // The app's own queue would drop these schedules at its next start; this database's app will not start again.
      await rows('DELETE FROM jobs.schedule WHERE name = ANY($1::text[])', [names]);
    }
  }, 60_000);

  it('queue each at-start round once and send each mail once', async () => {
    const smtp = await startSmtpServer();
    const first = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const others: AppInstance[] = [];
    try {
      // Two more servers starting at the same moment, beside the first.
      for (let i = 0; i < 2; i++) others.push(await buildApp({ config: first.app.deps.config, db: await first.sameDatabase() }, { logger: false }));
      await Promise.all(others.map((app) => app.ready()));

      const atStart = await jobSqlFor(first.database.db).executeSql(
        "SELECT name, count(*)::int AS jobs FROM jobs.job WHERE singleton_key = 'at-start' AND created_on > now() - interval '1 minute' GROUP BY name",
      );
      expect(atStart.rows.length).toBeGreaterThan(5);
      for (const row of atStart.rows) expect(row.jobs, String(row.name)).toBe(1);

      const recipients = Array.from({ length: 12 }, (_, i) => `once-${i}@example.com`);
      for (const to of recipients) await enqueueMail(first.database.db, notice(to));
      await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(recipients.length);
      // Every mail is marked sent and every delivery job has finished: nothing more will go.
      const sent = async () => (await first.database.db.select({ to: outgoingMail.toAddress, sentAt: outgoingMail.sentAt }).from(outgoingMail)).filter((mail) => recipients.includes(mail.to));
      await expect.poll(async () => (await sent()).every((mail) => mail.sentAt !== null), { timeout: 10_000 }).toBe(true);
      await expect.poll(async () => (await first.app.jobQueue.stats()).find((queue) => queue.queue === mailQueue), { timeout: 10_000 }).toMatchObject({ queued: 0, active: 0 });
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([...recipients].sort());
    } finally {
      for (const app of others) await app.close();
      await first.close();
      await smtp.close();
    }
  }, 90_000);
});

describe('the console', () => {
  it('shows admins a mail that could not be delivered, without its data, and retries it (audited)', async () => {
    const port = await freePort();
    // SMTP_URL points at a port nobody listens on; no retries, so the job fails at once.
    const broken = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_LIMIT: '0' });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      await createStaff(broken, 'jobs.admin@example.com');
      const { cookie } = await signIn(broken, 'jobs.admin@example.com', staffPassword);
      const call = (method: 'GET' | 'POST', url: string) => broken.app.inject({ method, url, headers: { cookie, origin: broken.publicUrl } });

      await enqueueMail(broken.database.db, notice('unlucky@example.com'));
      const overview = async () => (await call('GET', '/api/admin/jobs')).json<JobsOverview>();
      await expect.poll(async () => (await overview()).failed.length, { timeout: 15_000, interval: 200 }).toBe(1);
      const listed = await call('GET', '/api/admin/jobs');
      expect(listed.statusCode).toBe(200);
      expect(listed.body).not.toContain('unlucky@example.com');
      const { failed, queues } = listed.json<JobsOverview>();
      expect(failed[0]).toMatchObject({ queue: mailQueue, what: 'deliver a mail', attempts: 1 });
      expect(failed[0]!.error).toMatch(/ECONNREFUSED|connect/i);
      expect(queues.find((queue) => queue.queue === mailQueue)).toMatchObject({ what: 'deliver a mail', failed: 1 });

      smtp = await startSmtpServer(port);
      const retried = await call('POST', `/api/admin/jobs/${failed[0]!.id}/retry`);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual({ message: jobRetriedMessage });
      await expect.poll(() => smtp!.received.map((mail) => mail.to[0]), { timeout: 15_000, interval: 200 }).toEqual(['unlucky@example.com']);
      await expect.poll(async () => (await overview()).failed.length, { timeout: 10_000 }).toBe(0);
      const [entry] = await broken.database.db.select().from(auditLog).where(eq(auditLog.action, 'job.retried'));
      expect(entry).toMatchObject({ entityType: 'job', entityId: failed[0]!.id, detail: `${mailQueue}: deliver a mail` });

      // Retried already, or never there: 404 with a sentence; not an ID at all: refused too.
      const again = await call('POST', `/api/admin/jobs/${failed[0]!.id}/retry`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: jobNotFoundMessage });
      const nonsense = await call('POST', '/api/admin/jobs/not-a-job/retry');
      expect([400, 404]).toContain(nonsense.statusCode);
      expect(nonsense.json()).toMatchObject({ message: expect.any(String) });
    } finally {
      await broken.close();
      await smtp?.close();
    }
  }, ownAppTimeout);
});
