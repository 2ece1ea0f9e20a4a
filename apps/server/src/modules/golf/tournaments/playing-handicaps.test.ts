import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDateTimeOf } from '@rgcc/shared/format/club-date';
import {
  allowanceMessage,
  divisionMaxMessage,
  divisionNameMessage,
  divisionsCountMessage,
  divisionsLastOpenMessage,
  divisionsNamesMessage,
  divisionsOnlyLastOpenMessage,
  divisionsOrderMessage,
  entryTeeMessage,
  formatMessage,
  type MemberTournamentDetail,
  type PublicTournament,
  type StaffTournament,
} from '@rgcc/shared/golf/tournaments';
import { accounts, auditLog, events, members as register, tees, tournamentEntries, tournaments, type AccountRow } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { recordRound } from '../scores/record-round';
import { freezeClosedTournaments, unknownEntryTeeMessage } from './playing-handicaps';

/**
 * Part results of issue 24: a tournament's format, allowance and divisions, each entry's tees,
 * and its playing handicap set at the close of entries (decision 0038).
 */

let testApp: TestApp;
let admin: AccountRow;
let staffCookie: string;
const players: { memberId: string; accountId: number; cookie: string }[] = [];
let men = 0;
let women = 0;

const later = () => clubDateTimeOf(new Date(Date.now() + 86_400_000));

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'ph.admin@example.com');
  await createStaff(testApp, 'ph.content@example.com', 'content');
  staffCookie = (await signIn(testApp, 'ph.content@example.com', staffPassword)).cookie;
  for (let index = 0; index < 4; index++) {
    const email = `ph.member${index}@example.com`;
    const member = await readyMember(testApp, admin, email, { unlocked: true });
    const [account] = await testApp.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    players.push({ memberId: member.memberId, accountId: account!.id, cookie: member.cookie });
  }
  const seeded = await testApp.database.db.select().from(tees).orderBy(tees.position);
  men = seeded.find((tee) => tee.name === 'Men')!.id;
  women = seeded.find((tee) => tee.name === 'Women')!.id;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) => testApp.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const asStaff = (method: Method, url: string, payload?: object) => call(staffCookie, method, url, payload);

async function newEvent(title: string) {
  const [event] = await testApp.database.db.insert(events).values({ title, startsOn: '2099-05-01', endsOn: '2099-05-01' }).returning();
  return event!.id;
}
const settings = (eventId: number, body: object) => asStaff('PUT', `/api/admin/events/${eventId}/tournament`, { entriesCloseAt: later(), maxField: 40, handicapLimit: null, ...body });

