// The Inbox's lists with 10,000 items of each kind (issue 11, "lists that scale"): the p50 and p95
// of each list request, in process (no network), on embedded PGlite.
//   npm run bench:inbox
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { refreshPlannerStatistics } from '../../apps/server/src/db/planner-statistics';
import { accounts, contactMessages, newsletterSubscribers } from '../../apps/server/src/db/schema';
import { sessionCookieName } from '../../apps/server/src/http/current-account';
import { createStaffAccount } from '../../apps/server/src/modules/account/entry';
import { startSession } from '../../apps/server/src/modules/account/entry';

const itemCount = 10_000;
const runs = Number(process.env.BENCH_RUNS ?? 100);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-bench-inbox-'));
const database = await openDatabase({ dataDir });
await database.migrate();
const start = Date.now() - itemCount * 60_000;
for (let offset = 0; offset < itemCount; offset += 1000) {
  const batch = Array.from({ length: 1000 }, (_, index) => offset + index);
  await database.db.insert(contactMessages).values(
    batch.map((n) => ({
      firstName: `Guest${n}`,
      lastName: 'Visitor',
      phone: '01700000000',
      email: `guest${n}@example.com`,
      message: `Question ${n} about tee times, the restaurant and the convention hall.`,
      createdAt: new Date(start + n * 60_000),
      // Every third one handled.
      handledAt: n % 3 === 0 ? new Date(start + n * 60_000 + 1000) : null,
    })),
  );
  await database.db.insert(newsletterSubscribers).values(batch.map((n) => ({ email: `reader${n}@example.com`, status: n % 2 ? ('confirmed' as const) : ('pending' as const), createdAt: new Date(start + n * 60_000) })));
}
await createStaffAccount(database.db, 'bench@example.com', 'bench-fairway-2026');
// As the server's hourly job would have, by the time staff read lists this long.
await refreshPlannerStatistics(database.db);

const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'none') });
const app = await buildApp({ config, db: database.db }, { logger: false });
// Staff sign in with a second factor: the bench starts the session the code would have.
const [staff] = await database.db.select().from(accounts).where(eq(accounts.email, 'bench@example.com'));
const { token } = await startSession(database.db, staff!);
const cookie = `${sessionCookieName}=${token}`;

const targets = [
  '/api/admin/inbox?kind=contact',
  '/api/admin/inbox?kind=contact&page=400',
  '/api/admin/inbox?kind=contact&status=new',
  '/api/admin/inbox?kind=contact&sort=oldest&status=handled',
  '/api/admin/inbox?kind=contact&q=guest4242',
  '/api/admin/inbox?kind=contact&q=convention',
  '/api/admin/inbox/subscribers?status=confirmed',
  '/api/admin/inbox/subscribers?q=reader99',
];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
console.log(`${itemCount} contact messages and ${itemCount} subscribers, ${runs} requests each, node ${process.version}, ${os.cpus().length} cores`);
console.log('request                                                        p50 ms   p95 ms');
for (const url of targets) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const began = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    times.push(performance.now() - began);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  console.log(`${url.padEnd(62)} ${percentile(times, 50).toFixed(1).padStart(6)}   ${percentile(times, 95).toFixed(1).padStart(6)}`);
}
const exportStarted = performance.now();
const csv = await app.inject({ method: 'GET', url: '/api/admin/inbox/export?kind=contact', headers: { cookie } });
console.log(`export of all ${itemCount} contact messages: ${(performance.now() - exportStarted).toFixed(0)} ms, ${(csv.body.length / 1024).toFixed(0)} KiB`);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
