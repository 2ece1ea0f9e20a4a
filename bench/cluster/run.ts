// Two servers over PostgreSQL against one (issue 25), both behind the same round-robin proxy
// (scripts/cluster), under a mix of reads and writes: public pages (rendered when the web app is
// built, else the public JSON), the week's tee times, tee-time bookings by signed-in members and
// contact forms, at 50 and 200 connections. It reports req/s, p99, errors (5xx, failed connections
// and timeouts; a booking refused with 400, a member's second that day, or 409, the tee time full,
// is an answer, not an error), the answers by status, the double bookings it then
// finds in the database (must be 0), and each instance's memory (RSS) before and after a soak.
//   npm run build && npm run bench:cluster
//   BENCH_DATABASE_URL=postgres://…/postgres   a PostgreSQL server to create the bench's databases
//                                              on (dropped at the end); unset: a throw-away server
//   BENCH_SECONDS (30) per load, BENCH_SOAK_SECONDS (120)
// Every request comes from this one address: the per-address write limit is set out of reach
// (WRITE_RATE_LIMIT_PER_MINUTE=1000000), or it would refuse all but 10 writes a minute.
import autocannon from 'autocannon';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultTeeTimeSettings } from '@rgcc/shared/bookings/tee-times';
import { slotTimes } from '@rgcc/shared/bookings/tee-time-slots';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { sampleApplicant, sampleNid, sampleProposer } from '@rgcc/shared/membership/sample-applications';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client';
import { accounts, applications, members as register, payments, receipts, teeTimeBookings, teeTimePlayers, teeTimeSlots } from '../../apps/server/src/db/schema';
import { sessionCookieName } from '../../apps/server/src/http/current-account';
import { startSession } from '../../apps/server/src/modules/account/entry';
import { createDatabase, prepareDatabase, rootDir, startCluster, startThrowAwayPostgres, type Cluster } from '../../scripts/cluster/cluster';

const memberCount = 400;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 30);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 120);
const connectionCounts = [50, 200];
const settings = defaultTeeTimeSettings;
const built = fs.existsSync(path.join(rootDir, 'apps/web/dist-server/entry-server.js'));
const publicReads = built ? ['/', '/upcoming-events', '/events/1', '/golf-course', '/contact'] : ['/api/events', '/api/reviews', '/api/course/tees'];
const week = Array.from({ length: settings.daysAhead }, (_, index) => addDays(clubToday(), index + 1));
const weekTimes = week.flatMap((date) => slotTimes(date, settings));

/** Paid members (as approval and the paid fee leave them), each with a session: the cookies. */
async function seedMembers(database: DatabaseHandle): Promise<string[]> {
  const { db } = database;
  const batch = Array.from({ length: memberCount }, (_, n) => n);
  const applicationRows = await db
    .insert(applications)
    .values(
      batch.map((n) => {
        const email = `member${n}@example.com`;
        return {
          email,
          category: 'Government Officer',
          membershipType: sampleApplicant.membershipType,
          firstName: `Member${n}`,
          lastName: 'Rahman',
          nameEnglish: `Member${n} Rahman`,
          mobile: sampleApplicant.mobile,
          details: { category: 'Government Officer', ...sampleApplicant, ...sampleNid, ...sampleProposer, email },
          status: 'approved' as const,
          emailVerifiedAt: new Date(),
        };
      }),
    )
    .returning({ id: applications.id, email: applications.email });
  const members = await db
    .insert(accounts)
    .values(applicationRows.map((row, index) => ({ email: row.email, role: 'member' as const, passwordHash: 'not-a-hash', applicationId: row.id, memberId: `M-${1000 + index}`, dashboardLocked: false })))
    .returning();
  await db.insert(register).values(members.map((member, index) => ({ accountId: member.id, firstName: `Member${index}`, lastName: 'Rahman', name: `Member${index} Rahman`, category: 'Government Officer', mobile: sampleApplicant.mobile, joinedOn: clubToday() })));
  const paid = await db
    .insert(payments)
    .values(members.map((member) => ({ accountId: member.id, provider: 'sandbox', invoiceNumber: `INV-${member.id}`, amountPaisa: 132_000, status: 'completed' as const, trxId: `TRX${member.id}`, settledAt: new Date() })))
    .returning({ id: payments.id, accountId: payments.accountId, settledAt: payments.settledAt });
  await db.insert(receipts).values(paid.map((payment) => ({ receiptNumber: `R-${String(payment.id).padStart(6, '0')}`, paymentId: payment.id, accountId: payment.accountId, amountPaisa: 132_000, trxId: `TRX${payment.accountId}`, paidAt: payment.settledAt! })));
  return Promise.all(members.map(async (member) => `${sessionCookieName}=${(await startSession(db, member)).token}`));
}

