// Tee times (issue 12, item 1) at a club of 500 paid members with the coming week booked to about
// two thirds of its places: the member's day of tee times, the member's own tee times and the
// staff's tee sheet under load (autocannon over loopback, 20 connections, req/s and the p50, p95
// and p99 of every response), then bookings in a burst: 100 members at once spread over a day's
// free tee times, and 100 others at once into one tee time. The run fails unless every tee time
// holds at most its capacity and every refused booking is a 409 with the message that says why.
//   npm run bench:tee-times          (PGlite in a temporary folder; BENCH_SECONDS per read, 10;
//                                     DATABASE_URL=postgres://… to run on an empty PostgreSQL database)
import autocannon from 'autocannon';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultTeeTimeSettings } from '@rgcc/shared/bookings/tee-times';
import { addDays, clubDayEnd, clubDayStart, clubToday } from '@rgcc/shared/format/club-date';
import { sampleApplicant, sampleNid, sampleProposer } from '@rgcc/shared/membership/sample-applications';
import { slotTimes } from '@rgcc/shared/bookings/tee-time-slots';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { accounts, applications, members as register, payments, receipts, teeTimeBookings, teeTimePlayers, teeTimeSlots, teeTimeWaitlist } from '../../apps/server/src/db/schema';
import { sessionCookieName } from '../../apps/server/src/http/current-account';
import { createStaffAccount } from '../../apps/server/src/modules/account/entry';
import { startSession } from '../../apps/server/src/modules/account/entry';
import { tooFewPlacesMessage } from '../../apps/server/src/modules/bookings/entry';

const memberCount = 500;
const bookersPerBurst = 100;
const connections = 20;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const settings = defaultTeeTimeSettings;
const capacity = settings.playersPerSlot;
/**
 * Players per tee time, in turn: two thirds of the places (16 of 24), and every size of party,
 * with an empty tee time among them. Each entry is the day's bookings there: the booker, the
 * members they name and their guests.
 */
const slotPattern: { members: number; guests: number }[][] = [
  [
    { members: 1, guests: 1 },
    { members: 1, guests: 1 },
  ],
  [{ members: 2, guests: 1 }],
  [],
  [{ members: 2, guests: 2 }],
  [{ members: 2, guests: 0 }],
  [{ members: 1, guests: 2 }],
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-bench-tee-times-'));
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
await database.migrate();
const { db } = database;

// Members as approval and the paid registration fee leave them: unlocked, with their own password.
const minute = 60_000;
const joined = Date.now() - memberCount * 60 * minute;
const memberIds: number[] = [];
for (let offset = 0; offset < memberCount; offset += 250) {
  const batch = Array.from({ length: Math.min(250, memberCount - offset) }, (_, index) => offset + index);
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
          emailVerifiedAt: new Date(joined + n * 60 * minute),
          createdAt: new Date(joined + n * 60 * minute),
        };
      }),
    )
    .returning({ id: applications.id, email: applications.email, createdAt: applications.createdAt });
  const members = await db
    .insert(accounts)
    .values(applicationRows.map((row, index) => ({ email: row.email, role: 'member' as const, passwordHash: 'not-a-hash', applicationId: row.id, memberId: `M-${String(1000 + offset + index)}`, dashboardLocked: false, createdAt: row.createdAt })))
    .returning({ id: accounts.id, email: accounts.email, createdAt: accounts.createdAt });
  // Every member is in the register, as an approval writes them: tee times name players from it.
  await db.insert(register).values(
    members.map((member) => {
      const n = /\d+/.exec(member.email)![0];
      return { accountId: member.id, firstName: `Member${n}`, lastName: 'Rahman', name: `Member${n} Rahman`, category: 'Government Officer', mobile: sampleApplicant.mobile, joinedOn: member.createdAt.toISOString().slice(0, 10) };
    }),
  );
  const paid = await db
    .insert(payments)
    .values(members.map((member) => ({ accountId: member.id, provider: 'sandbox', invoiceNumber: `INV-${member.id}`, amountPaisa: 132_000, status: 'completed' as const, trxId: `TRX${member.id}`, createdAt: member.createdAt, settledAt: member.createdAt })))
    .returning({ id: payments.id, accountId: payments.accountId, settledAt: payments.settledAt });
  await db.insert(receipts).values(paid.map((payment) => ({ receiptNumber: `R-${String(payment.id).padStart(6, '0')}`, paymentId: payment.id, accountId: payment.accountId, amountPaisa: 132_000, trxId: `TRX${payment.accountId}`, paidAt: payment.settledAt! })));
  memberIds.push(...members.map((member) => member.id));
}

