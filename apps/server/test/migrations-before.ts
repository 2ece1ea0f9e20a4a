import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const migrationsFolder = new URL('../src/db/migrations', import.meta.url).pathname;

/**
 * A new PGlite database migrated up to, not including, the migration whose name ends in
 * `_${name}` (found by name, not number: a migration may be renumbered when branches merge),
 * for a test of what that migration does to rows written before it. `migrateRest` applies the
 * rest; `close` removes it all.
 */
export async function databaseBefore(name: string) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `rgcc-before-${name}-`));
  const folder = path.join(workDir, 'migrations');
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${name}`));
  if (index < 0) throw new Error(`no ${name} migration`);
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  const client = await PGlite.create(path.join(workDir, 'db'), { extensions: { pg_trgm, btree_gist } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  return {
    client,
    migrateRest: () => migrate(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