/**
 * One request in the mix, chosen at random: 5 in 10 a public page, 2 the week's tee times of a
 * member, 2 a booking by that member at a random tee time of the week, 1 a contact form.
 */
function mixedRequest(cookies: string[]) {
  let sent = 0;
  return (request: autocannon.Request, context: { cookie?: string }) => {
    context.cookie ??= cookies[Math.floor(Math.random() * cookies.length)]!;
    const roll = Math.random();
    sent++;
    if (roll < 0.5) return { ...request, method: 'GET' as const, path: publicReads[sent % publicReads.length]!, headers: {}, body: undefined };
    if (roll < 0.7) return { ...request, method: 'GET' as const, path: `/api/tee-times?date=${week[sent % week.length]}`, headers: { cookie: context.cookie }, body: undefined };
    const json = { 'content-type': 'application/json' };
    if (roll < 0.9) {
      const startsAt = weekTimes[Math.floor(Math.random() * weekTimes.length)]!;
      return { ...request, method: 'POST' as const, path: '/api/tee-time-bookings', headers: { ...json, cookie: context.cookie }, body: JSON.stringify({ startsAt: startsAt.toISOString(), guests: [] }) };
    }
    const contact = { firstName: 'Bench', lastName: 'Visitor', phone: '01712345678', email: `visitor${sent}@example.com`, message: `Question ${sent}: is the course open on Friday?` };
    return { ...request, method: 'POST' as const, path: '/api/contact', headers: json, body: JSON.stringify(contact) };
  };
}

async function load(url: string, connections: number, seconds: number, cookies: string[]) {
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, timeout: 20, requests: [{ setupRequest: mixedRequest(cookies) as unknown as autocannon.Request['setupRequest'] }] },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    instance.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  });
  const count = (test: (status: number) => boolean) => [...statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: count((status) => status >= 500) + result.errors + result.timeouts,
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  };
}

/** Tee times holding more players than their capacity, counters that disagree with the players, and members twice on a day. */
async function doubleBookings(database: DatabaseHandle) {
  const { db } = database;
  const live = and(isNull(teeTimeBookings.cancelledAt), gte(teeTimeBookings.startsAt, weekTimes[0]!));
  const perSlot = await db
    .select({ startsAt: teeTimeSlots.startsAt, capacity: teeTimeSlots.capacity, booked: teeTimeSlots.booked, players: sql<number>`count(${teeTimePlayers.id})::int` })
    .from(teeTimeSlots)
    .leftJoin(teeTimeBookings, and(eq(teeTimeBookings.startsAt, teeTimeSlots.startsAt), live))
    .leftJoin(teeTimePlayers, eq(teeTimePlayers.bookingId, teeTimeBookings.id))
    .groupBy(teeTimeSlots.startsAt);
  const twice = await db
    .select({ accountId: teeTimePlayers.accountId, clubDate: teeTimePlayers.clubDate, times: sql<number>`count(*)::int` })
    .from(teeTimePlayers)
    .innerJoin(teeTimeBookings, eq(teeTimeBookings.id, teeTimePlayers.bookingId))
    .where(and(live, sql`${teeTimePlayers.accountId} is not null`))
    .groupBy(teeTimePlayers.accountId, teeTimePlayers.clubDate)
    .having(sql`count(*) > 1`);
  const [{ bookings } = { bookings: 0 }] = await db.select({ bookings: sql<number>`count(*)::int` }).from(teeTimeBookings).where(live);
  return {
    bookings,
    overCapacity: perSlot.filter((slot) => slot.players > slot.capacity).length,
    miscounted: perSlot.filter((slot) => slot.booked !== slot.players).length,
    memberTwiceADay: twice.length,
  };
}

