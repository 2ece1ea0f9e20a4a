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
  const sql = jobSqlOver(client);
  const { rows: installed } = await sql.executeSql('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [jobSchema]);
  const boss = new PgBoss({ db: sql, schema: jobSchema, supervise: false, schedule: false } as PgBoss.ConstructorOptions);
  await boss.start();
  await boss.createQueue(mailQueue);
  if (installed.length === 0) {
    // A site upgraded from before the queue has mail waiting in the outbox with no job to send
    // it: each gets its job now, once, as the queue is made.
    const { rows: waiting } = await sql.executeSql('SELECT id FROM outgoing_mail WHERE sent_at IS NULL AND dropped_at IS NULL ORDER BY id');
    for (const row of waiting) await boss.send(mailQueue, { mailId: Number(row.id) });
  }
  await boss.stop({ graceful: false, close: false });
}
