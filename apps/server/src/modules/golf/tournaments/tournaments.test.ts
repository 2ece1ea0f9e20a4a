import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { formatEventDate } from '@rgcc/shared/content/event-dates';
import { clubDateTimeOf } from '@rgcc/shared/format/club-date';
import { memberIdMessage, unknownMemberIdMessage } from '@rgcc/shared/membership/member-id';
import {
  handicapDecimalsMessage,
  handicapRangeMessage,
  handicapRequiredMessage,
  entryRemovalReasonMessage,
  maxFieldMessage,
  teeIntervalMessage,
  type MemberTournament,
  type MemberTournamentDetail,
  type PublicTournament,
  type StaffTournament,
} from '@rgcc/shared/golf/tournaments';
import { accounts, auditLog, members as register, contentVersion, events, outgoingMail, tournamentEntries, type AccountRow } from '../../../db/schema';
import { memberSuspendedMessage, membersOnlyMessage, paymentRequiredMessage, sectionNotInRoleMessage } from '../../account/entry';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  alreadyClosedMessage,
  alreadyEnteredMessage,
  drawPublishedMessage,
  drawWhileOpenMessage,
  entriesClosedMessage,
  fieldBelowEntriesMessage,
  fieldFullMessage,
  inactiveEntrantMessage,
  memberAlreadyEnteredMessage,
  memberNotEnteredMessage,
  notDrawnMessage,
  notEnteredMessage,
  notOpenForEntriesMessage,
  nothingToDrawMessage,
  staffHandicapOverLimitMessage,
  withdrawClosedMessage,
  enterTournament,
} from './service';
import { entriesCsvHeader } from './tournament-csv';

let testApp: TestApp;
let admin: AccountRow;
let staffCookie: string;
const members: { email: string; cookie: string; name: string }[] = [];
let lockedCookie: string;

/** Tomorrow at the club, as the settings form gives it. */
const later = () => clubDateTimeOf(new Date(Date.now() + 86_400_000));

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'tour.admin@example.com');
  await createStaff(testApp, 'tour.content@example.com', 'content');
  staffCookie = (await signIn(testApp, 'tour.content@example.com', staffPassword)).cookie;
  const names = ['Rahim Chowdhury', 'Karim Hossain', 'Nasrin Akter', 'Tania Islam', 'Jamal Uddin', 'Selina Parvin'];
  for (const [index, name] of names.entries()) {
    const email = `tour.member${index}@example.com`;
    const member = await readyMember(testApp, admin, email, { unlocked: true });
    const [account] = await testApp.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    await testApp.database.db.update(register).set({ name }).where(eq(register.accountId, account!.id));
    members.push({ email, cookie: member.cookie, name });
  }
  lockedCookie = (await readyMember(testApp, admin, 'tour.locked@example.com', { unlocked: false })).cookie;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const asStaff = (method: Method, url: string, payload?: object) => call(staffCookie, method, url, payload);
const asMember = (index: number, method: Method, url: string, payload?: object) => call(members[index]!.cookie, method, url, payload);

async function newEvent(title: string) {
  const [event] = await testApp.database.db.insert(events).values({ title, startsOn: '2099-03-01', endsOn: '2099-03-01' }).returning();
  return event!.id;
}

async function openForEntries(eventId: number, settings: { maxField?: number; handicapLimit?: number | null } = {}) {
  const response = await asStaff('PUT', `/api/admin/events/${eventId}/tournament`, { entriesCloseAt: later(), maxField: 40, handicapLimit: null, ...settings });
  expect(response.statusCode).toBe(200);
  return response.json<StaffTournament>();
}

const enter = (index: number, eventId: number, handicap: unknown) => asMember(index, 'POST', `/api/member/tournaments/${eventId}/entry`, { handicap });
const auditActions = async (eventId: number) =>
  (await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'event'), eq(auditLog.entityId, String(eventId)))).orderBy(auditLog.id)).map(
    (entry) => entry.action,
  );
const version = async () => (await testApp.database.db.select().from(contentVersion))[0]!.version;

