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
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-legacy-timeouts-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** The migrations as they were before payments could expire. */
function migrationsBeforeExpiry(): string {
  const folder = path.join(workDir, 'migrations');
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  // By name, not number: the migration may be renumbered when branches merge.
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith('_expired_payments'));
  if (index < 0) throw new Error('no expired_payments migration');
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('the expired payments migration', () => {
  it("makes the payments given up at our time limit or bKash's expired, so a late callback is still checked; other failures stay failed", async () => {
    const client = await PGlite.create(path.join(workDir, 'db'), { extensions: { pg_trgm, btree_gist } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBeforeExpiry() });
    await client.query(`insert into accounts (email, role, password_hash) values ('payer@example.com', 'member', 'x')`);
    await client.query(`insert into payments (account_id, provider, invoice_number, amount_paisa, status, failure_reason, settled_at)
      values (1, 'bkash', 'INV-TIMEOUT', 132000, 'failed', 'The payment was not completed in time.', now()),
             (1, 'bkash', 'INV-BKASH-EXPIRED', 132000, 'failed', 'Payment expired', now()),
             (1, 'bkash', 'INV-BROKE', 132000, 'failed', 'Insufficient Balance', now()),
             (1, 'bkash', 'INV-CANCEL', 132000, 'cancelled', 'You cancelled the payment.', now())`);

    await migrate(db, { migrationsFolder });
    const { rows } = await client.query<Record<string, unknown>>('select invoice_number, status, failure_reason from payments order by id');
    expect(rows).toEqual([
      { invoice_number: 'INV-TIMEOUT', status: 'expired', failure_reason: 'The payment was not completed in time.' },
      { invoice_number: 'INV-BKASH-EXPIRED', status: 'expired', failure_reason: 'Payment expired' },
      { invoice_number: 'INV-BROKE', status: 'failed', failure_reason: 'Insufficient Balance' },
      { invoice_number: 'INV-CANCEL', status: 'cancelled', failure_reason: 'You cancelled the payment.' },
    ]);
    await client.close();
  }, 60_000); // A new PGlite database, migrated twice, beside the rest of the suite on two cores.
});
