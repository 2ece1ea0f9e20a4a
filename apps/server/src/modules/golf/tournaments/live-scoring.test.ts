import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { holeStrokesMessage } from '@rgcc/shared/golf/scores';
import { tournamentStrokesMessage, type Leaderboard } from '@rgcc/shared/golf/leaderboard';
import type { ScoreConflict, Scorecard, ScoringSheet } from '@rgcc/shared/golf/live-scoring';
import {
  leaderboardClosedMessage,
  markerNotYetMessage,
  noLeaderboardMessage,
  notEnteredForScoringMessage,
  notInYourGroupMessage,
  notPlayingMessage,
  scoreConflictMessage,
  scoringClosedMessage,
} from '@rgcc/shared/golf/live-scoring-constants';
import { accounts, auditLog, contentVersion, members as register, events, tournamentEntries, tournaments, type AccountRow } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let testApp: TestApp;
let admin: AccountRow;
let staffCookie: string;
const players: { cookie: string; memberId: string; name: string; accountId: number }[] = [];
let outsiderCookie: string;
let outsiderMemberId: string;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'live.admin@example.com');
  await createStaff(testApp, 'live.content@example.com', 'content');
  staffCookie = (await signIn(testApp, 'live.content@example.com', staffPassword)).cookie;
  const names = ['Rahim Chowdhury', 'Karim Hossain', 'Nasrin Akter', 'Tania Islam', 'Jamal Uddin'];
  for (const [index, name] of names.entries()) {
    const email = `live.player${index}@example.com`;
    const member = await readyMember(testApp, admin, email, { unlocked: true });
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, email));
    await testApp.database.db.update(register).set({ name }).where(eq(register.accountId, account!.id));
    players.push({ cookie: member.cookie, memberId: account!.memberId!, name, accountId: account!.id });
  }
  const outsider = await readyMember(testApp, admin, 'live.outsider@example.com', { unlocked: true });
  outsiderCookie = outsider.cookie;
  outsiderMemberId = (await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'live.outsider@example.com')))[0]!.memberId!;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

type Method = 'GET' | 'PUT';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const card = (...holes: number[]) => [...holes, ...Array.from({ length: 18 - holes.length }, () => null)];

/**
 * A tournament on `startsOn` with the first four players in group 1 and the fifth in group 2, its
 * draw published unless told otherwise.
 */
async function tournament(options: { startsOn?: string; published?: boolean; format?: 'stroke_gross' | 'stroke_net' | 'stableford'; playingHandicaps?: number[] } = {}) {
  const { db } = testApp.database;
  const startsOn = options.startsOn ?? clubToday();
  const [event] = await db.insert(events).values({ title: 'Live Cup', startsOn, endsOn: startsOn }).returning();
  const eventId = event!.id;
  await db.insert(tournaments).values({
    eventId,
    entriesCloseAt: new Date(Date.now() - 86_400_000),
    maxField: 40,
    format: options.format ?? 'stroke_gross',
    firstTeeTime: new Date(`${startsOn}T07:00:00+06:00`),
    teeIntervalMinutes: 10,
    drawPublishedAt: options.published === false ? null : new Date(),
  });
  for (const [index, player] of players.entries()) {
    await db.insert(tournamentEntries).values({
      eventId,
      accountId: player.accountId,
      handicapTenths: 100 + index * 10,
      drawGroup: index < 4 ? 1 : 2,
      drawPosition: (index % 4) + 1,
      playingHandicap: options.playingHandicaps?.[index] ?? null,
    });
  }
  return eventId;
}

const staffPut = (eventId: number, memberId: string, body: object) => call(staffCookie, 'PUT', `/api/admin/events/${eventId}/tournament/scores/${memberId}`, body);
const markerPut = (cookie: string, eventId: number, memberId: string, body: object) => call(cookie, 'PUT', `/api/member/tournaments/${eventId}/scores/${memberId}`, body);
const board = async (eventId: number) => (await call(undefined, 'GET', `/api/events/${eventId}/leaderboard`)).json<Leaderboard>();