describe('opening an event for entries', () => {
  it('staff set the close time, maximum field and handicap limit; the event page shows them; the change is audited', async () => {
    const eventId = await newEvent('Monsoon Medal');
    expect((await asStaff('GET', `/api/admin/events/${eventId}/tournament`)).json()).toMatchObject({ settings: null, open: false, entries: [], draw: null });
    expect((await call(undefined, 'GET', `/api/events/${eventId}/tournament`)).json()).toEqual({ message: notOpenForEntriesMessage });
    const before = await version();

    const saved = await openForEntries(eventId, { maxField: 24, handicapLimit: 28 });
    expect(saved.settings).toMatchObject({ maxField: 24, handicapLimit: 28 });
    expect(saved.open).toBe(true);
    expect(await version()).toBeGreaterThan(before);

    const shown = await call(undefined, 'GET', `/api/events/${eventId}/tournament`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, no-cache');
    expect(shown.json<PublicTournament>()).toMatchObject({ eventId, maxField: 24, handicapLimit: 28, draw: null });
    expect(clubDateTimeOf(new Date(shown.json<PublicTournament>().entriesCloseAt))).toBe(saved.settings!.entriesCloseAt);

    await openForEntries(eventId, { maxField: 30, handicapLimit: null });
    expect(await auditActions(eventId)).toEqual(['tournament.opened', 'tournament.updated']);
  });

  it('refuses settings that break the rules, each with its message', async () => {
    const eventId = await newEvent('Settings Cup');
    const put = (body: object) => asStaff('PUT', `/api/admin/events/${eventId}/tournament`, { entriesCloseAt: later(), maxField: 20, handicapLimit: null, ...body });
    expect((await put({ maxField: 1 })).json()).toMatchObject({ errors: { maxField: maxFieldMessage } });
    expect((await put({ maxField: 4.5 })).json()).toMatchObject({ errors: { maxField: maxFieldMessage } });
    expect((await put({ handicapLimit: 60 })).json()).toMatchObject({ errors: { handicapLimit: 'Handicap limit must be between 0 and 54' } });
    expect((await put({ entriesCloseAt: '' })).json()).toMatchObject({ errors: { entriesCloseAt: 'Entry close date and time is required' } });
    expect((await put({ entriesCloseAt: '2099-02-30T10:00' })).json()).toMatchObject({ errors: { entriesCloseAt: 'The date must be a real date' } });
    expect((await asStaff('PUT', '/api/admin/events/999999/tournament', { entriesCloseAt: later(), maxField: 20, handicapLimit: null })).statusCode).toBe(404);

    await openForEntries(eventId);
    for (const index of [0, 1, 2]) expect((await enter(index, eventId, 10 + index)).statusCode).toBe(201);
    const belowEntries = await put({ maxField: 2 });
    expect(belowEntries.statusCode).toBe(409);
    expect(belowEntries.json()).toEqual({ message: fieldBelowEntriesMessage(3), errors: { maxField: '3 members have entered: the maximum field cannot be lower.' } });
    expect((await put({ maxField: 3 })).statusCode).toBe(200);
    expect((await enter(3, eventId, 12)).json()).toEqual({ message: fieldFullMessage });
  });

  it('is for staff with Events: membership staff are refused', async () => {
    await createStaff(testApp, 'tour.membership@example.com', 'membership');
    const cookie = (await signIn(testApp, 'tour.membership@example.com', staffPassword)).cookie;
    const refused = await call(cookie, 'GET', `/api/admin/events/${await newEvent('Staff Only')}/tournament`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: sectionNotInRoleMessage('Events') });
  });
});