// The coming week (tomorrow to the last bookable day): each day's members are a different run of
// the club's, so members play on one or two days of it, at most once a day (the rule); a member
// who does not play that day waits at each full tee time.
const today = clubToday();
const week = Array.from({ length: settings.daysAhead }, (_, index) => addDays(today, index + 1));
const playingOn = new Map<string, Set<number>>();
let seededPlayers = 0;
let seededBookings = 0;
for (const [dayIndex, date] of week.entries()) {
  let next = (dayIndex * 137) % memberCount;
  const takeMember = () => memberIds[next++ % memberCount]!;
  const times = slotTimes(date, settings);
  const plans = times.map((startsAt, index) => ({ startsAt, bookings: slotPattern[index % slotPattern.length]!.map((party) => ({ ...party, members: Array.from({ length: party.members }, takeMember) })) }));
  const playing = new Set(plans.flatMap((plan) => plan.bookings.flatMap((booking) => booking.members)));
  const fullTimes = plans.filter((plan) => plan.bookings.reduce((sum, booking) => sum + booking.members.length + booking.guests, 0) === capacity);
  const waiting = fullTimes.map((plan, index) => ({ startsAt: plan.startsAt, accountId: takeMember(), places: 1 + (index % 2) }));
  playingOn.set(date, new Set([...playing, ...waiting.map((entry) => entry.accountId)]));

  await db.insert(teeTimeSlots).values(plans.filter((plan) => plan.bookings.length > 0).map((plan) => ({ startsAt: plan.startsAt, capacity, booked: plan.bookings.reduce((sum, booking) => sum + booking.members.length + booking.guests, 0) })));
  const bookings = plans.flatMap((plan) => plan.bookings.map((booking) => ({ ...booking, startsAt: plan.startsAt })));
  const bookingRows = await db
    .insert(teeTimeBookings)
    .values(bookings.map((booking) => ({ startsAt: booking.startsAt, bookedBy: booking.members[0]! })))
    .returning({ id: teeTimeBookings.id });
  const players = bookings.flatMap((booking, index) => [
    ...booking.members.map((accountId, position) => ({ bookingId: bookingRows[index]!.id, position, accountId, clubDate: date })),
    ...Array.from({ length: booking.guests }, (_, guest) => ({ bookingId: bookingRows[index]!.id, position: booking.members.length + guest, guestName: `Guest ${guest + 1} of ${bookingRows[index]!.id}`, clubDate: date })),
  ]);
  await db.insert(teeTimePlayers).values(players);
  await db.insert(teeTimeWaitlist).values(waiting);
  seededPlayers += players.length;
  seededBookings += bookings.length;
}
const placesInWeek = week.reduce((sum, date) => sum + slotTimes(date, settings).length * capacity, 0);

// Days with the most tee times (Friday's start after the prayer): the first is read, the last is
// booked in bursts.
const mostTimes = Math.max(...week.map((date) => slotTimes(date, settings).length));
const fullDays = week.filter((date) => slotTimes(date, settings).length === mostTimes);
const busyDay = fullDays[0]!;
const burstDay = fullDays.at(-1)!;

