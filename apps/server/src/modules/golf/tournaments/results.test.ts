import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDateTimeOf, clubToday } from '@rgcc/shared/format/club-date';
import { prizeMessage, prizesOnePerDivisionMessage, type TournamentWinners } from '@rgcc/shared/golf/tournament-results';
import type { PublicTournament, StaffTournament } from '@rgcc/shared/golf/tournaments';
import { accounts, auditLog, events, members as register, scores, tournamentEntries, tournamentHoleScores, type AccountRow } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  noScoresMessage,
  prizeDivisionMessage,
  resultsBeforeDrawMessage,
  resultsNotPublishedMessage,
  resultsPublishedMessage,
  resultsWhileOpenMessage,
} from './results';
import { leaderboardOf } from './leaderboard';
import { resultsCsvHeader } from './tournament-csv';

/** Part results of issue 24: closing scoring, publishing the results, the record, the CSV (decision 0038). */

let testApp: TestApp;
let admin: AccountRow;
let contentStaff: AccountRow;
let staffCookie: string;
const players: { memberId: string; accountId: number; cookie: string; name: string }[] = [];
const names = ['Rahim Chowdhury', 'Karim Hossain', 'Nasrin Akter', 'Tania Islam', 'Jamal Uddin'];

/** The card's pars, the nine twice: 5 4 4 5 4 4 3 4 3. */
const nine = [5, 4, 4, 5, 4, 4, 3, 4, 3];
const pars = [...nine, ...nine];
const withExtra = (extra: Record<number, number>) => pars.map((par, hole) => par + (extra[hole + 1] ?? 0));

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'res.admin@example.com');
  contentStaff = await createStaff(testApp, 'res.content@example.com', 'content');
  staffCookie = (await signIn(testApp, 'res.content@example.com', staffPassword)).cookie;
  for (const [index, name] of names.entries()) {
    const email = `res.member${index}@example.com`;
    const member = await readyMember(testApp, admin, email, { unlocked: true });
    const [account] = await testApp.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    await testApp.database.db.update(register).set({ name }).where(eq(register.accountId, account!.id));
    players.push({ memberId: member.memberId, accountId: account!.id, cookie: member.cookie, name });
  }
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) => testApp.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const asStaff = (method: Method, url: string, payload?: object) => call(staffCookie, method, url, payload);
const publish = (eventId: number, body: object = {}) => asStaff('POST', `/api/admin/events/${eventId}/tournament/results`, body);

/** A tournament played today: opened, entered by `who`, closed, drawn and the draw published. */
async function playedTournament(title: string, who: number[], body: object = {}) {
  const today = clubToday();
  const [event] = await testApp.database.db.insert(events).values({ title, startsOn: today, endsOn: today }).returning();
  const eventId = event!.id;
  const later = clubDateTimeOf(new Date(Date.now() + 86_400_000));
  expect((await asStaff('PUT', `/api/admin/events/${eventId}/tournament`, { entriesCloseAt: later, maxField: 40, handicapLimit: null, ...body })).statusCode).toBe(200);
  for (const index of who) expect((await call(players[index]!.cookie, 'POST', `/api/member/tournaments/${eventId}/entry`, { handicap: 10 + index })).statusCode).toBe(201);
  return eventId;
}
async function drawAndPublish(eventId: number) {
  await asStaff('POST', `/api/admin/events/${eventId}/tournament/close`);
  expect((await asStaff('POST', `/api/admin/events/${eventId}/tournament/draw`, { firstTeeTime: `${clubToday()}T07:00`, intervalMinutes: 10 })).statusCode).toBe(200);
  expect((await asStaff('POST', `/api/admin/events/${eventId}/tournament/publish`)).statusCode).toBe(200);
}
/** A card as the scorers left it: strokes for the holes given, in hole order. */
async function card(eventId: number, index: number, strokes: (number | null)[]) {
  const [entry] = await testApp.database.db
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.eventId, eventId), eq(tournamentEntries.accountId, players[index]!.accountId)));
  const rows = strokes.flatMap((value, hole) => (value === null ? [] : [{ entryId: entry!.id, hole: hole + 1, strokes: value }]));
  if (rows.length > 0) await testApp.database.db.insert(tournamentHoleScores).values(rows);
}

