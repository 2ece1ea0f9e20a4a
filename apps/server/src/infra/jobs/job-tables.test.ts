import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { jobSqlOver } from './job-sql';
import { installJobTables, jobSchema, mailQueue } from './job-tables';

/** A site as it was before the job queue: the app's tables, mail waiting in the outbox, no `jobs` schema. */
let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder: new URL('../../db/migrations', import.meta.url).pathname });
  await client.exec(`
    INSERT INTO outgoing_mail (to_address, subject, kind, text_body, html_body, sent_at, dropped_at) VALUES
      ('waiting@example.com', 'Waiting', 'rejection', 'text', '<p>html</p>', NULL, NULL),
      ('sent@example.com', 'Sent', 'rejection', 'text', '<p>html</p>', now(), NULL),
      ('dropped@example.com', 'Dropped', 'rejection', 'text', '<p>html</p>', NULL, now()),
      ('also.waiting@example.com', 'Also waiting', 'rejection', 'text', '<p>html</p>', NULL, NULL)`);
}, 60_000);

afterAll(async () => client?.close());

const mailJobs = async () =>
  (await jobSqlOver(client).executeSql(`SELECT data->>'mailId' AS mail_id FROM ${jobSchema}.job WHERE name = $1 ORDER BY id`, [mailQueue])).rows.map((row) => Number(row.mail_id));

describe('the job tables, made on a site upgraded from before the queue', () => {
  it('give each mail still waiting in the outbox its delivery job, once', async () => {
    const waiting = (await client.query<{ id: number }>("SELECT id FROM outgoing_mail WHERE to_address LIKE '%waiting%' ORDER BY id")).rows.map((row) => row.id);
    await installJobTables(client);
    expect((await mailJobs()).sort()).toEqual(waiting.sort());
    // The next migration finds the queue there: nothing is queued twice.
    await installJobTables(client);
    expect(await mailJobs()).toHaveLength(2);
  });
});
