import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDayStart, clubToday } from '@rgcc/shared/format/club-date';
import type { Statement } from '@rgcc/shared/billing/account-documents';
import { defaultStatementPeriod } from '@rgcc/shared/billing/account-document-constants';
import { accounts, type AccountRow } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword, withoutEntranceFees } from '../../../../test/accounts';
import { billedMember, creditNoteOf, invoiceOf, paidAtOffice } from '../../../../test/billing-reports';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { balanceOf } from '../ledger/account-summary';
import { statementOf } from './statement';

let testApp: TestApp;
let staff: AccountRow;
let staffCookie: string;
let member: { accountId: number; memberId: string };

const at = (instant: string) => new Date(instant);
const get = (url: string, cookie = staffCookie) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

/**
 * The member's year so far: January's invoice (920.00), 500.00 paid at the office on 15 January
 * at the first minute of the day at the club, February's invoice, a credit note of 100.00 + VAT
 * on it, 1,000.00 paid in March.
 */
beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  // What these tests count starts at the bills they make: no entrance fee at approval.
  await withoutEntranceFees(testApp);
  staff = await createStaff(testApp, 'treasurer@example.com', 'accounts');
  staffCookie = (await signIn(testApp, 'treasurer@example.com', staffPassword)).cookie;
  const admin = { ...staff, role: 'admin' as const };
  member = await billedMember(testApp, admin, 'statement@example.com', { name: 'Nasrin Akter' });
  await invoiceOf(testApp, member.accountId, at('2026-01-01T00:10:00+06:00'), [{ description: 'Monthly subscription, January 2026', unitPricePaisa: 80000 }]);
  await paidAtOffice(testApp, staff, member.memberId, 50000, clubDayStart('2026-01-15'));
  const february = await invoiceOf(testApp, member.accountId, at('2026-02-01T00:10:00+06:00'), [{ description: 'Monthly subscription, February 2026', unitPricePaisa: 80000 }]);
  await creditNoteOf(testApp, february, 10000, at('2026-02-10T12:00:00+06:00'), staff);
  await paidAtOffice(testApp, staff, member.memberId, 100000, at('2026-03-05T10:00:00+06:00'));
});
afterAll(async () => testApp?.close());

const sumOf = (statement: Statement) => statement.entries.reduce((total, entry) => total + entry.amountPaisa, 0);