describe('entering and withdrawing', () => {
  let eventId: number;

  beforeAll(async () => {
    eventId = await newEvent('Riverside Open');
    await openForEntries(eventId, { maxField: 3, handicapLimit: 24.5 });
  });

  it('checks the handicap with the form messages', async () => {
    expect((await enter(0, eventId, undefined)).json()).toMatchObject({ errors: { handicap: handicapRequiredMessage } });
    expect((await enter(0, eventId, '12')).json()).toMatchObject({ errors: { handicap: handicapRequiredMessage } });
    expect((await enter(0, eventId, -1)).json()).toMatchObject({ errors: { handicap: handicapRangeMessage } });
    expect((await enter(0, eventId, 54.1)).json()).toMatchObject({ errors: { handicap: handicapRangeMessage } });
    expect((await enter(0, eventId, 12.34)).json()).toMatchObject({ errors: { handicap: handicapDecimalsMessage } });
  });

  it('refuses a handicap above the limit, naming the limit', async () => {
    const response = await enter(0, eventId, 24.6);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Your handicap is above this tournament's limit of 24.5.", errors: { handicap: "Your handicap is above this tournament's limit of 24.5." } });
  });

  it('takes an entry once, up to the maximum field; the entry list is for members', async () => {
    const entered = await enter(0, eventId, 24.5);
    expect(entered.statusCode).toBe(201);
    expect(entered.json()).toEqual({ message: 'You are entered in Riverside Open.' });
    // Confirmed by mail, once: a refused second entry sends nothing.
    const confirmations = async () =>
      (await testApp.database.db.select().from(outgoingMail).where(and(eq(outgoingMail.kind, 'tournament-entry'), eq(outgoingMail.toAddress, members[0]!.email)))).filter((mail) =>
        mail.subject.includes('Riverside Open'),
      );
    const [confirmation] = await confirmations();
    expect(confirmation?.subject).toBe('You are entered in Riverside Open');
    expect(confirmation?.textBody).toContain(`Dear ${members[0]!.name},`);
    expect(confirmation?.textBody).toContain('Your entry in Riverside Open is received, with handicap 24.5.');
    expect(confirmation?.textBody).toContain(`${testApp.publicUrl}/dashboard/events/${eventId}`);

    const twice = await enter(0, eventId, 10);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: alreadyEnteredMessage });
    expect(await confirmations()).toHaveLength(1);

    expect((await enter(1, eventId, 8.2)).statusCode).toBe(201);
    expect((await enter(2, eventId, 0)).statusCode).toBe(201);
    const full = await enter(3, eventId, 5);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: fieldFullMessage });

    const detail = (await asMember(3, 'GET', `/api/member/tournaments/${eventId}`)).json<MemberTournamentDetail>();
    expect(detail).toMatchObject({ title: 'Riverside Open', entryCount: 3, maxField: 3, handicapLimit: 24.5, open: true, entry: null, draw: null });
    expect(detail.entries).toEqual([
      { name: members[0]!.name, handicap: 24.5 },
      { name: members[1]!.name, handicap: 8.2 },
      { name: members[2]!.name, handicap: 0 },
    ]);
    // Not on the public page, which is the same for everyone.
    expect((await call(undefined, 'GET', `/api/events/${eventId}/tournament`)).body).not.toContain(members[0]!.name);
  });

  it("the dashboard lists open tournaments and the member's own entries", async () => {
    const mine = (await asMember(0, 'GET', '/api/member/tournaments')).json<MemberTournament[]>().find((item) => item.eventId === eventId);
    expect(mine).toMatchObject({ open: true, entryCount: 3, entry: { handicap: 24.5, group: null, teeTime: null } });
    const theirs = (await asMember(3, 'GET', '/api/member/tournaments')).json<MemberTournament[]>().find((item) => item.eventId === eventId);
    expect(theirs).toMatchObject({ open: true, entry: null });
  });

  it('speaks a Bangla reader’s language: the event’s Bangla title, its days and the tees’ names', async () => {
    onTestFinished(() => asMember(0, 'PUT', '/api/account/language', { language: 'en' }).then(() => undefined));
    await Promise.all([testApp.database.db.update(events).set({ bn: { title: 'রিভারসাইড ওপেন' } }).where(eq(events.id, eventId)), asMember(0, 'PUT', '/api/account/language', { language: 'bn' })]);
    const mine = (await asMember(0, 'GET', '/api/member/tournaments')).json<MemberTournament[]>().find((item) => item.eventId === eventId)!;
    const [event] = await testApp.database.db.select().from(events).where(eq(events.id, eventId));
    expect(mine).toMatchObject({ title: 'রিভারসাইড ওপেন', date: formatEventDate(event!, 'bn') });
    expect([mine.tees.map((tee) => tee.name), mine.entry!.tee]).toEqual([['পুরুষ', 'নারী'], expect.stringMatching(/^(পুরুষ|নারী)$/)]);
    expect((await asMember(3, 'GET', `/api/member/tournaments/${eventId}`)).json<MemberTournamentDetail>()).toMatchObject({ title: 'Riverside Open', tees: [{ name: 'Men' }, { name: 'Women' }] });
  });

  it('lets a member withdraw while entries are open, which frees the place', async () => {
    const withdrawn = await asMember(1, 'DELETE', `/api/member/tournaments/${eventId}/entry`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ message: 'You have withdrawn from Riverside Open.' });
    const again = await asMember(1, 'DELETE', `/api/member/tournaments/${eventId}/entry`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: notEnteredMessage });
    expect((await enter(3, eventId, 5)).statusCode).toBe(201);
  });

  it('after entries close: no entry, no withdrawal', async () => {
    const closed = await asStaff('POST', `/api/admin/events/${eventId}/tournament/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json<StaffTournament>().open).toBe(false);
    const twice = await asStaff('POST', `/api/admin/events/${eventId}/tournament/close`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: alreadyClosedMessage });

    const late = await enter(4, eventId, 5);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: entriesClosedMessage });
    const withdraw = await asMember(0, 'DELETE', `/api/member/tournaments/${eventId}/entry`);
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json()).toEqual({ message: withdrawClosedMessage });
    expect((await asMember(4, 'GET', '/api/member/tournaments')).json<MemberTournament[]>().some((item) => item.eventId === eventId)).toBe(false);
    expect(await auditActions(eventId)).toEqual(['tournament.opened', 'tournament.closed']);
  });

  it('a tournament that is not there is 404', async () => {
    const eventWithout = await newEvent('No Entries Here');
    for (const response of [await enter(0, eventWithout, 5), await asMember(0, 'GET', `/api/member/tournaments/${eventWithout}`), await asMember(0, 'DELETE', `/api/member/tournaments/${eventWithout}/entry`)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: notOpenForEntriesMessage });
    }
  });

  it('is for unlocked members: a locked, a suspended member and staff are refused with their messages', async () => {
    const locked = await call(lockedCookie, 'POST', `/api/member/tournaments/${eventId}/entry`, { handicap: 5 });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ message: paymentRequiredMessage });
    const staff = await asStaff('GET', '/api/member/tournaments');
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ message: membersOnlyMessage });
    expect((await call(undefined, 'GET', '/api/member/tournaments')).statusCode).toBe(401);
    // A suspension ends every session; one that raced it is refused by the service.
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, members[5]!.email));
    await expect(enterTournament(testApp.database.db, testApp.app.deps.config, { ...account!, deactivatedAt: new Date() }, eventId, { handicap: 5 })).rejects.toMatchObject({
      statusCode: 403,
      message: memberSuspendedMessage,
    });
  });

  it('the database keeps one entry per member', async () => {
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, members[0]!.email));
    await expect(testApp.database.db.insert(tournamentEntries).values({ eventId, accountId: account!.id, handicapTenths: 10 })).rejects.toThrow();
  });
});

describe('the draw', () => {
  let eventId: number;
  const firstTeeTime = '2099-03-01T07:30';

  beforeAll(async () => {
    eventId = await newEvent('Winter Fourball');
    await openForEntries(eventId);
    const handicaps = [18, 5.2, 24, 12, 12, 30];
    for (const [index, handicap] of handicaps.entries()) expect((await enter(index, eventId, handicap)).statusCode).toBe(201);
  });

  const draw = (body: object = { firstTeeTime, intervalMinutes: 10 }) => asStaff('POST', `/api/admin/events/${eventId}/tournament/draw`, body);

  it('waits for entries to close', async () => {
    const early = await draw();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: drawWhileOpenMessage });
    expect((await asStaff('POST', `/api/admin/events/${eventId}/tournament/publish`)).json()).toEqual({ message: notDrawnMessage });
  });

  it('checks the first tee time and the interval', async () => {
    expect((await draw({ firstTeeTime: '', intervalMinutes: 10 })).json()).toMatchObject({ errors: { firstTeeTime: 'First tee time is required' } });
    expect((await draw({ firstTeeTime, intervalMinutes: 3 })).json()).toMatchObject({ errors: { intervalMinutes: teeIntervalMessage } });
  });

  it('groups by handicap, lowest first, equal handicaps in entry order, with tee times from the first at the interval', async () => {
    await asStaff('POST', `/api/admin/events/${eventId}/tournament/close`);
    const drawn = await draw();
    expect(drawn.statusCode).toBe(200);
    const tournament = drawn.json<StaffTournament>();
    expect(tournament.draw).toEqual({ firstTeeTime, intervalMinutes: 10, publishedAt: null });
    // 6 players: two groups of 3, not 4 and 2.
    expect(tournament.entries.map((entry) => [entry.group, entry.name, entry.handicap, entry.teeTime])).toEqual([
      [1, members[1]!.name, 5.2, '2099-03-01T01:30:00.000Z'],
      [1, members[3]!.name, 12, '2099-03-01T01:30:00.000Z'],
      [1, members[4]!.name, 12, '2099-03-01T01:30:00.000Z'],
      [2, members[0]!.name, 18, '2099-03-01T01:40:00.000Z'],
      [2, members[2]!.name, 24, '2099-03-01T01:40:00.000Z'],
      [2, members[5]!.name, 30, '2099-03-01T01:40:00.000Z'],
    ]);
    // Not public until published.
    expect((await call(undefined, 'GET', `/api/events/${eventId}/tournament`)).json<PublicTournament>().draw).toBeNull();
    expect((await asMember(0, 'GET', `/api/member/tournaments/${eventId}`)).json<MemberTournamentDetail>()).toMatchObject({ draw: null, entry: { group: null, teeTime: null } });
  });

  it('may be drawn again before it is published', async () => {
    const redrawn = await draw({ firstTeeTime: '2099-03-01T08:00', intervalMinutes: 8 });
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.json<StaffTournament>().entries.map((entry) => entry.teeTime)).toEqual([
      ...Array(3).fill('2099-03-01T02:00:00.000Z'),
      ...Array(3).fill('2099-03-01T02:08:00.000Z'),
    ]);
  });

  it('exports the entry list in the draw order as CSV, times at the club', async () => {
    const csv = await asStaff('GET', `/api/admin/events/${eventId}/tournament/entries.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="event-${eventId}-entries-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    const lines = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(entriesCsvHeader.join(','));
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(new RegExp(`^1,2099-03-01 08:00,M-\\d+,${members[1]!.name},${members[1]!.email},5\\.2,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`));
    expect(lines[6]).toMatch(new RegExp(`^2,2099-03-01 08:08,.*,${members[5]!.name},.*,30\\.0,`));
  });

  it('publishing shows it on the event page, emails each player, and fixes it', async () => {
    const before = await version();
    const published = await asStaff('POST', `/api/admin/events/${eventId}/tournament/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json<StaffTournament>().draw?.publishedAt).toEqual(expect.any(String));
    expect(await version()).toBeGreaterThan(before);

    const shown = (await call(undefined, 'GET', `/api/events/${eventId}/tournament`)).json<PublicTournament>();
    expect(shown.draw).toEqual([
      { group: 1, teeTime: '2099-03-01T02:00:00.000Z', players: [members[1], members[3], members[4]].map((member, index) => ({ name: member!.name, handicap: [5.2, 12, 12][index] })) },
      { group: 2, teeTime: '2099-03-01T02:08:00.000Z', players: [members[0], members[2], members[5]].map((member, index) => ({ name: member!.name, handicap: [18, 24, 30][index] })) },
    ]);
    expect((await asMember(0, 'GET', '/api/member/tournaments')).json<MemberTournament[]>().find((item) => item.eventId === eventId)?.entry).toMatchObject({
      group: 2,
      teeTime: '2099-03-01T02:08:00.000Z',
    });

    const mails = await testApp.database.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'tournament-draw'));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(members.map((member) => member.email).sort());
    const mail = mails.find((candidate) => candidate.toAddress === members[0]!.email)!;
    expect(mail.subject).toBe('Your tee time for Winter Fourball');
    expect(mail.textBody).toContain('Your tee time: Sunday, 1 March 2099 at 08:08 (Dhaka time, UTC+6)');
    expect(mail.textBody).toContain(`You play in group 2 with ${members[2]!.name} and ${members[5]!.name}.`);
    expect(mail.textBody).toContain(`${testApp.publicUrl}/events/${eventId}`);

    for (const refused of [
      await draw(),
      await asStaff('POST', `/api/admin/events/${eventId}/tournament/publish`),
      await asStaff('PUT', `/api/admin/events/${eventId}/tournament`, { entriesCloseAt: later(), maxField: 40, handicapLimit: null }),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: drawPublishedMessage });
    }
    expect(await auditActions(eventId)).toEqual(['tournament.opened', 'tournament.closed', 'tournament.drawn', 'tournament.drawn', 'tournament.published']);
  });

  it('nobody entered: nothing to draw', async () => {
    const empty = await newEvent('Empty Cup');
    await openForEntries(empty);
    await asStaff('POST', `/api/admin/events/${empty}/tournament/close`);
    const response = await asStaff('POST', `/api/admin/events/${empty}/tournament/draw`, { firstTeeTime, intervalMinutes: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: nothingToDrawMessage });
  });

  it('changing the settings discards a draw not yet published', async () => {
    const other = await newEvent('Redraw Cup');
    await openForEntries(other);
    expect((await enter(0, other, 10)).statusCode).toBe(201);
    await asStaff('POST', `/api/admin/events/${other}/tournament/close`);
    expect((await asStaff('POST', `/api/admin/events/${other}/tournament/draw`, { firstTeeTime, intervalMinutes: 10 })).json<StaffTournament>().entries[0]!.group).toBe(1);
    const reopened = (await openForEntries(other)).entries[0];
    expect(reopened).toMatchObject({ group: null, teeTime: null });
  });
});

describe('entries by hand', () => {
  let eventId: number;
  const memberIdOf = async (index: number) => (await testApp.database.db.select().from(accounts).where(eq(accounts.email, members[index]!.email)))[0]!.memberId!;
  const add = (body: object) => asStaff('POST', `/api/admin/events/${eventId}/tournament/entries`, body);
  const remove = (memberId: string, body: object) => asStaff('POST', `/api/admin/events/${eventId}/tournament/entries/${memberId}/remove`, body);
  const mailsTo = async (index: number) =>
    (await testApp.database.db.select().from(outgoingMail).where(and(eq(outgoingMail.kind, 'tournament-entry'), eq(outgoingMail.toAddress, members[index]!.email)))).filter((mail) =>
      mail.subject.includes('Phone-in Trophy'),
    );

  beforeAll(async () => {
    eventId = await newEvent('Phone-in Trophy');
    await openForEntries(eventId, { maxField: 3, handicapLimit: 20 });
  });

  it('staff enter a member by member ID, written in any case; the member is mailed and the entry audited', async () => {
    const memberId = await memberIdOf(0);
    const added = await add({ memberId: ` ${memberId.toLowerCase()} `, handicap: 14.2 });
    expect(added.statusCode).toBe(201);
    expect(added.json<StaffTournament>().entries).toEqual([expect.objectContaining({ memberId, name: members[0]!.name, handicap: 14.2 })]);
    const [mail] = await mailsTo(0);
    expect(mail?.subject).toBe('You are entered in Phone-in Trophy');
    expect(mail?.textBody).toContain('The club has entered you in Phone-in Trophy with handicap 14.2.');
    expect(mail?.textBody).toContain(`${testApp.publicUrl}/dashboard/events/${eventId}`);
    expect((await asMember(0, 'GET', `/api/member/tournaments/${eventId}`)).json<MemberTournamentDetail>().entry).toMatchObject({ handicap: 14.2 });

    const twice = await add({ memberId, handicap: 10 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: memberAlreadyEnteredMessage(memberId) });
    expect(await auditActions(eventId)).toEqual(['tournament.opened', 'tournament.entry_added']);
  });

  it('refuses a malformed, unknown or inactive member and a handicap over the limit, each under its field', async () => {
    expect((await add({ memberId: '42', handicap: 10 })).json()).toMatchObject({ errors: { memberId: memberIdMessage } });
    expect((await add({ memberId: await memberIdOf(1) })).json()).toMatchObject({ errors: { handicap: handicapRequiredMessage } });
    const unknown = await add({ memberId: 'M-99999', handicap: 10 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: unknownMemberIdMessage('M-99999'), errors: { memberId: unknownMemberIdMessage('M-99999') } });
    const [locked] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'tour.locked@example.com'));
    const inactive = await add({ memberId: locked!.memberId, handicap: 10 });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({ message: inactiveEntrantMessage(locked!.memberId!), errors: { memberId: inactiveEntrantMessage(locked!.memberId!) } });
    const over = await add({ memberId: await memberIdOf(1), handicap: 20.1 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: staffHandicapOverLimitMessage(20), errors: { handicap: staffHandicapOverLimitMessage(20) } });
  });

  it('after entries close, staff still enter members up to the maximum field, and taking one away discards an unpublished draw', async () => {
    expect((await enter(1, eventId, 9)).statusCode).toBe(201);
    await asStaff('POST', `/api/admin/events/${eventId}/tournament/close`);
    expect((await asStaff('POST', `/api/admin/events/${eventId}/tournament/draw`, { firstTeeTime: '2099-03-01T07:00', intervalMinutes: 10 })).statusCode).toBe(200);

    const late = await add({ memberId: await memberIdOf(2), handicap: 3 });
    expect(late.statusCode).toBe(201);
    const afterLate = late.json<StaffTournament>();
    expect(afterLate.entries).toHaveLength(3);
    expect(afterLate.draw).toBeNull();
    expect(afterLate.entries.every((entry) => entry.group === null)).toBe(true);
    const full = await add({ memberId: await memberIdOf(3), handicap: 3 });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: fieldFullMessage });

    expect((await asStaff('POST', `/api/admin/events/${eventId}/tournament/draw`, { firstTeeTime: '2099-03-01T07:00', intervalMinutes: 10 })).statusCode).toBe(200);
    const memberId = await memberIdOf(0);
    expect((await remove(memberId, { reason: '  ' })).json()).toMatchObject({ errors: { reason: entryRemovalReasonMessage } });
    const removed = await remove(memberId, { reason: 'Not a member of the handicap committee list.' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<StaffTournament>()).toMatchObject({ draw: null });
    expect(removed.json<StaffTournament>().entries.map((entry) => entry.memberId)).not.toContain(memberId);
    const mail = (await mailsTo(0)).find((candidate) => candidate.subject === 'Your entry in Phone-in Trophy is withdrawn');
    expect(mail?.textBody).toContain('The club has withdrawn your entry in Phone-in Trophy.');
    expect(mail?.textBody).toContain('Reason: Not a member of the handicap committee list.');

    const again = await remove(memberId, { reason: 'Twice.' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: memberNotEnteredMessage(memberId) });
    expect((await remove('nonsense', { reason: 'Why not.' })).json()).toMatchObject({ message: memberIdMessage });
    const [removal] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(eventId)), eq(auditLog.action, 'tournament.entry_removed')));
    expect(removal).toMatchObject({ detail: 'Not a member of the handicap committee list.', before: { memberId, handicap: 14.2 } });
  });

  it('a published draw takes no entry by hand and loses none', async () => {
    expect((await asStaff('POST', `/api/admin/events/${eventId}/tournament/draw`, { firstTeeTime: '2099-03-01T07:00', intervalMinutes: 10 })).statusCode).toBe(200);
    expect((await asStaff('POST', `/api/admin/events/${eventId}/tournament/publish`)).statusCode).toBe(200);
    for (const refused of [await add({ memberId: await memberIdOf(3), handicap: 3 }), await remove(await memberIdOf(1), { reason: 'Too late.' })]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: drawPublishedMessage });
    }
    expect(await testApp.database.db.$count(tournamentEntries, eq(tournamentEntries.eventId, eventId))).toBe(2);
  });

  it('an event not open for entries is 404', async () => {
    const other = await newEvent('Not Yet Open');
    const response = await asStaff('POST', `/api/admin/events/${other}/tournament/entries`, { memberId: await memberIdOf(0), handicap: 3 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: notOpenForEntriesMessage });
  });
});

describe('the last place, taken at once', () => {
  it('concurrent entries leave exactly the maximum field; every refusal is 409 with its message', async () => {
    const eventId = await newEvent('Crowded Classic');
    await openForEntries(eventId, { maxField: 4 });
    const crowd = [...members.map((member) => member.email)];
    for (let index = 0; index < 14; index += 1) crowd.push((await readyMember(testApp, admin, `tour.crowd${index}@example.com`, { unlocked: true })).application.email);
    const entrants = await testApp.database.db.select().from(accounts).where(inArray(accounts.email, crowd));
    // Each on a connection of its own where the database has them (PostgreSQL), all at once.
    const answers = await Promise.allSettled(entrants.map((account, index) => enterTournament(testApp.database.db, testApp.app.deps.config, account, eventId, { handicap: index })));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(4);
    const refusals = answers.filter((answer) => answer.status === 'rejected');
    expect(refusals).toHaveLength(entrants.length - 4);
    for (const refusal of refusals) expect(refusal.reason).toMatchObject({ statusCode: 409, message: fieldFullMessage });
    expect(await testApp.database.db.$count(tournamentEntries, eq(tournamentEntries.eventId, eventId))).toBe(4);
  }, 120_000);

  it('one member entering twice at once is kept once', async () => {
    const eventId = await newEvent('Double Click Cup');
    await openForEntries(eventId);
    const answers = await Promise.all([enter(0, eventId, 10), enter(0, eventId, 10), enter(0, eventId, 10)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await testApp.database.db.$count(tournamentEntries, eq(tournamentEntries.eventId, eventId))).toBe(1);
  });
});

describe('a suspension', () => {
  it('withdraws the member from tournaments still taking entries, and leaves closed fields as staff left them', async () => {
    const email = 'tour.suspended@example.com';
    const { cookie } = await readyMember(testApp, admin, email, { unlocked: true });
    const openId = await newEvent('Suspension Open');
    const closedId = await newEvent('Suspension Closed');
    for (const eventId of [openId, closedId]) {
      await openForEntries(eventId);
      expect((await call(cookie, 'POST', `/api/member/tournaments/${eventId}/entry`, { handicap: 12 })).statusCode).toBe(201);
    }
    expect((await asStaff('POST', `/api/admin/events/${closedId}/tournament/close`)).statusCode).toBe(200);
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, email));
    const { cookie: adminCookie } = await signIn(testApp, 'tour.admin@example.com', staffPassword);
    expect((await call(adminCookie, 'POST', `/api/admin/members/${account!.id}/suspend`, { reason: 'Unpaid bills' })).statusCode).toBe(200);
    const left = await testApp.database.db.select({ eventId: tournamentEntries.eventId }).from(tournamentEntries).where(eq(tournamentEntries.accountId, account!.id));
    expect(left.map((entry) => entry.eventId)).toEqual([closedId]);
  });
});

describe('mails in the member’s language', () => {
  it('confirms, withdraws and tells the tee time in Bangla to a member who reads Bangla, with the event page in it', async () => {
    const names = ['Rafiq Islam', 'Shirin Sultana', 'Monir Hossain'];
    const bangla: AccountRow[] = [];
    for (const [index, name] of names.entries()) {
      const email = `tour.bangla${index}@example.com`;
      await readyMember(testApp, admin, email, { unlocked: true });
      const [account] = await testApp.database.db.update(accounts).set({ language: 'bn' }).where(eq(accounts.email, email)).returning();
      await testApp.database.db.update(register).set({ name }).where(eq(register.accountId, account!.id));
      bangla.push(account!);
    }
    const eventId = await newEvent('Baishakhi Cup');
    await openForEntries(eventId);
    const mailsOf = async (index: number, kind: 'tournament-entry' | 'tournament-draw') =>
      testApp.database.db
        .select()
        .from(outgoingMail)
        .where(and(eq(outgoingMail.kind, kind), eq(outgoingMail.toAddress, bangla[index]!.email)))
        .orderBy(outgoingMail.id);
    const add = (index: number, handicap: number) => asStaff('POST', `/api/admin/events/${eventId}/tournament/entries`, { memberId: bangla[index]!.memberId, handicap });

    await enterTournament(testApp.database.db, testApp.app.deps.config, bangla[0]!, eventId, { handicap: 8 });
    const [entered] = await mailsOf(0, 'tournament-entry');
    expect(entered!.subject).toBe('Baishakhi Cup-এ আপনার অংশগ্রহণ নিশ্চিত হয়েছে');
    expect(entered!.textBody).toContain('প্রিয় Rafiq Islam,');
    expect(entered!.textBody).toContain('Baishakhi Cup-এ আপনার অংশগ্রহণ ৮.০ হ্যান্ডিক্যাপসহ গ্রহণ করা হয়েছে।');
    expect(entered!.textBody).toContain(`${testApp.publicUrl}/dashboard/events/${eventId}`);
    expect(entered!.htmlBody).toContain('<html lang="bn">');

    expect((await add(1, 12.3)).statusCode).toBe(201);
    expect((await mailsOf(1, 'tournament-entry'))[0]!.textBody).toContain('ক্লাব আপনাকে ১২.৩ হ্যান্ডিক্যাপসহ Baishakhi Cup-এ অংশগ্রহণকারী হিসেবে যুক্ত করেছে।');

    expect((await add(2, 20)).statusCode).toBe(201);
    const reason = 'Dates clash with the club championship.';
    expect((await asStaff('POST', `/api/admin/events/${eventId}/tournament/entries/${bangla[2]!.memberId}/remove`, { reason })).statusCode).toBe(200);
    const [, removed] = await mailsOf(2, 'tournament-entry');
    expect(removed!.subject).toBe('Baishakhi Cup-এ আপনার অংশগ্রহণ প্রত্যাহার করা হয়েছে');
    expect(removed!.textBody).toContain('ক্লাব Baishakhi Cup-এ আপনার অংশগ্রহণ প্রত্যাহার করেছে।');
    expect(removed!.textBody).toContain(`কারণ: ${reason}`);

    expect((await add(2, 20)).statusCode).toBe(201);
    await asStaff('POST', `/api/admin/events/${eventId}/tournament/close`);
    expect((await asStaff('POST', `/api/admin/events/${eventId}/tournament/draw`, { firstTeeTime: '2099-03-01T08:00', intervalMinutes: 10 })).statusCode).toBe(200);
    expect((await asStaff('POST', `/api/admin/events/${eventId}/tournament/publish`)).statusCode).toBe(200);
    const [draw] = await mailsOf(0, 'tournament-draw');
    expect(draw!.subject).toBe('Baishakhi Cup-এ আপনার টি টাইম');
    expect(draw!.textBody).toContain('আপনার টি টাইম: রবিবার, ১ মার্চ, ২০৯৯');
    // The group's number in Bengali digits; the names as the register holds them.
    expect(draw!.textBody).toContain('আপনি ১ নম্বর গ্রুপে Shirin Sultana ও Monir Hossain-এর সঙ্গে খেলবেন।');
    expect(draw!.textBody).toContain(`${testApp.publicUrl}/bn/events/${eventId}`);
    expect(draw!.htmlBody).toContain('<html lang="bn">');
  });
});