describe('publishing the results', () => {
  it('refuses before the close, before the draw is published, and with no scores, each with its message', async () => {
    const eventId = await playedTournament('Early Cup', [0, 1]);
    expect((await publish(eventId)).json()).toMatchObject({ message: resultsWhileOpenMessage });
    await asStaff('POST', `/api/admin/events/${eventId}/tournament/close`);
    const beforeDraw = await publish(eventId);
    expect(beforeDraw.statusCode).toBe(409);
    expect(beforeDraw.json()).toMatchObject({ message: resultsBeforeDrawMessage });
    await asStaff('POST', `/api/admin/events/${eventId}/tournament/draw`, { firstTeeTime: `${clubToday()}T07:00`, intervalMinutes: 10 });
    await asStaff('POST', `/api/admin/events/${eventId}/tournament/publish`);
    const empty = await publish(eventId);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ message: noScoresMessage });
    expect((await asStaff('GET', `/api/admin/events/${eventId}/tournament/results.csv`)).json()).toMatchObject({ message: resultsNotPublishedMessage });
    expect((await publish(999_999)).statusCode).toBe(404);
  });

  it('gross: countback settles the tie for first (last 9), the leaderboard turns final, complete cards go to the record, a second publish is 409', async () => {
    const db = testApp.database.db;
    const eventId = await playedTournament('Countback Cup', [0, 1, 2, 3]);
    await drawAndPublish(eventId);
    // Rahim and Karim both 73: Rahim dropped his shot on hole 1, Karim on hole 10, so Rahim has the better last 9 (36 to 37).
    await card(eventId, 0, withExtra({ 1: 1 }));
    await card(eventId, 1, withExtra({ 10: 1 }));
    await card(eventId, 2, withExtra({ 1: 2, 2: 2 }));
    // Tania stopped after 12 holes: no return, not posted.
    await card(eventId, 3, [...withExtra({}).slice(0, 12), null, null, null, null, null, null]);
    // The leaderboard as GET /api/events/{id}/leaderboard answers it (part live).
    const live = await leaderboardOf(db, eventId);
    expect(live.status).toBe('live');
    expect(live.rows[0]).toMatchObject({ name: 'Tania Islam', position: '1', thru: 12 });

    expect((await publish(eventId, { prizes: [{ division: 'A', prize: 'A trophy' }] })).json()).toMatchObject({ message: prizeDivisionMessage('A') });
    expect((await publish(eventId, { prizes: [{ division: null, prize: '' }] })).json()).toMatchObject({ errors: { 'prizes.0.prize': prizeMessage } });
    expect((await publish(eventId, { prizes: [{ division: null, prize: 'Cup' }, { division: null, prize: 'Bag' }] })).json()).toMatchObject({ message: prizesOnePerDivisionMessage });

    const published = await publish(eventId, { prizes: [{ division: null, prize: 'The Countback Cup and a golf bag' }] });
    expect(published.statusCode).toBe(200);
    const staff = published.json<StaffTournament>();
    expect(staff.results).toMatchObject({
      divisions: [
        {
          division: null,
          prize: 'The Countback Cup and a golf bag',
          winners: [{ memberId: players[0]!.memberId, name: 'Rahim Chowdhury', total: 73, toPar: 1, points: null, tieBreak: 'Won on countback: last 9' }],
        },
      ],
      posted: 3,
      notPosted: [{ memberId: players[3]!.memberId, name: 'Tania Islam', holes: 12 }],
    });

    const final = await leaderboardOf(db, eventId);
    expect(final.status).toBe('final');
    expect(final.rows.map((row) => [row.name, row.position, row.total])).toEqual([
      ['Rahim Chowdhury', '1', 73],
      ['Karim Hossain', '2', 73],
      ['Nasrin Akter', '3', 76],
      // No return once final (decision 0038): live, her 12 holes at par led.
      ['Tania Islam', 'NR', withExtra({}).slice(0, 12).reduce((sum, strokes) => sum + strokes, 0)],
    ]);

    // Each complete card is a round on the player's record, linked to the event, played today.
    const posted = await db.select().from(scores).where(eq(scores.eventId, eventId)).orderBy(scores.accountId);
    expect(posted.map((score) => [score.accountId, score.holes, score.grossScore, score.playedOn, score.postedBy])).toEqual([
      [players[0]!.accountId, 18, 73, clubToday(), contentStaff.id],
      [players[1]!.accountId, 18, 73, clubToday(), contentStaff.id],
      [players[2]!.accountId, 18, 76, clubToday(), contentStaff.id],
    ]);

    const again = await publish(eventId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: resultsPublishedMessage });
    expect(await db.$count(scores, eq(scores.eventId, eventId))).toBe(3);

    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'tournament.results_published'), eq(auditLog.entityId, String(eventId))));
    expect(audit).toMatchObject({ after: { posted: 3, notPosted: [players[3]!.memberId] } });
    expect(audit!.detail).toContain('1 incomplete cards not posted');

    // The event's page and the past events list keep them.
    const shown = (await call(undefined, 'GET', `/api/events/${eventId}/tournament`)).json<PublicTournament>();
    expect(shown.results).toMatchObject({ divisions: [{ division: null, prize: 'The Countback Cup and a golf bag', winners: [{ name: 'Rahim Chowdhury', tieBreak: 'Won on countback: last 9' }] }] });
    expect(shown.results).not.toHaveProperty('notPosted');
    const winners = (await call(undefined, 'GET', '/api/tournaments/winners')).json<TournamentWinners>();
    expect(winners.find((each) => each.eventId === eventId)).toEqual({ eventId, winners: [{ division: null, name: 'Rahim Chowdhury' }] });

    // Settings, entries and tees no longer change.
    expect((await asStaff('PUT', `/api/admin/events/${eventId}/tournament/entries/${players[0]!.memberId}/tee`, { teeId: 1 })).json()).toMatchObject({ message: resultsPublishedMessage });
  });

  it('the CSV: position, member ID, name, division, playing handicap, each hole, total, to par and points, in the leaderboard order', async () => {
    const eventId = await playedTournament('CSV Cup', [0, 4], { format: 'stableford', divisions: [{ name: 'Low', maxHandicap: 12 }, { name: 'High', maxHandicap: null }] });
    await drawAndPublish(eventId);
    await card(eventId, 0, withExtra({}));
    await card(eventId, 4, withExtra({ 3: 1 }));
    expect((await publish(eventId, { prizes: [{ division: 'low', prize: 'Voucher, "Pro Shop"' }] })).statusCode).toBe(200);
    const response = await asStaff('GET', `/api/admin/events/${eventId}/tournament/results.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(resultsCsvHeader.join(','));
    // Declared 10.0 on Men: 10 × 124/113 − 1.4 = 9.57, × 0.95 = 9.1 → 9 (Low); 14.0: 13.96 × 0.95 = 13.3 → 13 (High).
    // Stableford: Rahim par everywhere with 9 strokes (SI 1–9 of 18 get one): 36 + 9 = 45 points, net −9.
    expect(lines[1]).toBe([1, players[0]!.memberId, 'Rahim Chowdhury', 'Low', 9, ...withExtra({}), 72, -9, 45].join(','));
    const jamal = lines[2]!.split(',');
    expect(jamal.slice(0, 5)).toEqual(['1', players[4]!.memberId, 'Jamal Uddin', 'High', '13']);
    expect(jamal.slice(5, 23).map(Number)).toEqual(withExtra({ 3: 1 }));
    // 13 strokes: one on SI 1–13; one over par on hole 3 (SI 9 of 18: a stroke there) is a net par: 2 points everywhere but the 13 holes with a stroke earn 3 … minus the one: 36 + 13 − 1 = 48.
    expect(jamal.slice(23)).toEqual(['73', String(73 - 13 - 72), '48']);
    const results = (await call(undefined, 'GET', `/api/events/${eventId}/tournament`)).json<PublicTournament>().results!;
    expect(results.divisions.map((division) => [division.division, division.prize, division.winners.map((winner) => winner.name)])).toEqual([
      ['Low', 'Voucher, "Pro Shop"', ['Rahim Chowdhury']],
      ['High', null, ['Jamal Uddin']],
    ]);
    expect(await testApp.database.db.$count(scores, and(eq(scores.eventId, eventId), isNotNull(scores.id)))).toBe(2);
  });
});