describe('the format, the allowance and the divisions', () => {
  it('the allowance defaults by format (Appendix C: 95 % for individual stroke play net and Stableford; gross uses none, 100)', async () => {
    const eventId = await newEvent('Format Cup');
    const opened = await settings(eventId, { format: 'stroke_net' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<StaffTournament>().settings).toMatchObject({ format: 'stroke_net', allowancePercent: 95, divisions: [] });
    // A format changed without an allowance takes the new format's default.
    expect((await settings(eventId, { format: 'stroke_gross' })).json<StaffTournament>().settings).toMatchObject({ format: 'stroke_gross', allowancePercent: 100 });
    expect((await settings(eventId, { format: 'stableford' })).json<StaffTournament>().settings).toMatchObject({ format: 'stableford', allowancePercent: 95 });
    // A chosen allowance is kept, also when a later save leaves it and the format out.
    expect((await settings(eventId, { format: 'stableford', allowancePercent: 85 })).json<StaffTournament>().settings).toMatchObject({ allowancePercent: 85 });
    expect((await settings(eventId, {})).json<StaffTournament>().settings).toMatchObject({ format: 'stableford', allowancePercent: 85 });
    // Opened without a format: stroke play gross, as before issue 24.
    const plain = await newEvent('Plain Cup');
    expect((await settings(plain, {})).json<StaffTournament>().settings).toMatchObject({ format: 'stroke_gross', allowancePercent: 100 });

    const shown = (await call(undefined, 'GET', `/api/events/${eventId}/tournament`)).json<PublicTournament>();
    expect(shown).toMatchObject({ format: 'stableford', allowancePercent: 85, divisions: [], results: null });
    const forMember = (await call(players[0]!.cookie, 'GET', `/api/member/tournaments/${eventId}`)).json<MemberTournamentDetail>();
    expect(forMember).toMatchObject({ format: 'stableford', allowancePercent: 85, tees: [{ name: 'Men' }, { name: 'Women' }] });
    const [audit] = await testApp.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(eventId))).orderBy(auditLog.id).limit(1);
    expect(audit?.after).toMatchObject({ format: 'stroke_net', allowancePercent: 95 });
  });

  it('refuses a format or an allowance out of range, each with its message', async () => {
    const eventId = await newEvent('Allowance Cup');
    for (const allowancePercent of [0, 101, 92.5, '95']) {
      expect((await settings(eventId, { allowancePercent })).json()).toMatchObject({ errors: { allowancePercent: allowanceMessage } });
    }
    expect((await settings(eventId, { format: 'match_play' })).json()).toMatchObject({ errors: { format: formatMessage } });
  });

  it('saves divisions from the lowest handicaps up, the last open-ended, and refuses others with a clear message', async () => {
    const eventId = await newEvent('Division Cup');
    const divisions = [
      { name: 'A', maxHandicap: 12 },
      { name: 'B', maxHandicap: 24 },
      { name: 'C', maxHandicap: null },
    ];
    const saved = await settings(eventId, { format: 'stroke_net', divisions });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<StaffTournament>().settings?.divisions).toEqual(divisions);
    expect((await call(undefined, 'GET', `/api/events/${eventId}/tournament`)).json<PublicTournament>().divisions).toEqual(divisions);

    const refused = async (body: unknown, path: string, message: string) => {
      const response = await settings(eventId, { divisions: body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { [path]: message } });
    };
    await refused([{ name: 'All', maxHandicap: null }], 'divisions', divisionsCountMessage);
    await refused(Array.from({ length: 7 }, (_, index) => ({ name: `D${index}`, maxHandicap: index === 6 ? null : index * 5 })), 'divisions', divisionsCountMessage);
    await refused([{ name: 'A', maxHandicap: 24 }, { name: 'B', maxHandicap: 12 }, { name: 'C', maxHandicap: null }], 'divisions.1.maxHandicap', divisionsOrderMessage);
    await refused([{ name: 'A', maxHandicap: 12 }, { name: 'B', maxHandicap: 12 }, { name: 'C', maxHandicap: null }], 'divisions.1.maxHandicap', divisionsOrderMessage);
    await refused([{ name: 'A', maxHandicap: 12 }, { name: 'B', maxHandicap: 24 }], 'divisions.1.maxHandicap', divisionsLastOpenMessage);
    await refused([{ name: 'A', maxHandicap: null }, { name: 'B', maxHandicap: null }], 'divisions.0.maxHandicap', divisionsOnlyLastOpenMessage);
    await refused([{ name: 'A', maxHandicap: 12 }, { name: 'a', maxHandicap: null }], 'divisions', divisionsNamesMessage);
    await refused([{ name: '', maxHandicap: 12 }, { name: 'B', maxHandicap: null }], 'divisions.0.name', divisionNameMessage);
    await refused([{ name: 'A', maxHandicap: 61 }, { name: 'B', maxHandicap: null }], 'divisions.0.maxHandicap', divisionMaxMessage);
    await refused([{ name: 'A', maxHandicap: 10.5 }, { name: 'B', maxHandicap: null }], 'divisions.0.maxHandicap', divisionMaxMessage);
    // None: one field again.
    expect((await settings(eventId, { divisions: [] })).json<StaffTournament>().settings?.divisions).toEqual([]);
  });
});

