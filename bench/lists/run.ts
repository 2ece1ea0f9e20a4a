// The staff console's lists with the volumes ("lists that scale"): 10,000 applications
// (each an approved member, half of whom have paid), 10,000 audit entries, 10,000 reviews and
// 1,000 events. Prints the p50 and p95 of each list
// request, in process (no network), on embedded PGlite or, with DATABASE_URL, on PostgreSQL.
//   npm run bench:lists
import { eq, inArray } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applicantCategories } from '@rgcc/shared/membership/membership';
import { sampleApplicant, sampleNid, sampleProposer } from '@rgcc/shared/membership/sample-applications';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { refreshPlannerStatistics } from '../../apps/server/src/db/planner-statistics';
import { accounts, applications, auditLog, events, members as register, payments, receipts, reviews } from '../../apps/server/src/db/schema';
import { sessionCookieName } from '../../apps/server/src/http/current-account';
import { createStaffAccount } from '../../apps/server/src/modules/account/entry';
import { startSession } from '../../apps/server/src/modules/account/entry';

const rows = 10_000;
const eventCount = 1_000;
const runs = Number(process.env.BENCH_RUNS ?? 100);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-bench-lists-'));
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
await database.migrate();
const { db } = database;
await createStaffAccount(db, 'bench.admin@example.com', 'bench-fairway-2026');
const [admin] = await db.select().from(accounts).where(eq(accounts.email, 'bench.admin@example.com'));
const minute = 60_000;
const start = Date.now() - rows * minute;

for (let offset = 0; offset < rows; offset += 500) {
  const batch = Array.from({ length: 500 }, (_, index) => offset + index);
  await db.insert(applications).values(
    batch.map((n) => {
      const email = `applicant${n}@example.com`;
      const category = applicantCategories[n % applicantCategories.length]!;
      return {
        email,
        category,
        membershipType: sampleApplicant.membershipType,
        firstName: `Applicant${n}`,
        lastName: 'Rahman',
        nameEnglish: `Applicant${n} Rahman`,
        mobile: sampleApplicant.mobile,
        details: { category, ...sampleApplicant, ...sampleNid, ...sampleProposer, email },
        status: 'approved' as const,
        emailVerifiedAt: new Date(start + n * minute),
        createdAt: new Date(start + n * minute),
      };
    }),
  );
  const applicationRows = await db.select({ id: applications.id, email: applications.email, createdAt: applications.createdAt }).from(applications).where(inArray(applications.email, batch.map((n) => `applicant${n}@example.com`)));
  const members = await db
    .insert(accounts)
    .values(applicationRows.map((row, index) => ({ email: row.email, role: 'member' as const, passwordHash: 'not-a-hash', applicationId: row.id, memberId: `M-${String(offset + index + 1).padStart(5, '0')}`, dashboardLocked: index % 2 === 1, createdAt: row.createdAt })))
    .returning({ id: accounts.id, email: accounts.email, dashboardLocked: accounts.dashboardLocked, createdAt: accounts.createdAt });
  // Every member is in the register, as an approval writes them.
  await db.insert(register).values(
    members.map((memberRow) => {
      const n = Number(/\d+/.exec(memberRow.email)![0]);
      return { accountId: memberRow.id, firstName: `Applicant${n}`, lastName: 'Rahman', name: `Applicant${n} Rahman`, category: applicantCategories[n % applicantCategories.length]!, mobile: sampleApplicant.mobile, joinedOn: memberRow.createdAt.toISOString().slice(0, 10) };
    }),
  );
  const paying = members.filter((memberRow) => !memberRow.dashboardLocked);
  const paid = await db
    .insert(payments)
    .values(paying.map((memberRow) => ({ accountId: memberRow.id, provider: 'sandbox', invoiceNumber: `INV-${memberRow.id}`, amountPaisa: 132_000, status: 'completed' as const, trxId: `TRX${memberRow.id}`, createdAt: memberRow.createdAt, settledAt: memberRow.createdAt })))
    .returning({ id: payments.id, accountId: payments.accountId, settledAt: payments.settledAt });
  await db.insert(receipts).values(paid.map((payment) => ({ receiptNumber: `R-${String(payment.id).padStart(6, '0')}`, paymentId: payment.id, accountId: payment.accountId, amountPaisa: 132_000, trxId: `TRX${payment.accountId}`, paidAt: payment.settledAt! })));
  await db.insert(auditLog).values(
    batch.map((n) => ({ actorAccountId: admin!.id, action: 'event.updated', entityType: 'event' as const, entityId: String(n % eventCount), before: { title: `Cup ${n}` }, after: { title: `Cup ${n + 1}` }, createdAt: new Date(start + n * minute) })),
  );
  await db.insert(reviews).values(
    batch.map((n) => ({
      userName: `Guest ${n}`,
      userPhone: '01700000000',
      ratings: { 'Ambience & Atmosphere': 5, 'Service & Hospitality': 4, 'Food & Beverages': (n % 5) + 1 },
      comments: { 'Ambience & Atmosphere': `Lovely river view ${n}`, 'Service & Hospitality': '', 'Food & Beverages': '' },
      createdAt: new Date(start + n * minute),
      hiddenAt: n % 10 === 0 ? new Date(start + n * minute) : null,
    })),
  );
}
for (let offset = 0; offset < eventCount; offset += 500) {
  await db.insert(events).values(
    Array.from({ length: 500 }, (_, index) => {
      const n = offset + index;
      const day = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
      return { title: `Monthly Medal ${n}`, startsOn: day, endsOn: day, photos: [{ image: 'events/summer-cup-1', caption: '' }] };
    }),
  );
}
// As the server's hourly job would have, by the time staff read lists this long.
await refreshPlannerStatistics(db);
const { token } = await startSession(db, admin!);
const cookie = `${sessionCookieName}=${token}`;

const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'none'), ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }) });
const app = await buildApp({ config, db }, { logger: false });

const targets = [
  '/api/admin/applications',
  '/api/admin/applications?page=400',
  '/api/admin/applications?q=applicant4242',
  '/api/admin/applications?status=approved&category=Corporate%2FBusiness',
  '/api/admin/members',
  '/api/admin/members?page=400',
  '/api/admin/members?q=applicant4242',
  '/api/admin/members?q=M-04242',
  '/api/admin/members?status=payment_due&category=Corporate%2FBusiness',
  '/api/admin/members?paid=paid&from=2026-01-01&to=2026-12-31',
  '/api/admin/payments',
  '/api/admin/payments?q=applicant4242',
  '/api/admin/payments?status=completed&from=2026-01-01&to=2026-12-31&page=100',
  '/api/admin/events',
  '/api/admin/events?page=40',
  '/api/admin/events?q=medal 99',
  '/api/admin/reviews',
  '/api/admin/reviews?visibility=hidden&page=20',
  '/api/admin/reviews?q=river view 777',
  '/api/admin/audit-log',
  '/api/admin/audit-log?page=150',
  '/api/admin/audit-log?actor=bench.admin&entityType=event&entityId=42',
  '/api/admin/audit-log?from=2026-01-01&to=2026-12-31',
];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
console.log(`${rows} applications (as many members, half paid), audit entries and reviews; ${eventCount} events; ${runs} requests each; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, node ${process.version}, ${os.cpus().length} cores`);
console.log('request                                                          p50 ms   p95 ms');
for (const url of targets) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const began = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    times.push(performance.now() - began);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  times.sort((a, b) => a - b);
  console.log(`${url.padEnd(64)} ${percentile(times, 50).toFixed(1).padStart(6)}   ${percentile(times, 95).toFixed(1).padStart(6)}`);
}
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