describe("an account's statement", () => {
  it('opens with the balance before the first day at the club, lists each entry with its running balance and document or receipt, and closes where they lead', async () => {
    // 14 January, 23:59 at the club: the January invoice is before the period.
    const statement = await statementOf(testApp.database.db, member.accountId, '2026-01-15', '2026-02-28', 'en');
    expect(statement.openingBalancePaisa).toBe(92000);
    expect(statement.entries.map(({ postedAt, kind, description, documentNumber, receiptNumber, amountPaisa, balancePaisa }) => ({ day: clubToday(new Date(postedAt)), kind, description, documentNumber, receiptNumber, amountPaisa, balancePaisa }))).toEqual([
      // The payment at the first instant of 15 January at the club is in the period.
      { day: '2026-01-15', kind: 'payment', description: 'Payment by cash', documentNumber: null, receiptNumber: expect.stringMatching(/^R-\d{6}$/), amountPaisa: -50000, balancePaisa: 42000 },
      { day: '2026-02-01', kind: 'charge', description: 'Monthly subscription, February 2026', documentNumber: 'INV/2025-26/000002', receiptNumber: null, amountPaisa: 92000, balancePaisa: 134000 },
      { day: '2026-02-10', kind: 'credit_note', description: 'Credit: Monthly subscription, February 2026', documentNumber: 'CN/2025-26/000001', receiptNumber: null, amountPaisa: -11500, balancePaisa: 122500 },
    ]);
    expect(statement.closingBalancePaisa).toBe(122500);
    expect(statement.openingBalancePaisa + sumOf(statement)).toBe(statement.closingBalancePaisa);
    expect(statement.entries.at(-1)!.balancePaisa).toBe(statement.closingBalancePaisa);
  });

  it('holds opening + entries = closing for every period, and the next period opens where the last closed', async () => {
    const days = ['2025-12-31', '2026-01-01', '2026-01-14', '2026-01-15', '2026-02-01', '2026-02-10', '2026-03-05', '2026-03-31'];
    for (const from of days) {
      for (const to of days.filter((day) => day >= from)) {
        const statement = await statementOf(testApp.database.db, member.accountId, from, to, 'en');
        expect(statement.openingBalancePaisa + sumOf(statement), `${from}…${to}`).toBe(statement.closingBalancePaisa);
        if (statement.entries.length > 0) expect(statement.entries.at(-1)!.balancePaisa).toBe(statement.closingBalancePaisa);
      }
    }
    const january = await statementOf(testApp.database.db, member.accountId, '2026-01-01', '2026-01-31', 'en');
    const february = await statementOf(testApp.database.db, member.accountId, '2026-02-01', '2026-02-28', 'en');
    expect(february.openingBalancePaisa).toBe(january.closingBalancePaisa);
    // The whole history closes at the balance: 2 × 920.00 − 115.00 − 500.00 − 1,000.00.
    const whole = await statementOf(testApp.database.db, member.accountId, '2025-01-01', '2026-12-31', 'en');
    expect(whole.closingBalancePaisa).toBe(22500);
    expect(whole.closingBalancePaisa).toBe(await balanceOf(testApp.database.db, member.accountId));
  });

  it('is served to Billing staff by member ID, and to the member for their own account', async () => {
    const byStaff = await get(`/api/admin/members/${member.memberId}/statement?from=2026-01-15&to=2026-02-28`);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json()).toEqual(await statementOf(testApp.database.db, member.accountId, '2026-01-15', '2026-02-28', 'en'));
    // Written as a member writes it on a form: lower case, spaces around.
    expect((await get(`/api/admin/members/${encodeURIComponent(` ${member.memberId.toLowerCase()} `)}/statement?from=2026-01-15&to=2026-02-28`)).json()).toEqual(byStaff.json());

    const own = await readyMember(testApp, { ...staff, role: 'admin' }, 'own.statement@example.com', { unlocked: true });
    const [ownAccount] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'own.statement@example.com'));
    await invoiceOf(testApp, ownAccount!.id, at('2026-03-01T09:00:00+06:00'), [{ description: 'Guest green fee', unitPricePaisa: 100000 }]);
    const mine = await get('/api/member/statement?from=2026-03-01&to=2026-03-31', own.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ from: '2026-03-01', to: '2026-03-31', openingBalancePaisa: 0, closingBalancePaisa: 115000 });
    expect(mine.json().entries).toHaveLength(1);
  });

  it('covers the financial year so far unless asked, as the member\'s own does', async () => {
    expect((await get(`/api/admin/members/${member.memberId}/statement`)).json()).toMatchObject(defaultStatementPeriod());
  });

  it('refuses a period that is not one with 400 and why; an unknown member with 404; anyone else with 403', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30&to=2026-03-01', 'Please give the dates as YYYY-MM-DD.'],
      ['from=15/01/2026&to=2026-03-01', 'Please give the dates as YYYY-MM-DD.'],
      ['from=2026-03-01&to=2026-02-28', 'The statement must start on or before the day it ends.'],
      ['from=2010-03-01&to=2026-03-01', 'A statement covers at most 10 years.'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/admin/members/${member.memberId}/statement?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }

    const unknown = await get('/api/admin/members/M-99999/statement');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No member has this member ID.' });
    const notAnId = await get('/api/admin/members/someone/statement');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe('Enter a member ID such as M-0042.');

    await createStaff(testApp, 'greenkeeper@example.com', 'membership');
    const membership = await signIn(testApp, 'greenkeeper@example.com', staffPassword);
    const refused = await get(`/api/admin/members/${member.memberId}/statement`, membership.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your staff role does not include Billing.' });
    const staffAsMember = await get('/api/member/statement');
    expect(staffAsMember.statusCode).toBe(403);
    expect(staffAsMember.json()).toEqual({ message: 'This is for members only.' });
    const locked = await readyMember(testApp, { ...staff, role: 'admin' }, 'locked.statement@example.com', { unlocked: false });
    const lockedAnswer = await get('/api/member/statement', locked.cookie);
    expect(lockedAnswer.statusCode).toBe(403);
    expect(lockedAnswer.json()).toEqual({ message: 'Please pay the membership registration fee to unlock your dashboard.' });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/member/statement' })).statusCode).toBe(401);
  });
});
