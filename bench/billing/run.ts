// The members' accounts with the issue's volumes: 10,000 members (the categories spread) with 24
// months of monthly invoices behind them, of which some members stopped paying at some month;
// then the current month's billing run, the aged receivables, the members to suspend and a
// member's statement, timed in process (no network) on embedded PGlite or, with DATABASE_URL, on
// PostgreSQL. The goals: the run ≤ 20 s, receivables ≤ 500 ms, statement p95 ≤ 50 ms.
//   npm run bench:billing
import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { categoryPriceKey, defaultPrices } from '@rgcc/shared/billing/account-constants';
import { addMonths, documentNumber, fiscalYearOf, monthOf } from '@rgcc/shared/billing/fiscal-year';
import { addDays, clubDayStart, clubToday } from '@rgcc/shared/format/club-date';
import { vatOnLine } from '@rgcc/shared/format/money';
import { applicantCategories } from '@rgcc/shared/membership/membership';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { refreshPlannerStatistics } from '../../apps/server/src/db/planner-statistics';
import { accounts, billingDocuments, documentCounters, documentLines, ledgerEntries, members, receipts } from '../../apps/server/src/db/schema';
import { sessionCookieName } from '../../apps/server/src/http/current-account';
import { createStaffAccount, startSession } from '../../apps/server/src/modules/account/entry';
import { runBilling } from '../../apps/server/src/modules/billing/entry';

const memberCount = Number(process.env.BENCH_MEMBERS ?? 10_000);
const months = 24;
const runs = Number(process.env.BENCH_RUNS ?? 100);
const goals = { runMs: 20_000, receivablesMs: 500, statementP95Ms: 50 };
const batch = 1_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-bench-billing-'));
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
await database.migrate();
const { db } = database;
await createStaffAccount(db, 'bench.treasurer@example.com', 'bench-fairway-2026', 'accounts');
const [treasurer] = await db.select().from(accounts).where(eq(accounts.email, 'bench.treasurer@example.com'));
const seedStarted = performance.now();

// The register: 10,000 members who joined before the 24 months, the categories in turn.
const now = new Date();
const period = monthOf(clubToday(now));
const memberIds = (n: number) => `M-${String(n + 1).padStart(5, '0')}`;
const accountIds: number[] = [];
for (let offset = 0; offset < memberCount; offset += batch) {
  const numbers = Array.from({ length: Math.min(batch, memberCount - offset) }, (_, index) => offset + index);
  const created = await db
    .insert(accounts)
    .values(numbers.map((n) => ({ email: `member${n}@example.com`, role: 'member' as const, passwordHash: null, memberId: memberIds(n) })))
    .returning({ id: accounts.id });
  await db.insert(members).values(
    created.map((row, index) => {
      const n = numbers[index]!;
      return { accountId: row.id, firstName: `Member${n}`, lastName: 'Rahman', name: `Member${n} Rahman`, category: applicantCategories[n % applicantCategories.length]!, mobile: '01700000000', joinedOn: '2023-06-15' };
    }),
  );
  accountIds.push(...created.map((row) => row.id));
}