const sessionOf = async (accountId: number) => {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return `${sessionCookieName}=${(await startSession(db, account!)).token}`;
};
await createStaffAccount(db, 'bench.bookings@example.com', 'bench-fairway-2026', 'membership');
const [staff] = await db.select().from(accounts).where(eq(accounts.email, 'bench.bookings@example.com'));
// Staff sign in with a second factor: the bench starts the session the code would have.
const staffCookie = `${sessionCookieName}=${(await startSession(db, staff!)).token}`;
const readers = [...playingOn.get(busyDay)!].slice(0, connections);
const readerCookies = await Promise.all(readers.map(sessionOf));
const freeOnBurstDay = memberIds.filter((id) => !playingOn.get(burstDay)!.has(id));
const spreadBookers = freeOnBurstDay.slice(0, bookersPerBurst);
const oneSlotBookers = freeOnBurstDay.slice(bookersPerBurst, 2 * bookersPerBurst);
const spreadCookies = await Promise.all(spreadBookers.map(sessionOf));
const oneSlotCookies = await Promise.all(oneSlotBookers.map(sessionOf));

// The app as deployed, without the per-address write limit (every booker here is one address).
const config = parseConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PORT: '0',
  WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
  WEB_DIST_DIR: path.join(dataDir, 'none'),
  ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
});
const app = await buildApp({ config, db }, { logger: false });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

