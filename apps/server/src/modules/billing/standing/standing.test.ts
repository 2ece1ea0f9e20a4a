import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onHoldMessage } from '@rgcc/shared/billing/account-constants';
import { addMonthsToDay } from '@rgcc/shared/billing/fiscal-year';
import { weekdayOf } from '@rgcc/shared/bookings/tee-time-slots';
import { addDays, clubDateTimeOf, clubDayStart, clubToday } from '@rgcc/shared/format/club-date';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import type { CardCheck, MemberCard } from '@rgcc/shared/membership/member-card';
import { accounts, events, outgoingMail, type AccountRow } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword, withoutEntranceFees } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { postCharges } from '../ledger/charges';
import { typedLine } from '../ledger/ledger-lines';
import { issueInvoices } from '../ledger/documents';
import { sendPaymentDueLetters } from '../reminders/notices';
import { assertNotOnHold } from './on-hold';

/**
 * Standing from the oldest unpaid bill past its due date (3 months: payment due, 6: on hold), and
 * what it does: the card and the gate say it, the member is mailed a letter once, and on hold
 * books no tee time, room or hall and enters no tournament until paid.
 */

let testApp: TestApp;
let admin: AccountRow;
let adminCookie: string;
const db = () => testApp.database.db;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) => testApp.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'standing.admin@example.com', 'admin');
  adminCookie = (await signIn(testApp, 'standing.admin@example.com', staffPassword)).cookie;
  await withoutEntranceFees(testApp);
}, 60_000);
afterAll(async () => testApp?.close());

async function member(email: string) {
  const ready = await readyMember(testApp, admin, email, { unlocked: true });
  const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
  return { ...ready, email, accountId: account!.id };
}

let bills = 0;
/** A bill of 1,000.00 + VAT (1,150.00) issued on `dueOn` and due that day: the club's books as if the member fell behind then. */
async function billDueOn(accountId: number, dueOn: string) {
  const at = clubDayStart(dueOn);
  await db().transaction(async (tx) => {
    const entries = await postCharges(tx, [{ accountId, service: 'other', line: typedLine('Old bill'), quantity: 1, unitPricePaisa: paisa(100_000), taxCode: 'vat_standard', sourceKey: `old-bill:${++bills}` }], at);
    await issueInvoices(tx, [{ accountId, entries }], { at, dueDays: 0 });
  });
}

const today = clubToday();
const noon = (day: string) => new Date(`${day}T12:00:00+06:00`);

describe('on hold', () => {
  it('begins 6 months after the oldest unpaid due date, not the day before', async () => {
    const late = await member('hold.edge@example.com');
    await billDueOn(late.accountId, '2026-01-31');
    await expect(assertNotOnHold(db(), late.accountId, noon('2026-07-30'))).resolves.toBeUndefined();
    // 31 January + 6 months is the last day of July.
    await expect(assertNotOnHold(db(), late.accountId, noon('2026-07-31'))).rejects.toMatchObject({ statusCode: 403, message: onHoldMessage('1,150.00 BDT') });
  });

  it('refuses a tee time, the waitlist, a room, the hall and a tournament entry with 403, what to pay and where; paying lifts it at once', async () => {
    const held = await member('on.hold@example.com');
    await billDueOn(held.accountId, addMonthsToDay(today, -7));
    await billDueOn(held.accountId, addDays(today, -1));
    const message = onHoldMessage(formatMoney(paisa(230_000), defaultLocale));
    expect(message).toBe('Your membership is on hold: 2,300.00 BDT is overdue. Please pay it on your Account page (/dashboard/payments) to book again.');
    expect((await call(held.cookie, 'GET', '/api/member/account')).json()).toEqual({ balancePaisa: 230_000, overduePaisa: 230_000, standing: 'on_hold' });

    let day = addDays(today, 3);
    while (weekdayOf(day) === 5) day = addDays(day, 1);
    const teeTime = new Date(`${day}T08:00:00+06:00`).toISOString();
    const [event] = await db().insert(events).values({ title: 'Hold Cup', startsOn: '2099-03-01', endsOn: '2099-03-01' }).returning();
    const opened = await call(adminCookie, 'PUT', `/api/admin/events/${event!.id}/tournament`, { entriesCloseAt: clubDateTimeOf(new Date(Date.now() + 86_400_000)), maxField: 40, handicapLimit: null });
    expect(opened.statusCode).toBe(200);
    const attempts = {
      teeTime: () => call(held.cookie, 'POST', '/api/tee-time-bookings', { startsAt: teeTime, members: [], guests: [] }),
      waitlist: () => call(held.cookie, 'POST', '/api/tee-time-waitlist', { startsAt: teeTime, places: 1 }),
      room: () => call(held.cookie, 'POST', '/api/room-bookings', { checkIn: addDays(today, 5), checkOut: addDays(today, 6), guests: 1, message: '' }),
      hall: () => call(held.cookie, 'POST', '/api/convention-hall/bookings', { name: 'Held Member', phone: '01811000222', email: '', guests: 80, eventType: 'Wedding', message: '', eventDate: addDays(today, 30), session: 'evening' }),
      entry: () => call(held.cookie, 'POST', `/api/member/tournaments/${event!.id}/entry`, { handicap: 10 }),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      const refused = await attempt();
      expect(refused.statusCode, what).toBe(403);
      expect(refused.json(), what).toEqual({ message });
    }

    const paid = await call(adminCookie, 'POST', `/api/admin/members/${held.memberId}/payments`, { amountPaisa: 230_000, method: 'cash', reference: 'Receipt book 7' });
    expect(paid.statusCode).toBe(201);
    expect((await call(held.cookie, 'GET', '/api/member/account')).json()).toMatchObject({ standing: 'active' });
    expect((await attempts.teeTime()).statusCode).toBe(201);
    expect((await attempts.entry()).statusCode).toBe(201);
  });
});

