import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, expect, it } from 'vitest';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { emptySite, rowCounts, type Site } from '../../../test/sites';
import { backup } from './backup';
import { restore } from './restore';

const migrationsFolder = new URL('../../db/migrations', import.meta.url).pathname;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-older-archive-'));
const sites: Site[] = [];
afterAll(async () => {
  for (const site of sites) await site.remove();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** The migrations of an older version: all but the newest `missing`. */
function olderMigrations(missing: number): { folder: string; applied: number } {
  const folder = path.join(workDir, 'migrations');
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, -missing);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, applied: journal.entries.length };
}

/** A site an older version made: its database migrated as that version would, nothing else. */
async function migrateAsOlderVersion(site: Site, folder: string) {
  if (site.config.DATABASE_URL) {
    const sql = postgres(site.config.DATABASE_URL, { max: 1, onnotice: () => {} });
    await migratePostgres(drizzlePostgres(sql), { migrationsFolder: folder });
    await sql.end();
    return;
  }
  const client = await PGlite.create(path.join(site.config.DATA_DIR, 'db'), { extensions: pgliteExtensions });
  await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
  await client.close();
}

it('restores an archive of an older version, and the server then applies the migrations it lacks', { timeout: 180_000 }, async () => {
  const { folder, applied } = olderMigrations(2);
  const old = await emptySite();
  sites.push(old);
  await migrateAsOlderVersion(old, folder);
  const archive = path.join(workDir, 'older.tar.gz');
  const manifest = await backup({ config: old.config, out: archive });
  expect(manifest.database.tables['drizzle.__drizzle_migrations']).toBe(applied);

  const target = await emptySite();
  sites.push(target);
  await restore({ config: target.config, file: archive });
  const server = await target.start();
  try {
    const counts = await rowCounts(server.database.db);
    expect(counts['drizzle.__drizzle_migrations']).toBe(applied + 2);
    expect(counts['public.club_settings']).toBeGreaterThan(0);
  } finally {
    await server.close();
  }
});
