import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBillingRules } from '@rgcc/shared/billing/account-constants';
import { agingBucketOf } from '@rgcc/shared/billing/billing-report-constants';
import type { MembersToSuspend, Receivables } from '@rgcc/shared/billing/billing-reports';
import { standingOn } from '@rgcc/shared/billing/standing';
import { addDays, clubDayStart, clubToday } from '@rgcc/shared/format/club-date';
import { accounts, type AccountRow } from '../../../db/schema';
import { createStaff, signIn, staffPassword, withoutEntranceFees } from '../../../../test/accounts';
import { billedMember, broughtForward, creditNoteOf, invoiceOf, paidAtOffice } from '../../../../test/billing-reports';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { agedReceivables, exportReceivables, lastDueDateReaching, membersToSuspend } from './receivables';

let testApp: TestApp;
let staff: AccountRow;
let staffCookie: string;
const members: Record<'anwar' | 'bilkis' | 'chowdhury' | 'dilara' | 'ershad', { accountId: number; memberId: string }> = {} as never;

/** The day the bills are aged on in these tests: 15 June 2026 at the club. */
const on = '2026-06-15';
const now = new Date('2026-06-15T09:00:00+06:00');
const issued = (day: string) => clubDayStart(day);
const get = (url: string, cookie = staffCookie) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

/**
 * Bills brought forward due on the edges of each bucket on 15 June: Anwar's due that day
 * (current), the day before (1 day past due), 30 and 31 days before; Bilkis's 60, 61, 90 and 91
 * days before, the oldest half paid; Chowdhury owes a year and more (due 15 June 2025, the
 * suspension rule's 12 months to the day) and an invoice credited in part; Dilara was due 16 June
 * 2025 (a day short of 12 months), and paid another bill in full; Ershad owes since 2024 and is
 * suspended already.
 */
beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  // What these tests count starts at the bills they make: no entrance fee at approval.
  await withoutEntranceFees(testApp);
  staff = await createStaff(testApp, 'treasurer@example.com', 'accounts');
  staffCookie = (await signIn(testApp, 'treasurer@example.com', staffPassword)).cookie;
  const admin = { ...staff, role: 'admin' as const };
  for (const [key, name, category] of [
    ['anwar', 'Anwar Hossain', 'Government Officer'],
    ['bilkis', 'Bilkis Banu', 'Non Military'],
    ['chowdhury', 'Chowdhury Kamal', 'Corporate/Business'],
    ['dilara', 'Dilara Zaman', 'Foreigner/Diplomat'],
    ['ershad', 'Ershad Ali', 'Non Military'],
  ] as const) {
    members[key] = await billedMember(testApp, admin, `${key}@example.com`, { name, category });
  }
  const bill = (key: keyof typeof members, amount: number, dueOn: string) => broughtForward(testApp, members[key].accountId, amount, issued(addDays(dueOn, -15)), dueOn);
  await bill('anwar', 100_00, on);
  await bill('anwar', 200_00, '2026-06-14');
  await bill('anwar', 300_00, '2026-05-16');
  await bill('anwar', 400_00, '2026-05-15');
  await bill('bilkis', 1_000_00, '2026-03-17');
  await bill('bilkis', 2_000_00, '2026-03-16');
  await bill('bilkis', 3_000_00, '2026-04-16');
  await bill('bilkis', 4_000_00, '2026-04-15');
  // Half of the oldest (due 16 March, 91 days) is paid: oldest first.
  await paidAtOffice(testApp, staff, members.bilkis.memberId, 1_000_00, now);
  await bill('chowdhury', 10_000_00, '2025-06-15');
  const credited = await invoiceOf(testApp, members.chowdhury.accountId, issued('2026-06-01'), [{ description: 'Convention hall', unitPricePaisa: 20_000_00 }]);
  await creditNoteOf(testApp, credited, 5_000_00, issued('2026-06-02'), staff);
  await bill('dilara', 500_00, '2025-06-16');
  await bill('dilara', 700_00, '2025-05-01');
  await paidAtOffice(testApp, staff, members.dilara.memberId, 700_00, now);
  await bill('ershad', 900_00, '2024-01-01');
  await testApp.database.db.update(accounts).set({ deactivatedAt: now }).where(eq(accounts.id, members.ershad.accountId));
});
afterAll(async () => testApp?.close());