function rssMb(cluster: Cluster): string {
  return cluster.instances
    .map((instance) => {
      const status = fs.readFileSync(`/proc/${instance.process.pid}/status`, 'utf8');
      return `${(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024).toFixed(0)} MB`;
    })
    .join(' + ');
}

const postgresServer = process.env.BENCH_DATABASE_URL ? null : await startThrowAwayPostgres();
const serverUrl = process.env.BENCH_DATABASE_URL ?? postgresServer!.serverUrl;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-bench-cluster-'));
const env = { WRITE_RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn' };

console.log(`# npm run bench:cluster${process.env.BENCH_DATABASE_URL ? ' (BENCH_DATABASE_URL set)' : ''}`);
console.log(
  `PostgreSQL (${process.env.BENCH_DATABASE_URL ? 'given server' : 'throw-away server'}), a fresh database per shape; ${memberCount} paid members; ${built ? 'rendered pages' : 'public JSON (no web build)'} as the public reads; node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average ${os.loadavg()[0]!.toFixed(2)}`,
);
console.log('mix: 5/10 public reads, 2/10 tee times of the week (member), 2/10 bookings (member, random tee time of the week), 1/10 contact forms; every request through the round-robin proxy\n');
console.log('shape              connections     req/s   p99 ms   errors   answers by status');
const results: string[] = [];
for (const count of [1, 2]) {
  const created = await createDatabase(serverUrl, 'rgcc_bench_cluster');
  await prepareDatabase(created.url);
  const database = await openDatabase({ databaseUrl: created.url, dataDir: scratch });
  const cookies = await seedMembers(database);
  const cluster = await startCluster({ databaseUrl: created.url, proxyPort: 0, instancePorts: Array.from({ length: count }, () => 0), env, s3: true });
  try {
    const shape = count === 1 ? 'one instance' : 'two instances';
    const atStart = rssMb(cluster);
    for (const connections of connectionCounts) {
      const figures = await load(cluster.url, connections, durationSeconds, cookies);
      console.log(
        `${shape.padEnd(18)} ${String(connections).padStart(11)} ${figures.requestsPerSecond.toFixed(0).padStart(9)} ${String(figures.p99).padStart(8)} ${String(figures.errors).padStart(8)}   ${JSON.stringify(figures.statuses)}`,
      );
    }
    if (count === 2 && soakSeconds > 0) {
      const before = rssMb(cluster);
      const soak = await load(cluster.url, 50, soakSeconds, cookies);
      results.push(`soak: two instances, 50 connections for ${soakSeconds} s: ${soak.requestsPerSecond.toFixed(0)} req/s, p99 ${soak.p99} ms, ${soak.errors} errors; RSS at start ${atStart}, before the soak ${before}, after ${rssMb(cluster)}`);
    }
    const found = await doubleBookings(database);
    results.push(`${shape}: ${found.bookings} bookings in the database; double bookings found: ${found.overCapacity} tee times over capacity, ${found.miscounted} miscounted, ${found.memberTwiceADay} members twice on a day`);
    if (found.overCapacity + found.miscounted + found.memberTwiceADay > 0) process.exitCode = 1;
  } finally {
    await cluster.stop();
    await database.close();
    await created.drop();
  }
}
console.log(`\n${results.join('\n')}`);
await postgresServer?.stop();
fs.rmSync(scratch, { recursive: true, force: true });