describe('tees and playing handicaps at the close of entries', () => {
  it('a member enters on the tees they choose (the first by default); unknown tees are refused', async () => {
    const eventId = await newEvent('Tee Cup');
    await settings(eventId, { format: 'stroke_net' });
    const enter = (index: number, body: object) => call(players[index]!.cookie, 'POST', `/api/member/tournaments/${eventId}/entry`, body);
    expect((await enter(0, { handicap: 10, teeId: 99_999 })).json()).toMatchObject({ errors: { teeId: unknownEntryTeeMessage } });
    expect((await enter(0, { handicap: 10, teeId: 'Men' })).json()).toMatchObject({ errors: { teeId: entryTeeMessage } });
    expect((await enter(0, { handicap: 10 })).statusCode).toBe(201);
    expect((await enter(1, { handicap: 10, teeId: women })).statusCode).toBe(201);
    const entries = (await asStaff('GET', `/api/admin/events/${eventId}/tournament`)).json<StaffTournament>().entries;
    expect(entries.map((entry) => [entry.memberId, entry.tee, entry.playingHandicap])).toEqual([
      [players[0]!.memberId, 'Men', null],
      [players[1]!.memberId, 'Women', null],
    ]);
    const own = (await call(players[1]!.cookie, 'GET', `/api/member/tournaments/${eventId}`)).json<MemberTournamentDetail>();
    expect(own.entry).toMatchObject({ tee: 'Women', playingHandicap: null, division: null });
  });

  it("from the Federation's index, else the club estimate, else the declared handicap: Course Handicap of 18 holes on the entry's tees × 95 %, rounded once (Rules 6.1 Note, 6.2)", async () => {
    const db = testApp.database.db;
    // M0: the Federation's 12.4. M1: three 18-hole rounds of 90 with no index (par + 5 does not bite):
    // each differential 113 / 124 × (90 − 70.6) = 17.7, so the estimate is 17.7 − 2.0 = 15.7 (Rule 5.2a, 3 scores).
    // M2 and M3: no index, their declared 36.0 and 20.0.
    await db.update(register).set({ handicapIndexTenths: 124, handicapAsOf: '2025-01-01' }).where(eq(register.accountId, players[0]!.accountId));
    await db.transaction(async (tx) => {
      for (const playedOn of ['2025-01-02', '2025-01-03', '2025-01-04']) {
        await recordRound(tx, { accountId: players[1]!.accountId, playedOn, teeId: men, strokes: [6, 5, 5, 6, 5, 5, 4, 5, 4, 6, 5, 5, 6, 5, 5, 4, 5, 4], postedBy: null });
      }
    });
    const eventId = await newEvent('Handicap Cup');
    const divisions = [
      { name: 'A', maxHandicap: 12 },
      { name: 'B', maxHandicap: 24 },
      { name: 'C', maxHandicap: null },
    ];
    await settings(eventId, { format: 'stroke_net', divisions });
    const enter = (index: number, body: object) => call(players[index]!.cookie, 'POST', `/api/member/tournaments/${eventId}/entry`, body);
    await enter(0, { handicap: 11 });
    await enter(1, { handicap: 11 });
    await enter(2, { handicap: 36, teeId: women });
    await enter(3, { handicap: 20, teeId: women });
    const open = (await asStaff('GET', `/api/admin/events/${eventId}/tournament`)).json<StaffTournament>();
    expect(open.entries.every((entry) => entry.playingHandicap === null && entry.handicapSource === null)).toBe(true);

    const closed = (await asStaff('POST', `/api/admin/events/${eventId}/tournament/close`)).json<StaffTournament>();
    const byMember = (tournament: StaffTournament) => tournament.entries.map((entry) => [entry.memberId, entry.tee, entry.playingHandicap, entry.handicapSource, entry.division]);
    // Men: CR 70.6, Slope 124, par 72; Women: CR 70.6, Slope 127, par 72.
    expect(byMember(closed)).toEqual([
      // 12.4 × 124/113 − 1.4 = 12.207, × 0.95 = 11.597 → 12 (the rounded Course Handicap 12 × 0.95 would give 11).
      [players[0]!.memberId, 'Men', 12, 'official', 'A'],
      // 15.7 × 124/113 − 1.4 = 15.828, × 0.95 = 15.04 → 15.
      [players[1]!.memberId, 'Men', 15, 'estimate', 'B'],
      // 36.0 × 127/113 − 1.4 = 39.060, × 0.95 = 37.11 → 37.
      [players[2]!.memberId, 'Women', 37, 'declared', 'C'],
      // 20.0 × 127/113 − 1.4 = 21.078, × 0.95 = 20.02 → 20.
      [players[3]!.memberId, 'Women', 20, 'declared', 'B'],
    ]);

    // Frozen: a new official index after the close changes nothing.
    await db.update(register).set({ handicapIndexTenths: 20 }).where(eq(register.accountId, players[0]!.accountId));
    expect(byMember((await asStaff('GET', `/api/admin/events/${eventId}/tournament`)).json<StaffTournament>())[0]).toEqual([players[0]!.memberId, 'Men', 12, 'official', 'A']);

    // Staff change an entrant's tees: their playing handicap follows (36.0 on Men: 38.104 × 0.95 = 36.2 → 36), audited.
    const changed = await asStaff('PUT', `/api/admin/events/${eventId}/tournament/entries/${players[2]!.memberId}/tee`, { teeId: men });
    expect(changed.statusCode).toBe(200);
    expect(byMember(changed.json<StaffTournament>())[2]).toEqual([players[2]!.memberId, 'Men', 36, 'declared', 'C']);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'tournament.entry_tee_changed'));
    expect(audit).toMatchObject({ entityId: String(eventId), before: { tee: 'Women', playingHandicap: 37 }, after: { tee: 'Men', playingHandicap: 36 } });
    expect((await asStaff('PUT', `/api/admin/events/${eventId}/tournament/entries/${players[2]!.memberId}/tee`, { teeId: 99_999 })).json()).toMatchObject({
      errors: { teeId: unknownEntryTeeMessage },
    });
    expect((await asStaff('PUT', `/api/admin/events/${eventId}/tournament/entries/M-99999/tee`, { teeId: men })).statusCode).toBe(404);

    // The member sees theirs; the draw shows them.
    const own = (await call(players[3]!.cookie, 'GET', `/api/member/tournaments/${eventId}`)).json<MemberTournamentDetail>();
    expect(own.entry).toMatchObject({ tee: 'Women', playingHandicap: 20, division: 'B' });
    const drawn = await asStaff('POST', `/api/admin/events/${eventId}/tournament/draw`, { firstTeeTime: '2099-05-01T07:00', intervalMinutes: 10 });
    expect(drawn.statusCode).toBe(200);
    await asStaff('POST', `/api/admin/events/${eventId}/tournament/publish`);
    // Drawn by playing handicap, lowest first: 12, 15, 20, 36 (the console's draw shows them).
    const inDraw = (await asStaff('GET', `/api/admin/events/${eventId}/tournament`)).json<StaffTournament>().entries;
    expect(inDraw.map((entry) => [entry.group, entry.playingHandicap])).toEqual([
      [1, 12],
      [1, 15],
      [1, 20],
      [1, 36],
    ]);
  });

  it('are set at the first read after the close time passes, and by the job, once', async () => {
    const db = testApp.database.db;
    const eventId = await newEvent('Lapse Cup');
    await settings(eventId, { format: 'stableford' });
    await call(players[3]!.cookie, 'POST', `/api/member/tournaments/${eventId}/entry`, { handicap: 20 });
    // The close time passes with nobody acting.
    await db.update(tournaments).set({ entriesCloseAt: new Date(Date.now() - 1000) }).where(eq(tournaments.eventId, eventId));
    expect(await freezeClosedTournaments(db)).toBe(1);
    expect(await freezeClosedTournaments(db)).toBe(0);
    const [entry] = await db.select().from(tournamentEntries).where(eq(tournamentEntries.eventId, eventId));
    // 20.0 on Men: 20.547 × 0.95 = 19.52 → 20.
    expect(entry).toMatchObject({ playingHandicap: 20, handicapSource: 'declared', division: null });

    const read = await newEvent('Read Cup');
    await settings(read, { format: 'stroke_net' });
    await call(players[3]!.cookie, 'POST', `/api/member/tournaments/${read}/entry`, { handicap: 20 });
    await db.update(tournaments).set({ entriesCloseAt: new Date(Date.now() - 1000) }).where(eq(tournaments.eventId, read));
    const shown = (await call(players[3]!.cookie, 'GET', `/api/member/tournaments/${read}`)).json<MemberTournamentDetail>();
    expect(shown.entry).toMatchObject({ playingHandicap: 20 });
  });

  it('settings changed after the close set them again with the new allowance and divisions', async () => {
    const eventId = await newEvent('Resettle Cup');
    await settings(eventId, { format: 'stroke_net' });
    await call(players[3]!.cookie, 'POST', `/api/member/tournaments/${eventId}/entry`, { handicap: 20 });
    await asStaff('POST', `/api/admin/events/${eventId}/tournament/close`);
    const past = clubDateTimeOf(new Date(Date.now() - 60_000));
    const changed = await settings(eventId, { entriesCloseAt: past, allowancePercent: 80, divisions: [{ name: 'Low', maxHandicap: 15 }, { name: 'High', maxHandicap: null }] });
    // 20.547 × 0.80 = 16.44 → 16, in High.
    expect(changed.json<StaffTournament>().entries[0]).toMatchObject({ playingHandicap: 16, handicapSource: 'declared', division: 'High' });
    // Opened again: forgotten until the new close.
    expect((await settings(eventId, {})).json<StaffTournament>().entries[0]).toMatchObject({ playingHandicap: null, division: null });
  });
});