describe('payment due', () => {
  it('the card and the gate page say it from 3 months after the due date, and on hold from 6', async () => {
    const behind = await member('card.due@example.com');
    const card = async () => (await call(behind.cookie, 'GET', '/api/member/card')).json<MemberCard>();
    const gate = async () => {
      const path = new URL((await card()).gateUrl).pathname.replace('/card/', '/api/cards/');
      return (await call(undefined, 'GET', path)).json<CardCheck>().status;
    };
    expect((await card()).status).toBe('active');
    await billDueOn(behind.accountId, addMonthsToDay(today, -3));
    expect((await card()).status).toBe('payment_due');
    expect(await gate()).toBe('payment_due');
    await billDueOn(behind.accountId, addMonthsToDay(today, -6));
    expect(await gate()).toBe('on_hold');
    // A bill overdue for less than 3 months leaves the member in good standing.
    const recent = await member('card.recent@example.com');
    await billDueOn(recent.accountId, addDays(addMonthsToDay(today, -3), 1));
    expect((await call(recent.cookie, 'GET', '/api/member/card')).json<MemberCard>().status).toBe('active');
  });

  it('mails the letter once, on the day, whatever the number of runs and instances', async () => {
    const behind = await member('letter.due@example.com');
    await billDueOn(behind.accountId, '2027-02-10');
    const letters = async () =>
      (await db().select().from(outgoingMail).where(and(eq(outgoingMail.toAddress, behind.email), eq(outgoingMail.kind, 'payment-due-letter')))).length;
    await sendPaymentDueLetters(db(), testApp.app.deps.config, noon('2027-05-09'));
    expect(await letters()).toBe(0);
    // Two instances at once (on PostgreSQL, two pools really in parallel), and a third round.
    const second = await testApp.sameDatabase();
    await Promise.all([
      sendPaymentDueLetters(db(), testApp.app.deps.config, noon('2027-05-10')),
      sendPaymentDueLetters(second, testApp.app.deps.config, noon('2027-05-10')),
      sendPaymentDueLetters(db(), testApp.app.deps.config, noon('2027-05-10')),
    ]);
    await sendPaymentDueLetters(db(), testApp.app.deps.config, noon('2027-06-01'));
    expect(await letters()).toBe(1);
    const [letter] = await db().select().from(outgoingMail).where(and(eq(outgoingMail.toAddress, behind.email), eq(outgoingMail.kind, 'payment-due-letter')));
    expect(letter!.subject).toBe(`Payment due on your membership ${behind.memberId}`);
    expect(letter!.textBody).toContain('Overdue: 1,150.00 BDT');
    expect(letter!.textBody).toContain('your membership will be put on hold on 10 August 2027');
    expect(letter!.textBody).toContain(`${testApp.publicUrl}/dashboard/payments`);
  });
});