/** Autocannon over loopback, each connection with its own cookie; percentiles of every response. */
async function load(pathAndQuery: string, cookies: string[]) {
  const times: number[] = [];
  let nextCookie = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: appUrl + pathAndQuery,
        connections,
        duration: durationSeconds,
        setupClient: (client) => client.setHeaders({ cookie: cookies[nextCookie++ % cookies.length]! }),
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${pathAndQuery}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  times.sort((a, b) => a - b);
  return { requestsPerSecond: result.requests.average, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Every booking sent at once; each answer timed, and the whole burst. */
async function burst(requests: { cookie: string; startsAt: Date; guests: number }[]) {
  const began = performance.now();
  const answers = await Promise.all(
    requests.map(async ({ cookie, startsAt, guests }) => {
      const sent = performance.now();
      const response = await fetch(`${appUrl}/api/tee-time-bookings`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ startsAt: startsAt.toISOString(), guests: Array.from({ length: guests }, (_, index) => `Guest ${index + 1}`) }),
      });
      const body = (await response.json()) as { message?: unknown };
      return { status: response.status, message: body.message, players: 1 + guests, ms: performance.now() - sent };
    }),
  );
  const burstMs = performance.now() - began;
  const refusalMessages = new Set(Array.from({ length: capacity }, (_, free) => tooFewPlacesMessage(free)));
  const wrong = answers.filter((answer) => answer.status !== 201 && !(answer.status === 409 && typeof answer.message === 'string' && refusalMessages.has(answer.message)));
  if (wrong.length > 0) throw new Error(`refusals other than a 409 saying why: ${JSON.stringify(wrong.slice(0, 5))}`);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const booked = answers.filter((answer) => answer.status === 201);
  return { burstMs, booked: booked.length, players: booked.reduce((sum, answer) => sum + answer.players, 0), refused: answers.length - booked.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

/** Players booked at each tee time of a day: the counter the lock keeps, and the players' rows. */
async function playersPerSlot(date: string) {
  const slots = await db.select().from(teeTimeSlots).where(and(gte(teeTimeSlots.startsAt, clubDayStart(date)), lt(teeTimeSlots.startsAt, clubDayEnd(date))));
  const rows = await db
    .select({ startsAt: teeTimeBookings.startsAt, players: sql<number>`count(*)::int` })
    .from(teeTimePlayers)
    .innerJoin(teeTimeBookings, eq(teeTimeBookings.id, teeTimePlayers.bookingId))
    .where(and(inArray(teeTimeBookings.startsAt, slots.map((slot) => slot.startsAt)), isNull(teeTimeBookings.cancelledAt)))
    .groupBy(teeTimeBookings.startsAt);
  const players = new Map(rows.map((row) => [row.startsAt.getTime(), row.players]));
  return slots.map((slot) => ({ ...slot, players: players.get(slot.startsAt.getTime()) ?? 0 }));
}

const command = `npm run bench:tee-times${process.env.DATABASE_URL ? ' (DATABASE_URL set)' : ''}${process.env.BENCH_SECONDS ? ` (BENCH_SECONDS=${durationSeconds})` : ''}`;
console.log(`# ${command}`);
console.log(
  `${memberCount} paid members; ${week[0]} to ${week.at(-1)}: ${seededBookings} bookings, ${seededPlayers} of ${placesInWeek} places (${((100 * seededPlayers) / placesInWeek).toFixed(0)}%); ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average ${os.loadavg()[0]!.toFixed(2)}`,
);
console.log(`autocannon: ${connections} connections (a member each for members' requests), ${durationSeconds} s per request`);
console.log('request                                     req/s   p50 ms   p95 ms   p99 ms');
for (const [pathAndQuery, cookies] of [
  [`/api/tee-times?date=${busyDay}`, readerCookies],
  ['/api/tee-time-bookings', readerCookies],
  [`/api/admin/tee-sheet?date=${busyDay}`, [staffCookie]],
] as const) {
  const figures = await load(pathAndQuery, [...cookies]);
  console.log(
    `${pathAndQuery.padEnd(40)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} ${figures.p50.toFixed(1).padStart(8)} ${figures.p95.toFixed(1).padStart(8)} ${figures.p99.toFixed(1).padStart(8)}`,
  );
}

// The burst day as seeded: its first empty tee time is kept for the second burst.
const seeded = new Map((await playersPerSlot(burstDay)).map((slot) => [slot.startsAt.getTime(), slot.booked + slot.held]));
const burstTimes = slotTimes(burstDay, settings);
const target = burstTimes.find((time) => !seeded.has(time.getTime()))!;
const withPlaces = burstTimes.filter((time) => time !== target && (seeded.get(time.getTime()) ?? 0) < capacity);
const spread = await burst(spreadBookers.map((_, index) => ({ cookie: spreadCookies[index]!, startsAt: withPlaces[index % withPlaces.length]!, guests: index % 2 })));
const oneSlot = await burst(oneSlotBookers.map((_, index) => ({ cookie: oneSlotCookies[index]!, startsAt: target, guests: index % capacity })));

const after = await playersPerSlot(burstDay);
const overfull = after.filter((slot) => slot.players > slot.capacity || slot.booked !== slot.players || slot.booked + slot.held > slot.capacity);
if (overfull.length > 0) throw new Error(`tee times over capacity or miscounted: ${JSON.stringify(overfull)}`);
const targetPlayers = after.find((slot) => slot.startsAt.getTime() === target.getTime())?.players ?? 0;
if (targetPlayers !== oneSlot.players) throw new Error(`the one tee time holds ${targetPlayers} players, the 201s booked ${oneSlot.players}`);

console.log(`\nbookings sent at once on ${burstDay} (POST /api/tee-time-bookings)      burst ms  booked  refused (409)  p50 ms   p95 ms   max ms`);
for (const [what, figures] of [
  [`${bookersPerBurst} members, 1-2 players, over ${withPlaces.length} tee times with places`, spread],
  [`${bookersPerBurst} members, 1-4 players, into one empty tee time`, oneSlot],
] as const) {
  console.log(
    `${what.padEnd(66)} ${figures.burstMs.toFixed(0).padStart(8)} ${String(figures.booked).padStart(7)} ${String(figures.refused).padStart(14)} ${figures.p50.toFixed(1).padStart(7)} ${figures.p95.toFixed(1).padStart(8)} ${figures.max.toFixed(1).padStart(8)}`,
  );
}
console.log(`every tee time of ${burstDay} within its capacity (${after.length} checked, the one tee time holds ${targetPlayers} of ${capacity}); every refusal a 409 saying how many places are left; load average ${os.loadavg()[0]!.toFixed(2)}`);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