describe('the leaderboard (GET /api/events/{id}/leaderboard)', () => {
  it('is 404 for an event without a tournament, and before the draw is published (the entry list is for members until then)', async () => {
    const [plain] = await testApp.database.db.insert(events).values({ title: 'Dinner', startsOn: '2099-01-01', endsOn: '2099-01-01' }).returning();
    const none = await call(undefined, 'GET', `/api/events/${plain!.id}/leaderboard`);
    expect([none.statusCode, none.json().message]).toEqual([404, noLeaderboardMessage]);
    const drawn = await tournament({ published: false });
    const early = await call(undefined, 'GET', `/api/events/${drawn}/leaderboard`);
    expect([early.statusCode, early.json().message]).toEqual([404, leaderboardClosedMessage]);
    const live = await call(undefined, 'GET', `/api/events/${drawn}/leaderboard/live`);
    expect([live.statusCode, live.json().message]).toEqual([404, leaderboardClosedMessage]);
  });

  it('shows every entrant with position, Thru, To Par and total (gross), ties as "T", those without a hole last', async () => {
    const eventId = await tournament();
    // The card: par 5 4 4 5 4 4 3 4 3, then the nine again.
    expect((await staffPut(eventId, players[0]!.memberId, { strokes: card(5, 4, 4) })).statusCode).toBe(200);
    expect((await staffPut(eventId, players[1]!.memberId, { strokes: card(4, 4, 5) })).statusCode).toBe(200);
    expect((await staffPut(eventId, players[2]!.memberId, { strokes: card(6, 5) })).statusCode).toBe(200);
    const answer = await board(eventId);
    expect(answer.format).toBe('stroke_gross');
    expect(answer.status).toBe('live');
    expect(answer.rows.map(({ position, memberId, name, thru, toPar, total, points }) => ({ position, memberId, name, thru, toPar, total, points }))).toEqual([
      { position: 'T1', memberId: players[0]!.memberId, name: 'Rahim Chowdhury', thru: 3, toPar: 0, total: 13, points: null },
      { position: 'T1', memberId: players[1]!.memberId, name: 'Karim Hossain', thru: 3, toPar: 0, total: 13, points: null },
      { position: '3', memberId: players[2]!.memberId, name: 'Nasrin Akter', thru: 2, toPar: 2, total: 11, points: null },
      { position: '', memberId: players[3]!.memberId, name: 'Tania Islam', thru: 0, toPar: null, total: null, points: null },
      { position: '', memberId: players[4]!.memberId, name: 'Jamal Uddin', thru: 0, toPar: null, total: null, points: null },
    ]);
  });

  it('counts Stableford points with the playing handicap (0 where the close of entries set none), and Thru "F" after 18', async () => {
    const eventId = await tournament({ format: 'stableford', playingHandicaps: [18] });
    const pars = [5, 4, 4, 5, 4, 4, 3, 4, 3];
    // Bogey on every hole with a stroke on each: net par, 2 points a hole.
    expect((await staffPut(eventId, players[0]!.memberId, { strokes: [...pars, ...pars].map((par) => par + 1) })).statusCode).toBe(200);
    expect((await staffPut(eventId, players[1]!.memberId, { strokes: card(6) })).statusCode).toBe(200);
    const rows = (await board(eventId)).rows;
    expect(rows[0]).toMatchObject({ memberId: players[0]!.memberId, thru: 'F', points: 36, total: 90, position: '1' });
    expect(rows[1]).toMatchObject({ memberId: players[1]!.memberId, thru: 1, points: 1 });
  });

  it('answers an ETag of its version: 304 to If-None-Match until a score changes it', async () => {
    const eventId = await tournament();
    const first = await call(undefined, 'GET', `/api/events/${eventId}/leaderboard`);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect((await call(undefined, 'GET', `/api/events/${eventId}/leaderboard`, undefined, { 'if-none-match': etag })).statusCode).toBe(304);
    await staffPut(eventId, players[0]!.memberId, { strokes: card(5) });
    const after = await call(undefined, 'GET', `/api/events/${eventId}/leaderboard`, undefined, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });
});

describe('staff scoring (PUT /api/admin/events/{id}/tournament/scores/{memberId})', () => {
  it('refuses a stroke outside 1–20 and anything but 18 holes with 400', async () => {
    const eventId = await tournament();
    for (const strokes of [card(21), card(0), card(4.5)]) {
      const answer = await staffPut(eventId, players[0]!.memberId, { strokes });
      expect([answer.statusCode, answer.json().message]).toEqual([400, holeStrokesMessage]);
    }
    for (const strokes of [[4, 4, 4], [...card(4), null]]) {
      const answer = await staffPut(eventId, players[0]!.memberId, { strokes });
      expect([answer.statusCode, answer.json().message]).toEqual([400, tournamentStrokesMessage]);
    }
  });

  it('answers 404 with a clear message for someone not entered', async () => {
    const eventId = await tournament();
    const answer = await staffPut(eventId, outsiderMemberId, { strokes: card(4) });
    expect([answer.statusCode, answer.json().message]).toEqual([404, notEnteredForScoringMessage(outsiderMemberId)]);
  });

  it('keeps the cards hole by hole, writes each change to the audit log, and leaves the public pages’ content version alone', async () => {
    const eventId = await tournament();
    const { db } = testApp.database;
    const [versionBefore] = await db.select().from(contentVersion);
    const saved = (await staffPut(eventId, players[0]!.memberId, { strokes: card(5, 4), version: 0 })).json<Scorecard>();
    expect(saved).toMatchObject({ memberId: players[0]!.memberId, strokes: card(5, 4), version: 1 });
    // Hole 2 corrected, hole 3 added: the version moves once.
    const again = (await staffPut(eventId, players[0]!.memberId, { strokes: card(5, 5, 3), version: 1 })).json<Scorecard>();
    expect(again).toMatchObject({ strokes: card(5, 5, 3), version: 2 });
    // A hole cleared.
    expect((await staffPut(eventId, players[0]!.memberId, { strokes: card(5, 5), version: 2 })).json<Scorecard>().strokes).toEqual(card(5, 5));
    const sheet = (await call(staffCookie, 'GET', `/api/admin/events/${eventId}/tournament/scores`)).json<ScoringSheet>();
    expect(sheet.closedReason).toBeNull();
    expect(sheet.pars).toEqual([5, 4, 4, 5, 4, 4, 3, 4, 3, 5, 4, 4, 5, 4, 4, 3, 4, 3]);
    expect(sheet.strokeIndexes.slice(0, 2)).toEqual([3, 17]);
    expect(sheet.cards.map((each) => each.memberId)).toEqual(players.map((player) => player.memberId));
    expect(sheet.cards[0]).toMatchObject({ strokes: card(5, 5), version: 3, group: 1 });
    const audited = await db.select().from(auditLog).where(eq(auditLog.action, 'tournament.scores_entered'));
    expect(audited.filter((entry) => entry.entityId === String(eventId) && entry.detail === players[0]!.memberId)).toHaveLength(3);
    const [versionAfter] = await db.select().from(contentVersion);
    expect(versionAfter!.version).toBe(versionBefore!.version);
  });

  it('two scorers saving one card at once never lose a score: the second gets 409 with the first’s strokes', async () => {
    const eventId = await tournament();
    const memberId = players[1]!.memberId;
    const [first, second] = await Promise.all([
      staffPut(eventId, memberId, { strokes: card(4), version: 0 }),
      markerPut(players[0]!.cookie, eventId, memberId, { strokes: card(6), version: 0 }),
    ]);
    const answers = [first, second].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 409]);
    const winner = answers[0]!.json<Scorecard>();
    const conflict = answers[1]!.json<ScoreConflict>();
    expect(conflict.message).toBe(scoreConflictMessage('Karim Hossain'));
    expect(conflict.current).toMatchObject({ memberId, strokes: winner.strokes, version: 1 });
    expect((await board(eventId)).rows.find((row) => row.memberId === memberId)!.total).toBe(winner.strokes[0]);
    // The loser (either may win on PostgreSQL) sends their card again with the version the conflict gave: it goes through.
    const again = first.statusCode === 409 ? await staffPut(eventId, memberId, { strokes: card(4), version: 1 }) : await markerPut(players[0]!.cookie, eventId, memberId, { strokes: card(6), version: 1 });
    expect(again.json<Scorecard>()).toMatchObject({ strokes: first.statusCode === 409 ? card(4) : card(6), version: 2 });
  });

  it('refuses scores once the results are published (409)', async () => {
    const eventId = await tournament();
    await testApp.database.db.update(tournaments).set({ resultsPublishedAt: new Date() }).where(eq(tournaments.eventId, eventId));
    const answer = await staffPut(eventId, players[0]!.memberId, { strokes: card(4) });
    expect([answer.statusCode, answer.json().message]).toEqual([409, scoringClosedMessage]);
    expect((await board(eventId)).status).toBe('final');
  });
});

