import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf } from '@rgcc/shared/bookings/tee-time-slots';
import { addMonths, monthOf } from '@rgcc/shared/billing/fiscal-year';
import { addDays, clubDateTimeOf, clubToday } from '@rgcc/shared/format/club-date';
import { entryFeeMessage } from '@rgcc/shared/golf/tournament-constants';
import { accounts, billingDocuments, conventionHallBookings, events, ledgerEntries, type AccountRow } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword, withoutEntranceFees } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { runBilling } from '../runs/billing-run';

/**
 * What a service charges to the member's account when it is supplied (billing/entry.ts), and how
 * a cancellation within the service's rules takes it back: before it is billed, a reversal the
 * next invoice leaves out with its charge; once billed, a credit note for the line.
 */

let testApp: TestApp;
let admin: AccountRow;
let adminCookie: string;
const db = () => testApp.database.db;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) => testApp.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const asAdmin = (method: Method, url: string, payload?: object) => call(adminCookie, method, url, payload);

interface Member {
  cookie: string;
  accountId: number;
  memberId: string;
}
async function member(email: string): Promise<Member> {
  const ready = await readyMember(testApp, admin, email, { unlocked: true });
  const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
  return { cookie: ready.cookie, accountId: account!.id, memberId: ready.memberId };
}

const entriesOf = (accountId: number) => db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)).orderBy(asc(ledgerEntries.id));
const line = (entry: { kind: string; amountPaisa: number; quantity: number | null; unitPricePaisa: number | null; taxPaisa: number | null; description: string; descriptionBn: string | null }) => ({
  kind: entry.kind,
  amountPaisa: entry.amountPaisa,
  quantity: entry.quantity,
  unitPricePaisa: entry.unitPricePaisa,
  taxPaisa: entry.taxPaisa,
  description: entry.description,
  descriptionBn: entry.descriptionBn,
});

/** A billing run of a month of its own, so that each test's run bills its members afresh. */
let runs = 0;
async function runOf(accountId: number) {
  const period = addMonths(monthOf(clubToday()), 12 + ++runs);
  await runBilling(db(), { period, now: new Date(), startedBy: null });
  const [invoice] = await db()
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.accountId, accountId), eq(billingDocuments.period, period)));
  const lines = (await call((await memberByAccount(accountId)).cookie, 'GET', '/api/member/invoices')).json<{ id: number; lines: { description: string; totalPaisa: number }[] }[]>();
  return { invoice: invoice!, lines: lines.find((bill) => bill.id === invoice!.id)!.lines };
}
const members = new Map<number, Member>();
const memberByAccount = async (accountId: number) => members.get(accountId)!;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'charges.admin@example.com', 'admin');
  adminCookie = (await signIn(testApp, 'charges.admin@example.com', staffPassword)).cookie;
  await withoutEntranceFees(testApp);
}, 60_000);
afterAll(async () => testApp?.close());

async function newMember(email: string) {
  const made = await member(email);
  members.set(made.accountId, made);
  return made;
}

const day = (fromToday: number) => addDays(clubToday(), fromToday);

