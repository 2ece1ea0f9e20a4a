// The register's import with the volume: a CSV file of 10,000 members is previewed, then
// committed, through the API in process (no network), on embedded PGlite or, with DATABASE_URL,
// on PostgreSQL. The target is both in 30 s or less; the run fails above it.
//   npm run bench:import
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applicantCategories } from '@rgcc/shared/membership/membership';
import { registerColumns } from '@rgcc/shared/membership/register-constants';
import type { ImportCommit, ImportPreview } from '@rgcc/shared/membership/register';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { accounts } from '../../apps/server/src/db/schema';
import { sessionCookieName } from '../../apps/server/src/http/current-account';
import { createStaffAccount, startSession } from '../../apps/server/src/modules/account/entry';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const targetMs = 30_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-bench-import-'));
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
await database.migrate();
const { db } = database;
await createStaffAccount(db, 'bench.membership@example.com', 'bench-fairway-2026', 'membership');
const [staff] = await db.select().from(accounts).where(eq(accounts.email, 'bench.membership@example.com'));
const { token } = await startSession(db, staff!);
const cookie = `${sessionCookieName}=${token}`;
const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'none'), ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }) });
const app = await buildApp({ config, db }, { logger: false });

// A register as a club's spreadsheet holds it: every column filled, a third with a handicap.
const lines = Array.from({ length: rows }, (_, n) => {
  const handicap = n % 3 === 0 ? `${(n % 360) / 10},2026-11-01` : ',';
  return `M-${String(n + 1).padStart(5, '0')},Member${n},রহমান,${applicantCategories[n % applicantCategories.length]},member${n}@example.com,017${String(n).padStart(8, '0')},${2000 + (n % 26)}-0${1 + (n % 9)}-1${n % 10},${n % 50 === 0 ? 'suspended' : 'active'},${handicap}`;
});
const csv = Buffer.from([registerColumns.join(','), ...lines].join('\r\n'));
const boundary = 'bench-import';
const payload = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="register.csv"\r\nContent-Type: text/csv\r\n\r\n`),
  csv,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

const began = performance.now();
const previewed = await app.inject({ method: 'POST', url: '/api/admin/members/imports', payload, headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` } });
const previewMs = performance.now() - began;
const preview = previewed.json<ImportPreview>();
if (previewed.statusCode !== 200 || preview.errors.length > 0) throw new Error(`preview: ${previewed.statusCode} ${previewed.body.slice(0, 500)}`);
const committed = await app.inject({ method: 'POST', url: `/api/admin/members/imports/${preview.id}/commit`, headers: { cookie } });
const totalMs = performance.now() - began;
if (committed.statusCode !== 200) throw new Error(`commit: ${committed.statusCode} ${committed.body}`);
const { created } = committed.json<ImportCommit>();

console.log(`${rows} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB CSV); ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, node ${process.version}, ${os.cpus().length} cores`);
console.log(`preview  ${(previewMs / 1000).toFixed(1)} s`);
console.log(`commit   ${((totalMs - previewMs) / 1000).toFixed(1)} s (${created} members created)`);
console.log(`total    ${(totalMs / 1000).toFixed(1)} s (target ≤ ${targetMs / 1000} s)`);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
if (totalMs > targetMs || created !== rows) process.exitCode = 1;