describe("the marker (PUT /api/member/tournaments/{id}/scores/{memberId})", () => {
  it("keeps their own group's cards only, and sees only them", async () => {
    const eventId = await tournament();
    expect((await markerPut(players[0]!.cookie, eventId, players[3]!.memberId, { strokes: card(4) })).statusCode).toBe(200);
    const other = await markerPut(players[0]!.cookie, eventId, players[4]!.memberId, { strokes: card(4) });
    expect([other.statusCode, other.json().message]).toEqual([403, notInYourGroupMessage(players[4]!.memberId)]);
    const sheet = (await call(players[0]!.cookie, 'GET', `/api/member/tournaments/${eventId}/scores`)).json<ScoringSheet>();
    expect(sheet.cards.map((each) => each.name)).toEqual(['Rahim Chowdhury', 'Karim Hossain', 'Nasrin Akter', 'Tania Islam']);
    expect(sheet.cards[3]!.strokes).toEqual(card(4));
  });

  it('is refused to a member who does not play, and before the first day of the tournament', async () => {
    const eventId = await tournament();
    const outsider = await markerPut(outsiderCookie, eventId, players[0]!.memberId, { strokes: card(4) });
    expect([outsider.statusCode, outsider.json().message]).toEqual([404, notPlayingMessage]);
    const future = await tournament({ startsOn: addDays(clubToday(), 3) });
    const early = await markerPut(players[0]!.cookie, future, players[1]!.memberId, { strokes: card(4) });
    expect([early.statusCode, early.json().message]).toEqual([409, markerNotYetMessage]);
    expect((await call(players[0]!.cookie, 'GET', `/api/member/tournaments/${future}/scores`)).json<ScoringSheet>().closedReason).toBe(markerNotYetMessage);
    // Staff may enter them (cards brought in early, or corrected).
    expect((await staffPut(future, players[1]!.memberId, { strokes: card(4) })).statusCode).toBe(200);
  });
});