describe('guest rooms', () => {
  async function confirmedStay(who: Member, checkIn: string, checkOut: string) {
    const requested = await call(who.cookie, 'POST', '/api/room-bookings', { checkIn, checkOut, guests: 2, message: `${who.memberId} ${checkIn}` });
    expect(requested.statusCode, requested.body).toBe(201);
    const id = requested.json<{ booking: { id: number } }>().booking.id;
    expect((await asAdmin('POST', `/api/admin/bookings/rooms/${id}/confirm`, { note: 'Welcome.' })).statusCode).toBe(200);
    return id;
  }

  it('a confirmed stay charges nights × the room rate plus VAT; the next invoice carries it', async () => {
    const guest = await newMember('room.charge@example.com');
    const requested = await call(guest.cookie, 'POST', '/api/room-bookings', { checkIn: day(10), checkOut: day(12), guests: 2, message: 'pending' });
    // A request only asks: nothing is charged until staff confirm it.
    expect(await entriesOf(guest.accountId)).toEqual([]);
    await asAdmin('POST', `/api/admin/bookings/rooms/${requested.json().booking.id}/confirm`, { note: 'Welcome.' });
    // 2 nights at 3,000.00 = 6,000.00, VAT 15 % 900.00.
    expect((await entriesOf(guest.accountId)).map(line)).toEqual([
      { kind: 'charge', amountPaisa: 690000, quantity: 2, unitPricePaisa: 300000, taxPaisa: 90000, description: expect.stringMatching(/^Guest room: 2 nights from /), descriptionBn: expect.stringMatching(/^অতিথি কক্ষ: .+ থেকে ২ রাত$/) },
    ]);
    const { lines } = await runOf(guest.accountId);
    expect(lines).toContainEqual(expect.objectContaining({ description: expect.stringMatching(/^Guest room: 2 nights/), totalPaisa: 690000 }));
  });

  it('cancelled before it was billed: a reversal naming the charge, and the next invoice carries neither', async () => {
    const guest = await newMember('room.cancel@example.com');
    const id = await confirmedStay(guest, day(20), day(21));
    expect((await call(guest.cookie, 'DELETE', `/api/room-bookings/${id}`)).statusCode).toBe(200);
    const [charge, reversal] = await entriesOf(guest.accountId);
    expect(reversal).toMatchObject({ kind: 'charge_reversal', amountPaisa: -charge!.amountPaisa, netPaisa: -charge!.netPaisa!, taxPaisa: -charge!.taxPaisa!, correctsEntryId: charge!.id });
    // Its line names the charge's in each language.
    expect(reversal).toMatchObject({ description: `Cancelled: ${charge!.description}`, descriptionBn: `বাতিল: ${charge!.descriptionBn}` });
    expect((await call(guest.cookie, 'GET', '/api/member/account')).json().balancePaisa).toBe(0);
    const { lines } = await runOf(guest.accountId);
    expect(lines.map((bill) => bill.description)).toEqual([expect.stringMatching(/^Monthly subscription/)]);
  });

  it('cancelled after it was billed: a credit note for the line in full, and what was paid of it is credit', async () => {
    const guest = await newMember('room.billed@example.com');
    const id = await confirmedStay(guest, day(30), day(31));
    const { invoice } = await runOf(guest.accountId);
    const paid = await asAdmin('POST', `/api/admin/members/${guest.memberId}/payments`, { amountPaisa: invoice.totalPaisa, method: 'cash', reference: 'Book 4, page 2' });
    expect(paid.statusCode).toBe(201);
    expect((await call(guest.cookie, 'DELETE', `/api/room-bookings/${id}`)).statusCode).toBe(200);

    const notes = await db().select().from(billingDocuments).where(and(eq(billingDocuments.accountId, guest.accountId), eq(billingDocuments.kind, 'credit_note')));
    expect(notes).toEqual([expect.objectContaining({ number: expect.stringMatching(/^CN\//), correctsDocumentId: invoice.id, totalPaisa: -345000 })]);
    const [after] = await db().select().from(billingDocuments).where(eq(billingDocuments.id, invoice.id));
    expect(after).toMatchObject({ creditedPaisa: 345000, paidPaisa: invoice.totalPaisa - 345000, status: 'paid' });
    expect((await call(guest.cookie, 'GET', '/api/member/account')).json().balancePaisa).toBe(-345000);
    // Cancelling again is refused by the booking's rules; the charge is taken back once.
    expect((await call(guest.cookie, 'DELETE', `/api/room-bookings/${id}`)).statusCode).toBe(409);
    const entries = await entriesOf(guest.accountId);
    const credits = entries.filter((entry) => entry.kind === 'credit_note');
    expect(credits).toHaveLength(1);
    const stay = entries.find((entry) => entry.service === 'room' && entry.kind === 'charge')!;
    expect(credits[0]).toMatchObject({ description: `Credit: ${stay.description}`, descriptionBn: `ক্রেডিট: ${stay.descriptionBn}` });
  });
});

describe('the convention hall', () => {
  const hallRequest = { name: 'Karim Uddin', phone: '01811000222', email: 'karim@example.com', guests: 120, eventType: 'Wedding', message: '' };
  const pendingHall = async (date: string) => (await db().select().from(conventionHallBookings).where(eq(conventionHallBookings.eventDate, date)))[0]!.id;

  it("a member's confirmed session charges the hall rate; the public's goes on no account; a cancellation reverses it", async () => {
    const host = await newMember('hall.charge@example.com');
    expect((await call(host.cookie, 'POST', '/api/convention-hall/bookings', { ...hallRequest, eventDate: day(40), session: 'evening' })).statusCode).toBe(201);
    expect((await call(undefined, 'POST', '/api/convention-hall/bookings', { ...hallRequest, name: 'Public', eventDate: day(41), session: 'morning' })).statusCode).toBe(201);
    const own = await pendingHall(day(40));
    expect((await asAdmin('POST', `/api/admin/bookings/hall/${own}/confirm`, { note: 'Confirmed.' })).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/admin/bookings/hall/${await pendingHall(day(41))}/confirm`, { note: 'Confirmed.' })).statusCode).toBe(200);

    // 25,000.00 a session, VAT 3,750.00; the public's booking charged nobody.
    expect((await entriesOf(host.accountId)).map(line)).toEqual([
      { kind: 'charge', amountPaisa: 2875000, quantity: 1, unitPricePaisa: 2500000, taxPaisa: 375000, description: expect.stringMatching(/^Convention hall: .+, evening$/), descriptionBn: expect.stringMatching(/^কনভেনশন হল: .+, সন্ধ্যা$/) },
    ]);
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.service, 'hall'))).toHaveLength(1);

    expect((await call(host.cookie, 'DELETE', `/api/convention-hall/bookings/${own}`)).statusCode).toBe(200);
    expect((await entriesOf(host.accountId)).map((entry) => [entry.kind, entry.amountPaisa])).toEqual([
      ['charge', 2875000],
      ['charge_reversal', -2875000],
    ]);
  });
});

describe('tee times with guests', () => {
  /** A day ahead that is not a Friday (whose tee times start at 13:30). */
  function dayAhead(days: number): string {
    let date = day(days);
    while (weekdayOf(date) === 5) date = addDays(date, 1);
    return date;
  }
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+06:00`).toISOString();

  it("charges the booker each guest's green fee when booked, nothing for members alone, and reverses it when cancelled", async () => {
    const booker = await newMember('tee.guests@example.com');
    const alone = await call(booker.cookie, 'POST', '/api/tee-time-bookings', { startsAt: at(dayAhead(3), '07:00'), members: [], guests: [] });
    expect(alone.statusCode, alone.body).toBe(201);
    expect(await entriesOf(booker.accountId)).toEqual([]);

    const withGuests = await call(booker.cookie, 'POST', '/api/tee-time-bookings', { startsAt: at(dayAhead(4), '08:00'), members: [], guests: ['Anwar Hossain', 'Babul Mia'] });
    expect(withGuests.statusCode, withGuests.body).toBe(201);
    // 2 guests at 1,000.00, VAT 300.00.
    expect((await entriesOf(booker.accountId)).map(line)).toEqual([
      { kind: 'charge', amountPaisa: 230000, quantity: 2, unitPricePaisa: 100000, taxPaisa: 30000, description: expect.stringMatching(/^Guest green fee: /), descriptionBn: expect.stringMatching(/^অতিথি গ্রিন ফি: .+ \(ঢাকার সময়, ইউটিসি\+৬\)$/) },
    ]);

    expect((await call(booker.cookie, 'DELETE', `/api/tee-time-bookings/${withGuests.json().id}`)).statusCode).toBe(200);
    expect((await entriesOf(booker.accountId)).map((entry) => [entry.kind, entry.amountPaisa])).toEqual([
      ['charge', 230000],
      ['charge_reversal', -230000],
    ]);
    const { lines } = await runOf(booker.accountId);
    expect(lines.some((bill) => bill.description.startsWith('Guest green fee'))).toBe(false);
  });
});

describe('tournament entries', () => {
  const later = () => clubDateTimeOf(new Date(Date.now() + 86_400_000));
  async function tournament(title: string, settings: object, bn: { title?: string } = {}) {
    const [event] = await db().insert(events).values({ title, bn, startsOn: '2099-03-01', endsOn: '2099-03-01' }).returning();
    const opened = await asAdmin('PUT', `/api/admin/events/${event!.id}/tournament`, { entriesCloseAt: later(), maxField: 40, handicapLimit: null, ...settings });
    expect(opened.statusCode, opened.body).toBe(200);
    return event!.id;
  }
  const enter = (who: Member, eventId: number) => call(who.cookie, 'POST', `/api/member/tournaments/${eventId}/entry`, { handicap: 12.4 });

  it('staff set the entry fee when they open entries; members see it; entering charges it, withdrawing reverses it', async () => {
    const eventId = await tournament('Winter Cup', { entryFeePaisa: 150000 }, { title: 'শীতকালীন কাপ' });
    const player = await newMember('tour.fee@example.com');
    expect((await call(player.cookie, 'GET', `/api/member/tournaments/${eventId}`)).json()).toMatchObject({ entryFeePaisa: 150000 });
    expect((await call(undefined, 'GET', `/api/events/${eventId}/tournament`)).json()).toMatchObject({ entryFeePaisa: 150000 });
    expect((await asAdmin('GET', `/api/admin/events/${eventId}/tournament`)).json().settings).toMatchObject({ entryFeePaisa: 150000 });

    expect((await enter(player, eventId)).statusCode).toBe(201);
    expect((await entriesOf(player.accountId)).map(line)).toEqual([
      { kind: 'charge', amountPaisa: 172500, quantity: 1, unitPricePaisa: 150000, taxPaisa: 22500, description: 'Tournament entry: Winter Cup', descriptionBn: 'টুর্নামেন্টে অংশগ্রহণ: শীতকালীন কাপ' },
    ]);
    expect((await call(player.cookie, 'DELETE', `/api/member/tournaments/${eventId}/entry`)).statusCode).toBe(200);
    // Entering again is a new entry with its own charge.
    expect((await enter(player, eventId)).statusCode).toBe(201);
    expect((await entriesOf(player.accountId)).map((entry) => [entry.kind, entry.amountPaisa])).toEqual([
      ['charge', 172500],
      ['charge_reversal', -172500],
      ['charge', 172500],
    ]);
    const { lines } = await runOf(player.accountId);
    expect(lines.filter((bill) => bill.description === 'Tournament entry: Winter Cup')).toHaveLength(1);
  });

  it('a free tournament charges nothing; staff entering a member charges them, and taking the entry away reverses it', async () => {
    const free = await tournament('Club Stableford', {});
    const player = await newMember('tour.staff@example.com');
    expect((await enter(player, free)).statusCode).toBe(201);
    expect(await entriesOf(player.accountId)).toEqual([]);

    const paid = await tournament('Monsoon Medal', { entryFeePaisa: 100000 });
    expect((await asAdmin('POST', `/api/admin/events/${paid}/tournament/entries`, { memberId: player.memberId, handicap: 10 })).statusCode).toBe(201);
    expect((await entriesOf(player.accountId)).map((entry) => [entry.kind, entry.amountPaisa, entry.postedBy])).toEqual([['charge', 115000, admin.id]]);
    const removed = await asAdmin('POST', `/api/admin/events/${paid}/tournament/entries/${player.memberId}/remove`, { reason: 'Entered twice by mistake.' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await entriesOf(player.accountId)).map((entry) => [entry.kind, entry.amountPaisa, entry.reason])).toEqual([
      ['charge', 115000, null],
      ['charge_reversal', -115000, 'Entered twice by mistake.'],
    ]);
  });

  it('refuses an entry fee below 0, with a fraction of a paisa or above 1,00,000 taka, and keeps the fee when the settings leave it out', async () => {
    const eventId = await tournament('Fee Rules', { entryFeePaisa: 50000 });
    for (const entryFeePaisa of [-1, 0.5, 10_000_001, '500']) {
      const refused = await asAdmin('PUT', `/api/admin/events/${eventId}/tournament`, { entriesCloseAt: later(), maxField: 40, handicapLimit: null, entryFeePaisa });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ entryFeePaisa: entryFeeMessage });
    }
    const kept = await asAdmin('PUT', `/api/admin/events/${eventId}/tournament`, { entriesCloseAt: later(), maxField: 30, handicapLimit: null });
    expect(kept.json().settings).toMatchObject({ maxField: 30, entryFeePaisa: 50000 });
  });
});
