import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededSite, type Site } from '../../../test/sites';
import type { TestApp } from '../../../test/test-app';
import { createFileStorage } from '../storage/file-storage';
import { verifyArchive } from './restore';
import { nightlyBackupsKept, writeNightlyBackup } from './nightly';
import { backupJobs } from './jobs';
import { everyHour } from '../../http/periodic-job';
import { createPaymentProvider } from '../payments/create-payment-provider';

/**
 * The server's own nightly backup, from its open database (on PGlite the one client there may be),
 * into BACKUP_DIR: once a night from 02:00 at the club (UTC+6), the newest 7 kept.
 */
let site: Site;
let server: TestApp;
let backupDir: string;
const slow = 180_000;

beforeAll(async () => {
  site = await seededSite();
  server = await site.start();
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-nightly-'));
}, slow);

afterAll(async () => {
  await server?.close();
  await site?.remove();
  if (backupDir) fs.rmSync(backupDir, { recursive: true, force: true });
});

const nightly = (now: Date) => writeNightlyBackup({ database: server.database, storage: createFileStorage(site.config), backupDir }, now);
const archives = () => fs.readdirSync(backupDir).sort();

it('writes one archive a night while the server runs, and keeps the newest 7', { timeout: slow }, async () => {
  // Nine nights before, each written at 02:00 at the club; and a file of someone else's.
  const old = Array.from({ length: 9 }, (_, index) => `rgcc-backup-2026-11-${String(10 + index).padStart(2, '0')}T0200.tar.gz`);
  for (const name of old) fs.writeFileSync(path.join(backupDir, name), 'an old archive');
  fs.writeFileSync(path.join(backupDir, 'notes.txt'), 'kept');

  // 02:00 at the club on 26 November is 20:00 UTC on the 25th.
  const written = await nightly(new Date('2026-11-25T20:00:00Z'));
  expect(written).toBe(path.join(backupDir, 'rgcc-backup-2026-11-26T0200.tar.gz'));
  const manifest = await verifyArchive(written!);
  expect(manifest.database.kind).toBe(site.config.DATABASE_URL ? 'postgres' : 'pglite');
  expect(manifest.database.tables['public.dishes']).toBeGreaterThan(0);
  const kept = archives().filter((name) => name.startsWith('rgcc-backup-'));
  expect(kept).toHaveLength(nightlyBackupsKept);
  // The three oldest went; the newest six old ones and tonight's stay.
  expect(kept).toEqual([...old.slice(3), 'rgcc-backup-2026-11-26T0200.tar.gz']);
  expect(archives()).toContain('notes.txt');

  // Later the same night (and before 02:00 the next day) there is nothing to do.
  expect(await nightly(new Date('2026-11-26T03:00:00Z'))).toBeNull();
  expect(await nightly(new Date('2026-11-26T19:59:00Z'))).toBeNull();
  expect(archives().filter((name) => name.startsWith('rgcc-backup-'))).toHaveLength(nightlyBackupsKept);
});

it('writes a night missed at 02:00 when it next runs, named by when it ran', { timeout: slow }, async () => {
  // The server was down at 02:00 on the 27th and ran again at 09:30 at the club.
  const written = await nightly(new Date('2026-11-27T03:30:00Z'));
  expect(written).toBe(path.join(backupDir, 'rgcc-backup-2026-11-27T0930.tar.gz'));
  expect(archives().filter((name) => name.startsWith('rgcc-backup-'))).toHaveLength(nightlyBackupsKept);
  expect(await nightly(new Date('2026-11-27T19:00:00Z'))).toBeNull();
});

it("is one of the server's own jobs, which writes into BACKUP_DIR", { timeout: slow }, async () => {
  const ownDir = path.join(backupDir, 'own');
  const config = { ...site.config, BACKUP_DIR: ownDir };
  const lines: string[] = [];
  const log = { info: (_fields: unknown, message: string) => void lines.push(message) } as unknown as FastifyBaseLogger;
  const storage = createFileStorage(config);
  const deps = { config, db: server.database.db, storage, provider: createPaymentProvider(config, server.database.db, log), log };
  // An app built without its database's dump (a second instance in a test, a benchmark) writes none.
  expect(backupJobs(deps)).toEqual([]);
  const [job] = backupJobs({ ...deps, database: server.database });
  // Hourly, and never at start: a dump on PGlite holds the server up for seconds just as it opens.
  expect(job).toMatchObject({ cron: everyHour });
  expect(job!.atStart).toBeUndefined();
  await job!.run();
  const [written] = fs.readdirSync(ownDir);
  expect(written).toMatch(/^rgcc-backup-\d{4}-\d{2}-\d{2}T\d{4}\.tar\.gz$/);
  expect(lines).toEqual(['wrote the nightly backup']);
  // Checked again within the hour: the night has its archive.
  await job!.run();
  expect(fs.readdirSync(ownDir)).toEqual([written]);
});
