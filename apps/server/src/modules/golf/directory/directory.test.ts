import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryConsentOffMessage, directoryConsentOnMessage, directoryNotFoundMessage, directoryPageSize } from '@rgcc/shared/golf/course-constants';
import type { DirectoryConsentReply, DirectoryEntry, DirectoryPage } from '@rgcc/shared/golf/course';
import type { MemberProfile } from '@rgcc/shared/membership/member-area';
import { memberIdMessage } from '@rgcc/shared/membership/member-id';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { accounts, members, scores, tees, type AccountRow } from '../../../db/schema';
import { membersOnlyMessage, paymentRequiredMessage } from '../../account/entry';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let testApp: TestApp;
let staff: AccountRow;
let staffCookie = '';
/** Shares their contact details. */
const open = { email: 'dir.open@example.com', cookie: '', memberId: '', accountId: 0 };
/** Keeps them to themselves (the default). */
const shy = { email: 'dir.shy@example.com', cookie: '', memberId: '', accountId: 0 };
let lockedCookie = '';
let suspendedMemberId = '';

const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: object) => testApp.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
const directory = async (cookie: string, query = '') => {
  const response = await call('GET', `/api/member/directory${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<DirectoryPage>();
};

async function member(who: typeof open, name: string, mobile: string) {
  const ready = await readyMember(testApp, staff, who.email, { unlocked: true });
  who.cookie = ready.cookie;
  who.memberId = ready.memberId;
  const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, who.email));
  who.accountId = account!.id;
  await testApp.database.db.update(members).set({ name, firstName: name.split(' ')[0]!, lastName: name.split(' ')[1]!, mobile }).where(eq(members.accountId, who.accountId));
}

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  staff = await createStaff(testApp);
  staffCookie = (await signIn(testApp, 'staff@example.com', staffPassword)).cookie;
  await member(open, 'Ayesha Rahman', '01711111111');
  await member(shy, 'Zahid Hossain', '01722222222');
  // The Federation's index of the open member, as the register import or staff record it.
  await testApp.database.db.update(members).set({ handicapIndexTenths: -21, handicapAsOf: '2026-11-01' }).where(eq(members.accountId, open.accountId));
  lockedCookie = (await readyMember(testApp, staff, 'dir.locked@example.com', { unlocked: false })).cookie;
  const suspended = await readyMember(testApp, staff, 'dir.suspended@example.com', { unlocked: true });
  suspendedMemberId = suspended.memberId;
  await testApp.database.db.update(accounts).set({ deactivatedAt: new Date() }).where(eq(accounts.email, 'dir.suspended@example.com'));
});
afterAll(async () => testApp?.close());

describe('the member directory', () => {
  it('lists active members by name with member ID, category and handicap; not members who have not paid, nor suspended ones', async () => {
    const page = await directory(shy.cookie);
    expect(page.items.map((item) => item.memberId)).toEqual([open.memberId, shy.memberId]);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: directoryPageSize });
    expect(page.items[0]).toMatchObject({ name: 'Ayesha Rahman', category: 'Government Officer', handicapIndex: -2.1, handicapSource: 'official' });
    expect(page.items[1]).toMatchObject({ name: 'Zahid Hossain', handicapIndex: null, handicapSource: null });
    expect(page.items.some((item) => item.memberId === suspendedMemberId)).toBe(false);
  });

  it('shows no email or mobile of a member who has not allowed it: off by default, to everyone, themselves included', async () => {
    for (const viewer of [open, shy]) {
      const page = await directory(viewer.cookie);
      for (const item of page.items) expect([item.email, item.mobile]).toEqual([null, null]);
      const entry = (await call('GET', `/api/member/directory/${shy.memberId}`, viewer.cookie)).json<DirectoryEntry>();
      expect([entry.email, entry.mobile]).toEqual([null, null]);
      expect(JSON.stringify(entry)).not.toContain('01722222222');
      expect(JSON.stringify(entry)).not.toContain(shy.email);
    }
    expect((await call('GET', '/api/member/profile', shy.cookie)).json<MemberProfile>().directoryShowsContact).toBe(false);
  });

  it('shows the email and mobile of a member who allows it, and hides them again when they take it back', async () => {
    const on = await call('PUT', '/api/member/directory-consent', open.cookie, { showsContact: true });
    expect(on.statusCode).toBe(200);
    expect(on.json<DirectoryConsentReply>()).toEqual({ showsContact: true, message: directoryConsentOnMessage });
    expect((await call('GET', '/api/member/profile', open.cookie)).json<MemberProfile>().directoryShowsContact).toBe(true);
    const seen = (await directory(shy.cookie)).items.find((item) => item.memberId === open.memberId)!;
    expect([seen.email, seen.mobile]).toEqual([open.email, '01711111111']);
    // The other member still shares nothing.
    const other = (await directory(open.cookie)).items.find((item) => item.memberId === shy.memberId)!;
    expect([other.email, other.mobile]).toEqual([null, null]);

    const off = await call('PUT', '/api/member/directory-consent', open.cookie, { showsContact: false });
    expect(off.json<DirectoryConsentReply>()).toEqual({ showsContact: false, message: directoryConsentOffMessage });
    const hidden = (await call('GET', `/api/member/directory/${open.memberId}`, shy.cookie)).json<DirectoryEntry>();
    expect([hidden.email, hidden.mobile]).toEqual([null, null]);
  });

  it('searches by name (first, last or whole) or member ID, never by email', async () => {
    expect((await directory(shy.cookie, '?q=ayesha')).items.map((item) => item.memberId)).toEqual([open.memberId]);
    expect((await directory(shy.cookie, '?q=rahman')).items.map((item) => item.memberId)).toEqual([open.memberId]);
    expect((await directory(shy.cookie, `?q=${shy.memberId.toLowerCase()}`)).items.map((item) => item.memberId)).toEqual([shy.memberId]);
    // Even a shared address does not find its member, so a search never tells whose a private one is.
    await call('PUT', '/api/member/directory-consent', open.cookie, { showsContact: true });
    expect((await directory(shy.cookie, '?q=dir.shy')).total).toBe(0);
    expect((await directory(shy.cookie, '?q=dir.open')).total).toBe(0);
    await call('PUT', '/api/member/directory-consent', open.cookie, { showsContact: false });
  });

  it('pages 20 at a time, and says how many there are', async () => {
    const page = await directory(shy.cookie, '?page=2');
    expect(page).toMatchObject({ items: [], total: 2, page: 2 });
  });

  it("gives a member's entry with their index's day and their recent rounds, newest first, void ones left out, with who attested", async () => {
    const [tee] = await testApp.database.db.select().from(tees).where(eq(tees.name, 'Men'));
    const round = (playedOn: string, extra: Partial<typeof scores.$inferInsert> = {}) => ({
      accountId: open.accountId,
      playedOn,
      teeId: tee!.id,
      holes: 9,
      strokes: [6, 5, 5, 6, 5, 5, 4, 5, 4],
      courseRatingTenths: 353,
      slopeRating: 124,
      par: 36,
      grossScore: 45,
      adjustedGrossScore: 45,
      differentialTenths: 88,
      ...extra,
    });
    const today = clubToday();
    await testApp.database.db.insert(scores).values([
      round(addDays(today, -3)),
      round(addDays(today, -1), { attestedBy: shy.accountId, attestedAt: new Date(), grossScore: 44, adjustedGrossScore: 44, differentialTenths: 79 }),
      round(addDays(today, -2), { voidedAt: new Date(), voidReason: 'Wrong card' }),
    ]);
    const response = await call('GET', `/api/member/directory/${open.memberId.toLowerCase()}`, shy.cookie);
    expect(response.statusCode).toBe(200);
    const entry = response.json<DirectoryEntry>();
    expect(entry).toMatchObject({ memberId: open.memberId, name: 'Ayesha Rahman', handicapIndex: -2.1, handicapSource: 'official', handicapAsOf: '2026-11-01' });
    expect(entry.rounds).toEqual([
      { id: expect.any(Number), playedOn: addDays(today, -1), holes: 9, teeName: 'Men', grossScore: 44, adjustedGrossScore: 44, differential: 7.9, counted: false, attestedBy: 'Zahid Hossain' },
      { id: expect.any(Number), playedOn: addDays(today, -3), holes: 9, teeName: 'Men', grossScore: 45, adjustedGrossScore: 45, differential: 8.8, counted: false, attestedBy: null },
    ]);
  });

  it("gives the club estimate where the register has no Federation index: 54 holes, the lowest of 3 differentials less 2.0 (Rule 5.2a)", async () => {
    const [tee] = await testApp.database.db.select().from(tees).where(eq(tees.name, 'Men'));
    const today = clubToday();
    const eighteen = (daysBack: number, differentialTenths: number) => ({
      accountId: shy.accountId,
      playedOn: addDays(today, -daysBack),
      teeId: tee!.id,
      holes: 18,
      strokes: Array.from({ length: 18 }, () => 5),
      courseRatingTenths: 706,
      slopeRating: 124,
      par: 72,
      grossScore: 90,
      adjustedGrossScore: 90,
      differentialTenths,
      countingDifferentialTenths: differentialTenths,
    });
    await testApp.database.db.insert(scores).values([eighteen(5, 170), eighteen(4, 150), eighteen(3, 160)]);
    const listed = (await directory(open.cookie, `?q=${shy.memberId}`)).items[0]!;
    expect(listed).toMatchObject({ handicapIndex: 13, handicapSource: 'estimate' });
    const entry = (await call('GET', `/api/member/directory/${shy.memberId}`, open.cookie)).json<DirectoryEntry>();
    expect(entry).toMatchObject({ handicapIndex: 13, handicapSource: 'estimate', handicapAsOf: null });
    expect(entry.rounds.map((round) => [round.differential, round.counted])).toEqual([[16, false], [15, true], [17, false]]);
  });

  it('answers a member ID nobody active holds with 404, and one that is no member ID with 400', async () => {
    for (const memberId of ['M-99999', suspendedMemberId]) {
      const response = await call('GET', `/api/member/directory/${memberId}`, shy.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: directoryNotFoundMessage });
    }
    const bad = await call('GET', '/api/member/directory/someone', shy.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(memberIdMessage);
  });

  it('refuses bad queries and bodies with 400 and a message, never a 5xx', async () => {
    const long = await call('GET', `/api/member/directory?q=${'x'.repeat(101)}`, shy.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The search is limited to 100 characters');
    expect((await call('GET', '/api/member/directory?page=0', shy.cookie)).json().message).toBe('Page must be 1 or more');
    for (const payload of [{}, { showsContact: 'yes' }, { showsContact: 1 }]) {
      const response = await call('PUT', '/api/member/directory-consent', shy.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ showsContact: 'Say whether to show your email and mobile: true or false' });
    }
    const percent = await call('GET', '/api/member/directory?q=%25_%5C', shy.cookie);
    expect(percent.statusCode).toBe(200);
    expect(percent.json<DirectoryPage>().total).toBe(0);
  });

  it('is for members who have paid: a locked member and staff get 403, nobody 401', async () => {
    const locked = await call('GET', '/api/member/directory', lockedCookie);
    expect([locked.statusCode, locked.json().message]).toEqual([403, paymentRequiredMessage]);
    const byStaff = await call('GET', '/api/member/directory', staffCookie);
    expect([byStaff.statusCode, byStaff.json().message]).toEqual([403, membersOnlyMessage]);
    expect((await call('GET', '/api/member/directory')).statusCode).toBe(401);
    expect((await call('PUT', '/api/member/directory-consent', lockedCookie, { showsContact: true })).statusCode).toBe(403);
    expect((await call('PUT', '/api/member/directory-consent', undefined, { showsContact: true })).statusCode).toBe(401);
  });
});
