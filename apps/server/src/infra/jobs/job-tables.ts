import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Sql } from 'postgres';
import { jobSqlOver } from './job-sql';

/** pg-boss's tables live in a schema of their own, beside the app's (which Drizzle migrates). */
export const jobSchema = 'jobs';
/** The queue whose jobs deliver mail, one job per mail, created with the mail (infra/mail/outbox.ts). */
export const mailQueue = 'deliver-mail';

/**
 * pg-boss's tables and the mail queue, made with the app's migrations: a command that queues
 * mail before any server has started (the admin CLI, a seed) finds them. The server's start
 * sets the queues' retries and schedules (job-queue.ts).
 */
export async function installJobTables(client: PGlite | Sql) {
  const boss = new PgBoss({ db: jobSqlOver(client), schema: jobSchema, supervise: false, schedule: false } as PgBoss.ConstructorOptions);
  await boss.start();
  await boss.createQueue(mailQueue);
  await boss.stop({ graceful: false, close: false });
}
