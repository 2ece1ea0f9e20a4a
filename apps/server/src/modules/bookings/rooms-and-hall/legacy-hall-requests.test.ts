import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = new URL('../../../db/migrations', import.meta.url).pathname;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-legacy-hall-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** The migrations as they were before the hall took requests by session (up to 0019). */
function migrationsBeforeRoomsAndHall(): string {
  const folder = path.join(workDir, 'migrations');
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  // By name, not number: the migration may be renumbered when branches merge.
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith('_rooms_and_hall'));
  if (index < 0) throw new Error('no rooms_and_hall migration');
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('the rooms and hall migration, and the prebook requests sent before it', () => {
  it('keeps every earlier request as a pending one without a session, whether or not the Inbox had it handled', async () => {
    const client = await PGlite.create(path.join(workDir, 'db'), { extensions: { pg_trgm, btree_gist } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBeforeRoomsAndHall() });
    await client.query(`insert into convention_hall_bookings (name, phone, email, event_date, guests, event_type, message, handled_at)
      values ('Called back', '01700000001', 'called@example.com', '2030-01-10', 200, 'Wedding', 'Evening please', now()),
             ('Not yet read', '01700000002', null, '2030-02-20', 40, 'Conference', '', null)`);

    await migrate(db, { migrationsFolder });
    const { rows } = await client.query<Record<string, unknown>>(
      'select name, email, event_date, guests, message, session, status, account_id, handled_at, decision_note from convention_hall_bookings order by id',
    );
    expect(rows).toEqual([
      { name: 'Called back', email: 'called@example.com', event_date: '2030-01-10', guests: 200, message: 'Evening please', session: null, status: 'pending', account_id: null, handled_at: null, decision_note: null },
      { name: 'Not yet read', email: null, event_date: '2030-02-20', guests: 40, message: '', session: null, status: 'pending', account_id: null, handled_at: null, decision_note: null },
    ]);
    expect((await client.query('select name from guest_rooms order by id')).rows).toEqual(['Room 1', 'Room 2', 'Room 3', 'Room 4'].map((name) => ({ name })));
    await client.close();
  }, 60_000); // A new PGlite database, migrated twice, beside the rest of the suite on two cores.
});