const rowOf = (receivables: Receivables, key: keyof typeof members) => receivables.items.find((row) => row.memberId === members[key].memberId);

describe('aged receivables', () => {
  it('puts what is left to pay of each open bill in its bucket by days past due: 0 current, 1–30, 31–60, 61–90, over 90', async () => {
    const receivables = await agedReceivables(testApp.database.db, staff, { page: 1 }, now);
    expect(receivables.on).toBe(on);
    expect(rowOf(receivables, 'anwar')).toEqual({
      memberId: members.anwar.memberId,
      name: 'Anwar Hossain',
      category: 'Government Officer',
      currentPaisa: 100_00,
      days1To30Paisa: 200_00 + 300_00,
      days31To60Paisa: 400_00,
      days61To90Paisa: 0,
      over90Paisa: 0,
      totalPaisa: 1_000_00,
    });
    // 60 and 61 days, 90 and 91: the oldest (91 days, 2,000.00) half paid.
    expect(rowOf(receivables, 'bilkis')).toMatchObject({ currentPaisa: 0, days1To30Paisa: 0, days31To60Paisa: 3_000_00, days61To90Paisa: 4_000_00 + 1_000_00, over90Paisa: 1_000_00, totalPaisa: 9_000_00 });
    // The hall: 20,000.00 + VAT less a credit of 5,000.00 + VAT, due 16 June: current.
    expect(rowOf(receivables, 'chowdhury')).toMatchObject({ currentPaisa: 23_000_00 - 5_750_00, over90Paisa: 10_000_00, totalPaisa: 27_250_00 });
    expect(rowOf(receivables, 'dilara')).toMatchObject({ over90Paisa: 500_00, totalPaisa: 500_00 });
    // A suspended member still owes.
    expect(rowOf(receivables, 'ershad')).toMatchObject({ over90Paisa: 900_00, totalPaisa: 900_00 });
  });

  it('sorts members by what they owe, most first, and totals every bucket over all of them, on any page', async () => {
    const receivables = await agedReceivables(testApp.database.db, staff, { page: 1 }, now);
    expect(receivables.items.map((row) => row.name)).toEqual(['Chowdhury Kamal', 'Bilkis Banu', 'Anwar Hossain', 'Ershad Ali', 'Dilara Zaman']);
    const sum = (field: keyof Receivables['totals']) => receivables.items.reduce((total, row) => total + (row[field as keyof typeof row] as number), 0);
    expect(receivables.totals).toEqual({
      members: 5,
      currentPaisa: sum('currentPaisa'),
      days1To30Paisa: sum('days1To30Paisa'),
      days31To60Paisa: sum('days31To60Paisa'),
      days61To90Paisa: sum('days61To90Paisa'),
      over90Paisa: sum('over90Paisa'),
      totalPaisa: 1_000_00 + 9_000_00 + 27_250_00 + 500_00 + 900_00,
    });
    for (const row of receivables.items) expect(row.currentPaisa + row.days1To30Paisa + row.days31To60Paisa + row.days61To90Paisa + row.over90Paisa).toBe(row.totalPaisa);
    expect(receivables).toMatchObject({ total: 5, page: 1, pageSize: 50 });
    const past = await agedReceivables(testApp.database.db, staff, { page: 2 }, now);
    expect(past.items).toEqual([]);
    expect(past.totals).toEqual(receivables.totals);
  });

  it('ages the same bills on a later day', async () => {
    const later = await agedReceivables(testApp.database.db, staff, { on: '2026-07-15', page: 1 }, now);
    // Due 15 June: 30 days; 14 June: 31; 16 May: 60; 15 May: 61.
    expect(rowOf(later, 'anwar')).toMatchObject({ currentPaisa: 0, days1To30Paisa: 100_00, days31To60Paisa: 200_00 + 300_00, days61To90Paisa: 400_00 });
  });

  it('agrees with the buckets as the page labels them', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(agingBucketOf)).toEqual([
      'currentPaisa',
      'currentPaisa',
      'days1To30Paisa',
      'days1To30Paisa',
      'days31To60Paisa',
      'days31To60Paisa',
      'days61To90Paisa',
      'days61To90Paisa',
      'over90Paisa',
      'over90Paisa',
    ]);
  });

  it('exports every member owing as CSV, most first, amounts in taka', async () => {
    const csv = await exportReceivables(testApp.database.db, staff, {}, now);
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header).toBe('Member ID,Name,Category,Current (BDT),1–30 days (BDT),31–60 days (BDT),61–90 days (BDT),Over 90 days (BDT),Total (BDT)');
    expect(rows[0]).toBe(`${members.chowdhury.memberId},Chowdhury Kamal,Corporate/Business,"17,250.00",0.00,0.00,0.00,"10,000.00","27,250.00"`);
    expect(rows[2]).toBe(`${members.anwar.memberId},Anwar Hossain,Government Officer,100.00,500.00,400.00,0.00,0.00,"1,000.00"`);
    expect(rows).toHaveLength(5);
  });

  it('is served for today at the club unless a later day is asked; a day past or not a day is refused with why', async () => {
    const today = await get('/api/admin/billing/receivables');
    expect(today.statusCode).toBe(200);
    expect(today.json<Receivables>()).toMatchObject({ on: clubToday(), total: 5 });
    const tomorrow = addDays(clubToday(), 1);
    expect((await get(`/api/admin/billing/receivables?on=${tomorrow}`)).json<Receivables>().on).toBe(tomorrow);
    const csv = await get(`/api/admin/billing/receivables/export?on=${tomorrow}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="receivables-\d{4}-\d{2}-\d{2}\.csv"$/);
    const cases: [string, string][] = [
      [`on=${addDays(clubToday(), -1)}`, 'Receivables are of the bills open now: choose today or a later day.'],
      ['on=2026-02-30', 'The day must be a date, as YYYY-MM-DD.'],
      ['on=tomorrow', 'The day must be a date, as YYYY-MM-DD.'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/admin/billing/receivables', '/api/admin/billing/receivables/export', '/api/admin/billing/members-to-suspend']) {
        const response = await get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().message).toBe(message);
      }
    }
  });
});

describe('members to suspend', () => {
  it("lists who is not suspended and whose oldest unpaid bill is 12 months past due, to the day, with what they owe", async () => {
    const list = await membersToSuspend(testApp.database.db, staff, {}, now);
    expect(list).toEqual({
      on,
      suspendAfterMonths: 12,
      members: [{ memberId: members.chowdhury.memberId, name: 'Chowdhury Kamal', category: 'Corporate/Business', oldestUnpaidDueOn: '2025-06-15', owedPaisa: 27_250_00, overduePaisa: 10_000_00 }],
    });
    // A day later, Dilara's bill (due 16 June 2025) has reached it too.
    const tomorrow = await membersToSuspend(testApp.database.db, staff, { on: '2026-06-16' }, now);
    expect(tomorrow.members.map((member) => member.name)).toEqual(['Chowdhury Kamal', 'Dilara Zaman']);
    const served = await get('/api/admin/billing/members-to-suspend');
    expect(served.statusCode).toBe(200);
    expect(served.json<MembersToSuspend>().members.map((member) => member.name)).toEqual(['Chowdhury Kamal', 'Dilara Zaman']);
  });

  it("counts months as the standing rule does, to the end of a shorter month", () => {
    // Standing asks about a suspension once a member is on hold: here from a month on.
    const rules = { ...defaultBillingRules, paymentDueAfterMonths: 1, onHoldAfterMonths: 1 };
    for (let day = '2026-01-01'; day <= '2027-03-31'; day = addDays(day, 1)) {
      for (const months of [1, 6, 12]) {
        const last = lastDueDateReaching(day, months);
        const reaches = (due: string) => standingOn(day, { suspended: false, oldestUnpaidDueOn: due }, { ...rules, suspendAfterMonths: months }).toSuspend;
        expect(reaches(last), `${day} ${months}`).toBe(true);
        expect(reaches(addDays(last, 1)), `${day} ${months}`).toBe(false);
      }
    }
    expect(lastDueDateReaching('2026-02-28', 6)).toBe('2025-08-31');
  });

  it('is for Billing staff only', async () => {
    await createStaff(testApp, 'membership.person@example.com', 'membership');
    const membership = await signIn(testApp, 'membership.person@example.com', staffPassword);
    for (const path of ['/api/admin/billing/receivables', '/api/admin/billing/receivables/export', '/api/admin/billing/members-to-suspend']) {
      const refused = await get(path, membership.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Your staff role does not include Billing.' });
    }
  });
});