/** Reads Server-Sent Events from a listening server until `until` accepts one. */
async function nextLeaderboard(reader: ReadableStreamDefaultReader<Uint8Array>, until: (board: Leaderboard) => boolean, buffer: { text: string }) {
  const decoder = new TextDecoder();
  for (;;) {
    const end = buffer.text.indexOf('\n\n');
    if (end >= 0) {
      const message = buffer.text.slice(0, end);
      buffer.text = buffer.text.slice(end + 2);
      const data = message.split('\n').find((line) => line.startsWith('data: '));
      if (data) {
        const parsed = JSON.parse(data.slice(6)) as Leaderboard;
        if (until(parsed)) return parsed;
      }
      continue;
    }
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended');
    buffer.text += decoder.decode(value, { stream: true });
  }
}

describe('live updates (GET /api/events/{id}/leaderboard/live)', () => {
  it('streams the leaderboard at once, then each score, whichever server took it (a second server on the same database)', async () => {
    const eventId = await tournament();
    const { buildApp } = await import('../../../app');
    const other = await buildApp({ config: testApp.app.deps.config, db: await testApp.sameDatabase() }, { logger: false });
    const address = await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/api/events/${eventId}/leaderboard/live`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body!.getReader();
      const buffer = { text: '' };
      const first = await nextLeaderboard(reader, () => true, buffer);
      expect(first.rows.every((row) => row.thru === 0)).toBe(true);
      // Written through the first server: the second finds the new version within its poll.
      const written = Date.now();
      expect((await staffPut(eventId, players[2]!.memberId, { strokes: card(4, 4) })).statusCode).toBe(200);
      const seen = await nextLeaderboard(reader, (next) => next.rows.some((row) => row.memberId === players[2]!.memberId && row.thru === 2), buffer);
      expect(seen.rows[0]).toMatchObject({ memberId: players[2]!.memberId, position: '1', toPar: -1 });
      expect(Date.now() - written).toBeLessThan(10_000);
      await reader.cancel();
    } finally {
      await other.close();
    }
  });
});