// 24 months of invoices, each the month's subscription + 15 % VAT, issued on the 1st at 00:10 at
// the club and due on the 16th. Most members paid each one on the 10th; one in five stopped
// paying at a month of the 24 (so some owe a few weeks, some two years), as a club's books show.
const price = (category: string) => defaultPrices.find((row) => row.key === categoryPriceKey('subscription', category as never))!.amountPaisa;
const stoppedAt = (n: number) => (n % 5 === 0 ? (n * 7919) % months : months);
const places = new Map<string, number>();
const periods = Array.from({ length: months }, (_, index) => addMonths(period, index - months));
for (const [monthIndex, month] of periods.entries()) {
  const issuedAt = new Date(`${month}-01T00:10:00+06:00`);
  const dueOn = addDays(`${month}-01`, 15);
  const paidAt = clubDayStart(`${month}-10`);
  const fiscalYear = fiscalYearOf(`${month}-01`);
  for (let offset = 0; offset < memberCount; offset += batch) {
    const numbers = Array.from({ length: Math.min(batch, memberCount - offset) }, (_, index) => offset + index);
    const lines = numbers.map((n) => {
      const net = price(applicantCategories[n % applicantCategories.length]!);
      const tax = vatOnLine(net, 1500);
      return { n, net, tax, total: net + tax, paid: monthIndex < stoppedAt(n) };
    });
    const charges = await db
      .insert(ledgerEntries)
      .values(
        lines.map((line) => ({
          accountId: accountIds[line.n]!,
          kind: 'charge' as const,
          amountPaisa: line.total,
          description: `Monthly subscription, ${month}`,
          postedAt: issuedAt,
          service: 'subscription' as const,
          quantity: 1,
          unitPricePaisa: line.net,
          taxCode: 'vat_standard' as const,
          taxRateBasisPoints: 1500,
          netPaisa: line.net,
          taxPaisa: line.tax,
          sourceKey: `subscription:${month}`,
        })),
      )
      .returning({ id: ledgerEntries.id });
    const first = places.get(fiscalYear) ?? 0;
    places.set(fiscalYear, first + lines.length);
    const documents = await db
      .insert(billingDocuments)
      .values(
        lines.map((line, index) => ({
          kind: 'invoice' as const,
          number: documentNumber('INV', fiscalYear, first + index + 1),
          accountId: accountIds[line.n]!,
          buyerMemberId: memberIds(line.n),
          buyerName: `Member${line.n} Rahman`,
          issuedAt,
          dueOn,
          period: month,
          netPaisa: line.net,
          taxPaisa: line.tax,
          totalPaisa: line.total,
          paidPaisa: line.paid ? line.total : 0,
          status: line.paid ? ('paid' as const) : ('open' as const),
        })),
      )
      .returning({ id: billingDocuments.id });
    await db.insert(documentLines).values(documents.map((document, index) => ({ documentId: document.id, position: 1, entryId: charges[index]!.id })));
    const paying = lines.filter((line) => line.paid);
    if (paying.length === 0) continue;
    const written = await db
      .insert(receipts)
      .values(paying.map((line) => ({ receiptNumber: `R-${month}-${line.n}`, accountId: accountIds[line.n]!, amountPaisa: line.total, method: 'cash' as const, trxId: 'Receipt book', paidAt })))
      .returning({ id: receipts.id, accountId: receipts.accountId, amountPaisa: receipts.amountPaisa });
    await db.insert(ledgerEntries).values(
      written.map((receipt) => ({ accountId: receipt.accountId, kind: 'payment' as const, amountPaisa: -receipt.amountPaisa, description: 'Payment by cash', postedAt: paidAt, receiptId: receipt.id, sourceKey: `receipt:${receipt.id}` })),
    );
  }
}
for (const [fiscalYear, lastPlace] of places) {
  await db.insert(documentCounters).values({ series: 'INV', fiscalYear, lastPlace }).onConflictDoUpdate({ target: [documentCounters.series, documentCounters.fiscalYear], set: { lastPlace } });
}
// As the server's hourly job would have (db/planner-statistics.ts).
await refreshPlannerStatistics(db);
const seedMs = performance.now() - seedStarted;
const [{ rows: entryCount } = { rows: 0 }] = await db.select({ rows: sql<number>`count(*)`.mapWith(Number) }).from(ledgerEntries);

// (a) The current month's run over the 10,000 members.
const runStarted = performance.now();
const result = await runBilling(db, { period, now, startedBy: null });
const runMs = performance.now() - runStarted;
if (result.invoicesIssued !== memberCount) throw new Error(`the run issued ${result.invoicesIssued} invoices, not ${memberCount}`);
await refreshPlannerStatistics(db);

const { token } = await startSession(db, treasurer!);
const cookie = `${sessionCookieName}=${token}`;
const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'none'), ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }) });
const app = await buildApp({ config, db }, { logger: false });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
/** `times` requests after one that warms the code path up (its first compile, its first plan). */
async function timed(url: string, times: number) {
  await app.inject({ method: 'GET', url, headers: { cookie } });
  const took: number[] = [];
  for (let run = 0; run < times; run += 1) {
    const began = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    took.push(performance.now() - began);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  return took.sort((a, b) => a - b);
}

// (b) Aged receivables (and the members to suspend, the same grouped pass); (c) a statement of a
// member who paid every month: two years of entries, two a month.
const receivables = await timed('/api/admin/billing/receivables', 20);
const toSuspend = await timed('/api/admin/billing/members-to-suspend', 20);
const from = `${addMonths(period, -months)}-01`;
const statement = await timed(`/api/admin/members/${memberIds(1)}/statement?from=${from}&to=${clubToday(now)}`, runs);
const owing = (await app.inject({ method: 'GET', url: '/api/admin/billing/receivables', headers: { cookie } })).json<{ total: number }>().total;

console.log(`${memberCount} members, ${months} months before this one (${entryCount} ledger entries); ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, node ${process.version}, ${os.cpus().length} cores`);
console.log(`seeding                       ${(seedMs / 1000).toFixed(1)} s`);
console.log('measure                               p50        p95        max   goal');
const row = (name: string, sorted: number[], goal: string) =>
  console.log(`${name.padEnd(34)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ms ${percentile(sorted, 95).toFixed(1).padStart(7)} ms ${sorted.at(-1)!.toFixed(1).padStart(7)} ms   ${goal}`);
console.log(`billing run (${result.invoicesIssued} invoices)`.padEnd(34), `${(runMs / 1000).toFixed(1).padStart(8)} s`.padEnd(32), ` ≤ ${goals.runMs / 1000} s`);
row(`aged receivables (${owing} owing)`, receivables, `≤ ${goals.receivablesMs} ms`);
row('members to suspend', toSuspend, '');
row(`statement (${runs} times)`, statement, `p95 ≤ ${goals.statementP95Ms} ms`);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
if (runMs > goals.runMs || percentile(receivables, 95) > goals.receivablesMs || percentile(statement, 95) > goals.statementP95Ms) process.exitCode = 1;
