import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { unknownMemberIdMessage } from '@rgcc/shared/membership/member-id';
import {
  defaultTeeTimeSettings,
  staffBookingBookerMessage,
  teeTimeDateMessage,
  teeTimeGuestNameMessage,
  teeTimeDuplicateMemberMessage,
  type MyTeeTimes,
  type TeeSheet,
  type TeeTimeBooking,
  type TeeTimeSlot,
} from '@rgcc/shared/bookings/tee-times';
import { weekdayOf } from '@rgcc/shared/bookings/tee-time-slots';
import { accounts, auditLog, members, outgoingMail, teeTimePlayers, teeTimeSlots, teeTimeWaitlist, type AccountRow } from '../../../db/schema';
import { approvedMember, createStaff, signIn, staffPassword, withoutEntranceFees } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { memberSuspendedMessage, paymentRequiredMessage } from '../../account/entry';
import { sendTeeTimeReminders } from './reminders';
import { blockedMemberMessage, pausedPlayerMessage, staffBookTeeTime, blockedSlotMessage, bookTeeTime, cancelCutOffMessage, cancelTeeTimeBooking, noSuchTeeTimeMessage, otherMemberBookedMessage, outsideWindowMessage, placesFreeMessage, alreadyWaitingMessage, secondBookingMessage, selfNamedMessage, teeTimePassedMessage, teeTimesOfDay, tooFewPlacesMessage, tooManyPlayersMessage, bookingNotFoundMessage, suspendedBookerReason, alreadyCancelledMessage, alreadyPlayingMessage, inactiveMemberMessage, joinWaitlist, releaseTeeTimesOf, waitlistEntryNotFoundMessage } from './service';
import { saveTeeTimeSettings, teeTimeRulesSavedMessage } from './settings';
import { bookedSlotsMessage, checkInTooEarlyMessage, guestNoShowMessage, noShowTooEarlyMessage, noTeeTimesInRangeMessage, playerNotFoundMessage, setAttendance, staffCancelBooking } from './tee-sheet';
import { expireWaitlistOffers } from './waitlist';
import { formatClubDay } from '@rgcc/shared/format/dates';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { defaultClubDetails } from '@rgcc/shared/content/club-settings';

let testApp: TestApp;
let staff: AccountRow;
let staffCookie: string;

interface Member {
  account: AccountRow;
  memberId: string;
  cookie: string;
  email: string;
}

const accountOf = async (email: string) => (await testApp.database.db.select().from(accounts).where(eq(accounts.email, email)))[0]!;

/** An approved member who has chosen a password and paid, signed in. */
async function member(email: string): Promise<Member> {
  const { temporaryPassword } = await approvedMember(testApp, staff, email);
  await testApp.database.db.update(accounts).set({ mustChangePassword: false, dashboardLocked: false }).where(eq(accounts.email, email));
  const { cookie } = await signIn(testApp, email, temporaryPassword);
  const account = await accountOf(email);
  return { account, memberId: account.memberId!, cookie, email };
}

const call = (who: { cookie: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: who.cookie } });
const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => call({ cookie: staffCookie }, method, url, payload);

/** A day after today at the club that is not a Friday (whose tee times start at 13:30). */
function dayAhead(days: number): string {
  let day = addDays(clubToday(), days);
  while (weekdayOf(day) === 5) day = addDays(day, 1);
  return day;
}
const at = (day: string, time: string) => new Date(`${day}T${time}:00+06:00`).toISOString();
const book = (who: Member, startsAt: string, others: { members?: string[]; guests?: string[] } = {}) =>
  call(who, 'POST', '/api/tee-time-bookings', { startsAt, members: others.members ?? [], guests: others.guests ?? [] });
const slotsOf = async (who: Member, day: string) => (await call(who, 'GET', `/api/tee-times?date=${day}`)).json<TeeTimeSlot[]>();
const slotAt = async (who: Member, startsAt: string) => (await slotsOf(who, clubToday(new Date(startsAt)))).find((slot) => slot.startsAt === startsAt)!;
const mailsTo = (email: string) => testApp.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, email)).orderBy(desc(outgoingMail.id));

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  staff = await createStaff(testApp, 'tee.staff@example.com', 'membership');
  // These members owe no entrance fee: the clocks set years ahead would find it long overdue and the membership on hold.
  await withoutEntranceFees(testApp);
  staffCookie = (await signIn(testApp, 'tee.staff@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

describe('GET /api/tee-times', () => {
  let rahim: Member;
  beforeAll(async () => {
    rahim = await member('slots.rahim@example.com');
  });

  it('answers every slot of the day, every 10 minutes from 06:30 to 16:30 Dhaka time, 4 places each', async () => {
    const day = dayAhead(2);
    const response = await call(rahim, 'GET', `/api/tee-times?date=${day}`);
    expect(response.statusCode).toBe(200);
    const slots = response.json<TeeTimeSlot[]>();
    expect(slots).toHaveLength(61);
    expect(slots[0]).toEqual({ startsAt: at(day, '06:30'), capacity: 4, available: 4, blocked: null });
    expect(slots[1]!.startsAt).toBe(at(day, '06:40'));
    expect(slots.at(-1)!.startsAt).toBe(at(day, '16:30'));
  });

  it('starts at 13:30 on a Friday', async () => {
    let friday = addDays(clubToday(), 1);
    while (weekdayOf(friday) !== 5) friday = addDays(friday, 1);
    const slots = await slotsOf(rahim, friday);
    expect(slots[0]!.startsAt).toBe(at(friday, '13:30'));
    expect(slots).toHaveLength(19);
  });

  it('refuses a date that is not one, with a message', async () => {
    for (const date of ['tomorrow', '2026-02-30', '']) {
      const response = await call(rahim, 'GET', `/api/tee-times?date=${date}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(date === '2026-02-30' ? /real day/ : new RegExp(teeTimeDateMessage));
    }
  });

  it('is for members who have paid and are not suspended (403 with a message)', async () => {
    const day = dayAhead(1);
    await expect(teeTimesOfDay(testApp.database.db, { ...rahim.account, deactivatedAt: new Date() }, day)).rejects.toMatchObject({ statusCode: 403, message: memberSuspendedMessage });
    await expect(teeTimesOfDay(testApp.database.db, { ...rahim.account, dashboardLocked: true }, day)).rejects.toMatchObject({ statusCode: 403, message: paymentRequiredMessage });
  });
});

describe('booking a tee time', () => {
  let anika: Member, babul: Member, chaity: Member, dipu: Member;
  let day: string;
  beforeAll(async () => {
    [anika, babul, chaity, dipu] = await Promise.all([member('book.anika@example.com'), member('book.babul@example.com'), member('book.chaity@example.com'), member('book.dipu@example.com')]);
    day = dayAhead(3);
  });

  it('books the member, a member by ID and a guest by name (201), confirms by email with a calendar entry, and takes the places', async () => {
    const response = await book(anika, at(day, '08:00'), { members: [babul.memberId.toLowerCase()], guests: [' Karim Chowdhury '] });
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json<TeeTimeBooking>();
    expect(booking.startsAt).toBe(at(day, '08:00'));
    expect(booking.players.map((player) => player.memberId)).toEqual([anika.memberId, babul.memberId, null]);
    expect(booking.players[2]!.name).toBe('Karim Chowdhury');
    expect(booking.bookedBy.memberId).toBe(anika.memberId);
    expect(booking.cancelUntil).toBe(new Date(Date.parse(at(day, '08:00')) - 24 * 3_600_000).toISOString());
    expect(await slotAt(anika, at(day, '08:00'))).toMatchObject({ capacity: 4, available: 1 });

    for (const who of [anika, babul]) {
      const [mail] = await mailsTo(who.email);
      expect(mail!.subject).toContain('Tee time booked');
      expect(mail!.textBody).toContain('(Dhaka time, UTC+6)');
      expect(mail!.attachments).toHaveLength(1);
      expect(mail!.attachments[0]!.filename).toBe('tee-time.ics');
      expect(mail!.attachments[0]!.content).toContain(`DTSTART:${at(day, '08:00').replace(/[-:]/g, '').replace('.000', '')}`);
    }
  });

  it('answers 409 with a message when the slot has too few places', async () => {
    const response = await book(chaity, at(day, '08:00'), { guests: ['Guest One'] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(tooFewPlacesMessage(1));
  });

  it('refuses a second booking that day (400), for the member and for a member they name', async () => {
    const second = await book(babul, at(day, '12:00'));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(secondBookingMessage(defaultTeeTimeSettings, formatClubDay(at(day, '08:00'), defaultLocale)));
    const naming = await book(chaity, at(day, '12:00'), { members: [anika.memberId] });
    expect(naming.statusCode).toBe(400);
    expect(naming.json()).toEqual({ message: otherMemberBookedMessage(anika.memberId), errors: { 'members.0': otherMemberBookedMessage(anika.memberId) } });
  });

  it('refuses a time that is no tee time, one that has passed and one beyond the window (400)', async () => {
    const offSlot = await book(chaity, at(day, '08:05'));
    expect([offSlot.statusCode, offSlot.json().message]).toEqual([400, noSuchTeeTimeMessage]);
    const yesterday = addDays(clubToday(), -1);
    const past = await book(chaity, at(yesterday, weekdayOf(yesterday) === 5 ? '14:00' : '09:00'));
    expect([past.statusCode, past.json().message]).toEqual([400, teeTimePassedMessage]);
    const far = addDays(clubToday(), 8);
    const beyond = await book(chaity, at(far, weekdayOf(far) === 5 ? '14:00' : '09:00'));
    expect([beyond.statusCode, beyond.json().message]).toEqual([400, outsideWindowMessage(defaultTeeTimeSettings)]);
  });

  it('checks the players: at most 4, known and active members, named once, not yourself, guests with names', async () => {
    const slot = at(day, '09:00');
    const tooMany = await book(chaity, slot, { guests: ['A', 'B', 'C', 'D'] });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, tooManyPlayersMessage(defaultTeeTimeSettings)]);
    const unknown = await book(chaity, slot, { members: ['M-99999'] });
    expect(unknown.json()).toEqual({ message: unknownMemberIdMessage('M-99999'), errors: { 'members.0': unknownMemberIdMessage('M-99999') } });
    const self = await book(chaity, slot, { members: [chaity.memberId] });
    expect([self.statusCode, self.json().message]).toEqual([400, selfNamedMessage]);
    const twice = await book(chaity, slot, { members: [dipu.memberId, dipu.memberId] });
    expect([twice.statusCode, twice.json().message]).toEqual([400, teeTimeDuplicateMemberMessage]);
    const blank = await book(chaity, slot, { guests: ['  '] });
    expect([blank.statusCode, blank.json().errors]).toEqual([400, { 'guests.0': teeTimeGuestNameMessage }]);
    const badId = await book(chaity, slot, { members: ['42'] });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors['members.0']).toMatch(/member ID such as M-0042/);
  });

  it('lists the member’s bookings, those they booked and those naming them', async () => {
    for (const who of [anika, babul]) {
      const mine = (await call(who, 'GET', '/api/tee-time-bookings')).json<MyTeeTimes>();
      expect(mine.bookings.map((booking) => booking.startsAt)).toEqual([at(day, '08:00')]);
    }
    expect((await call(chaity, 'GET', '/api/tee-time-bookings')).json<MyTeeTimes>()).toEqual({ bookings: [], waitlist: [] });
  });

  it("cancels only the member's own booking (404 for anyone else's), frees the places and tells the players", async () => {
    const booking = (await book(dipu, at(day, '10:00'), { guests: ['Guest Two'] })).json<TeeTimeBooking>();
    const others = await call(chaity, 'DELETE', `/api/tee-time-bookings/${booking.id}`);
    expect([others.statusCode, others.json().message]).toEqual([404, bookingNotFoundMessage]);
    const missing = await call(dipu, 'DELETE', '/api/tee-time-bookings/999999');
    expect(missing.statusCode).toBe(404);
    const cancelled = await call(dipu, 'DELETE', `/api/tee-time-bookings/${booking.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect((await slotAt(dipu, at(day, '10:00'))).available).toBe(4);
    const [mail] = await mailsTo(dipu.email);
    expect(mail!.subject).toContain('Tee time cancelled');
    expect(mail!.attachments[0]!.content).toContain('METHOD:CANCEL');
    const again = await call(dipu, 'DELETE', `/api/tee-time-bookings/${booking.id}`);
    expect(again.statusCode).toBe(409);
  });
});

describe('the booking window and the cut-off at Dhaka midnight', () => {
  let emon: Member, farah: Member;
  beforeAll(async () => {
    [emon, farah] = await Promise.all([member('edge.emon@example.com'), member('edge.farah@example.com')]);
  });
  const db = () => testApp.database.db;
  const config = () => testApp.app.deps.config;

  it('opens the eighth day at 00:00 in Dhaka, not at midnight UTC', async () => {
    // 23:59:59 on 24 November in Dhaka is 17:59:59 UTC.
    const justBefore = new Date('2030-11-24T17:59:59Z');
    const eighthDay = '2030-12-02T06:30:00+06:00';
    await expect(bookTeeTime(db(), config(), emon.account, { startsAt: eighthDay, members: [], guests: [] }, justBefore)).rejects.toMatchObject({
      statusCode: 400,
      message: outsideWindowMessage(defaultTeeTimeSettings),
    });
    const booking = await bookTeeTime(db(), config(), emon.account, { startsAt: eighthDay, members: [], guests: [] }, new Date('2030-11-24T18:00:00Z'));
    expect(booking.startsAt).toBe('2030-12-02T00:30:00.000Z');
  });

  it('ends online cancellation exactly 24 hours before, then says to phone the pro shop (409)', async () => {
    const booked = await bookTeeTime(db(), config(), farah.account, { startsAt: '2030-12-03T07:00:00+06:00', members: [], guests: [] }, new Date('2030-11-28T10:00:00Z'));
    await expect(cancelTeeTimeBooking(db(), config(), farah.account, booked.id, new Date('2030-12-02T01:00:00Z'))).rejects.toMatchObject({
      statusCode: 409,
      message: cancelCutOffMessage(defaultTeeTimeSettings, defaultClubDetails.phone),
    });
    await expect(cancelTeeTimeBooking(db(), config(), farah.account, booked.id, new Date('2030-12-02T00:59:59Z'))).resolves.toMatchObject({ message: expect.any(String) });
  });

  it("counts bookings a day by the club's day: two tee times on one UTC date but two Dhaka days are allowed", async () => {
    const early = { ...defaultTeeTimeSettings, days: defaultTeeTimeSettings.days.map(() => ({ first: '05:00', last: '16:30' })) };
    await saveTeeTimeSettings(db(), staff, early, new Date('2030-11-01T00:00:00Z'));
    try {
      const now = new Date('2030-11-30T10:00:00Z');
      // 05:00 on 6 December in Dhaka is 23:00 UTC on the 5th, the same UTC date as 16:30 on the 5th.
      await bookTeeTime(db(), config(), farah.account, { startsAt: '2030-12-05T16:30:00+06:00', members: [], guests: [] }, now);
      const next = await bookTeeTime(db(), config(), farah.account, { startsAt: '2030-12-06T05:00:00+06:00', members: [], guests: [] }, now);
      expect(next.startsAt).toBe('2030-12-05T23:00:00.000Z');
      await expect(bookTeeTime(db(), config(), farah.account, { startsAt: '2030-12-06T16:00:00+06:00', members: [], guests: [] }, now)).rejects.toMatchObject({ statusCode: 400 });
    } finally {
      await saveTeeTimeSettings(db(), staff, defaultTeeTimeSettings, new Date('2030-11-01T00:00:00Z'));
    }
  });
});

describe('the waitlist', () => {
  let gazi: Member, hena: Member, imran: Member, jui: Member;
  let slot: string;
  beforeAll(async () => {
    [gazi, hena, imran, jui] = await Promise.all([member('wait.gazi@example.com'), member('wait.hena@example.com'), member('wait.imran@example.com'), member('wait.jui@example.com')]);
    slot = at(dayAhead(4), '07:30');
  });

  it('takes members when the slot is full, in turn, once each', async () => {
    expect((await book(gazi, slot, { guests: ['G1', 'G2', 'G3'] })).statusCode).toBe(201);
    const joined = await call(hena, 'POST', '/api/tee-time-waitlist', { startsAt: slot, places: 1 });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ state: 'waiting', places: 1, offerExpiresAt: null });
    const twice = await call(hena, 'POST', '/api/tee-time-waitlist', { startsAt: slot, places: 1 });
    expect([twice.statusCode, twice.json().message]).toEqual([409, alreadyWaitingMessage]);
    expect((await call(imran, 'POST', '/api/tee-time-waitlist', { startsAt: slot, places: 2 })).statusCode).toBe(201);
    const free = await call(jui, 'POST', '/api/tee-time-waitlist', { startsAt: at(dayAhead(4), '07:40'), places: 2 });
    expect([free.statusCode, free.json().message]).toEqual([400, placesFreeMessage]);
  });

  it('offers freed places to the first waiting, holds them for 30 minutes, and lets only them book', async () => {
    const gazisBooking = (await call(gazi, 'GET', '/api/tee-time-bookings')).json<MyTeeTimes>().bookings[0]!;
    expect((await call(gazi, 'DELETE', `/api/tee-time-bookings/${gazisBooking.id}`)).statusCode).toBe(200);
    const hensOffer = (await call(hena, 'GET', '/api/tee-time-bookings')).json<MyTeeTimes>().waitlist[0]!;
    expect(hensOffer.state).toBe('offered');
    expect(Date.parse(hensOffer.offerExpiresAt!) - Date.now()).toBeGreaterThan(29 * 60_000);
    const [offerMail] = await mailsTo(hena.email);
    expect(offerMail!.subject).toMatch(/^Places free at 07:30: book by/);
    // Imran needs 2 of the 3 places left, and is offered them too.
    expect((await call(imran, 'GET', '/api/tee-time-bookings')).json<MyTeeTimes>().waitlist[0]!.state).toBe('offered');
    expect((await slotAt(hena, slot)).available).toBe(1);
    const jumping = await book(jui, slot, { guests: ['J1'] });
    expect([jumping.statusCode, jumping.json().message]).toEqual([409, tooFewPlacesMessage(1)]);
    expect((await book(hena, slot)).statusCode).toBe(201);
    expect((await call(hena, 'GET', '/api/tee-time-bookings')).json<MyTeeTimes>().waitlist).toEqual([]);
  });

  it('lapses an offer not taken up in time and offers the places to the next member waiting', async () => {
    expect((await call(jui, 'POST', '/api/tee-time-waitlist', { startsAt: slot, places: 2 })).statusCode).toBe(201);
    expect(await expireWaitlistOffers(testApp.database.db, testApp.app.deps.config, new Date(Date.now() + 31 * 60_000))).toBe(1);
    const entries = await testApp.database.db.select().from(teeTimeWaitlist).where(eq(teeTimeWaitlist.startsAt, new Date(slot))).orderBy(teeTimeWaitlist.id);
    expect(entries.map((entry) => [entry.accountId, entry.state])).toEqual([
      [hena.account.id, 'booked'],
      [imran.account.id, 'expired'],
      [jui.account.id, 'offered'],
    ]);
    const [row] = await testApp.database.db.select().from(teeTimeSlots).where(eq(teeTimeSlots.startsAt, new Date(slot)));
    expect([row!.booked, row!.held]).toEqual([1, 2]);
  });
});

describe('no-shows', () => {
  let kabir: Member;
  const db = () => testApp.database.db;
  const config = () => testApp.app.deps.config;
  beforeAll(async () => {
    kabir = await member('noshow.kabir@example.com');
  });

  it('three no-shows in 60 days stop online booking for 14 days (400 with a message)', async () => {
    const days = ['2031-03-03', '2031-03-17', '2031-04-01'];
    const playerIds: number[] = [];
    for (const day of days) {
      const booking = await bookTeeTime(db(), config(), kabir.account, { startsAt: `${day}T08:00:00+06:00`, members: [], guests: ['Guest'] }, new Date(`${day}T00:00:00Z`));
      const [player] = await db().select().from(teeTimePlayers).where(and(eq(teeTimePlayers.bookingId, booking.id), eq(teeTimePlayers.position, 0)));
      playerIds.push(player!.id);
    }
    const marked = new Date('2031-04-01T06:00:00Z');
    for (const id of playerIds) await setAttendance(db(), staff, id, 'no_show', marked);
    const request = { startsAt: '2031-04-05T08:00:00+06:00', members: [], guests: [] };
    const until = new Date(marked.getTime() + 14 * 86_400_000);
    await expect(bookTeeTime(db(), config(), kabir.account, request, new Date('2031-04-02T00:00:00Z'))).rejects.toMatchObject({ statusCode: 400, message: blockedMemberMessage(until) });
    // Nor may another member book him in the meantime: the pause would mean nothing.
    const lima = await member('noshow.lima@example.com');
    const naming = { startsAt: '2031-04-05T09:00:00+06:00', members: [kabir.account.memberId!], guests: [] };
    await expect(bookTeeTime(db(), config(), lima.account, naming, new Date('2031-04-02T00:00:00Z'))).rejects.toMatchObject({
      statusCode: 400,
      message: pausedPlayerMessage(kabir.account.memberId!, until),
      errors: { 'members.0': pausedPlayerMessage(kabir.account.memberId!, until) },
    });
    // The pro shop books him on the phone: the pause is one of online booking.
    const phoned = await staffBookTeeTime(db(), config(), staff, naming, new Date('2031-04-02T00:00:00Z'));
    expect(phoned.bookedBy).toMatchObject({ memberId: kabir.account.memberId });
    // Fourteen days after the third mark, online booking is open again.
    const later = { startsAt: '2031-04-20T08:00:00+06:00', members: [], guests: [] };
    await expect(bookTeeTime(db(), config(), kabir.account, later, new Date(until.getTime() + 1000))).resolves.toMatchObject({ startsAt: '2031-04-20T02:00:00.000Z' });
  });

  it('counts only no-shows within 60 days of each other, and a corrected mark lifts the pause', async () => {
    const [first] = await db().select().from(teeTimePlayers).where(and(eq(teeTimePlayers.accountId, kabir.account.id), eq(teeTimePlayers.clubDate, '2031-04-01')));
    await setAttendance(db(), staff, first!.id, 'checked_in', new Date('2031-04-01T06:00:00Z'));
    await expect(
      bookTeeTime(db(), config(), kabir.account, { startsAt: '2031-04-06T08:00:00+06:00', members: [], guests: [] }, new Date('2031-04-02T00:00:00Z')),
    ).resolves.toMatchObject({ id: expect.any(Number) });
  });

  it('marks members only, and only once the tee time has come; checks in from the day', async () => {
    const booking = await bookTeeTime(db(), config(), kabir.account, { startsAt: '2031-05-10T09:00:00+06:00', members: [], guests: ['Guest Three'] }, new Date('2031-05-05T00:00:00Z'));
    const players = await db().select().from(teeTimePlayers).where(eq(teeTimePlayers.bookingId, booking.id)).orderBy(teeTimePlayers.position);
    await expect(setAttendance(db(), staff, players[0]!.id, 'checked_in', new Date('2031-05-09T12:00:00Z'))).rejects.toMatchObject({ statusCode: 409, message: checkInTooEarlyMessage });
    await expect(setAttendance(db(), staff, players[0]!.id, 'no_show', new Date('2031-05-10T02:00:00Z'))).rejects.toMatchObject({ statusCode: 409, message: noShowTooEarlyMessage });
    await expect(setAttendance(db(), staff, players[1]!.id, 'no_show', new Date('2031-05-10T04:00:00Z'))).rejects.toMatchObject({ statusCode: 409, message: guestNoShowMessage });
    await expect(setAttendance(db(), staff, players[1]!.id, 'checked_in', new Date('2031-05-10T02:30:00Z'))).resolves.toEqual({ message: 'Checked in.' });
  });
});

describe('the tee sheet (staff with Bookings)', () => {
  let lipi: Member, mamun: Member, omar: Member;
  let day: string;
  beforeAll(async () => {
    [lipi, mamun, omar] = await Promise.all([member('sheet.lipi@example.com'), member('sheet.mamun@example.com'), member('sheet.omar@example.com')]);
    day = dayAhead(5);
    expect((await book(lipi, at(day, '09:00'), { members: [mamun.memberId], guests: ['Nadia Islam'] })).statusCode).toBe(201);
  });

  it("shows the day's bookings with players and attendance", async () => {
    const response = await asStaff('GET', `/api/admin/tee-sheet?date=${day}`);
    expect(response.statusCode).toBe(200);
    const sheet = response.json<TeeSheet>();
    const slot = sheet.slots.find((candidate) => candidate.startsAt === at(day, '09:00'))!;
    expect(slot.available).toBe(1);
    expect(slot.bookings[0]!.players.map((player) => [player.name, player.attendance])).toEqual([
      [expect.any(String), 'expected'],
      [expect.any(String), 'expected'],
      ['Nadia Islam', 'expected'],
    ]);
    const checkIn = await asStaff('PUT', `/api/admin/tee-time-players/${slot.bookings[0]!.players[0]!.id}/attendance`, { attendance: 'checked_in' });
    expect([checkIn.statusCode, checkIn.json().message]).toEqual([409, checkInTooEarlyMessage]);
  });

  it('closes tee times with a reason, refuses to close booked ones (409), and opens them again', async () => {
    const blocked = await asStaff('POST', '/api/admin/tee-time-blocks', { date: day, from: '10:00', to: '10:20', reason: 'Greens aeration' });
    expect([blocked.statusCode, blocked.json().message]).toEqual([200, '3 tee times are closed: Greens aeration.']);
    expect((await slotAt(lipi, at(day, '10:10'))).blocked).toBe('Greens aeration');
    const closedBooking = await book(omar, at(day, '10:10'));
    expect(closedBooking.statusCode).toBe(400);
    expect(closedBooking.json().message).toBe(blockedSlotMessage('Greens aeration'));
    const overBooked = await asStaff('POST', '/api/admin/tee-time-blocks', { date: day, from: '08:50', to: '09:10', reason: 'Tournament' });
    expect([overBooked.statusCode, overBooked.json().message]).toEqual([409, bookedSlotsMessage(['09:00'])]);
    expect((await slotAt(lipi, at(day, '08:50'))).blocked).toBeNull();
    const noReason = await asStaff('POST', '/api/admin/tee-time-blocks', { date: day, from: '10:00', to: '09:00', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors).sort()).toEqual(['reason', 'to']);
    expect((await asStaff('POST', '/api/admin/tee-time-blocks/reopen', { date: day, from: '10:00', to: '10:20' })).statusCode).toBe(200);
    expect((await slotAt(lipi, at(day, '10:10'))).blocked).toBeNull();
    const audit = await testApp.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'tee-time'));
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['tee-time.blocked', 'tee-time.reopened']));
  });

  it('cancels a booking at any time with a reason the players are mailed', async () => {
    const sheet = (await asStaff('GET', `/api/admin/tee-sheet?date=${day}`)).json<TeeSheet>();
    const booking = sheet.slots.find((candidate) => candidate.startsAt === at(day, '09:00'))!.bookings[0]!;
    const noReason = await asStaff('POST', `/api/admin/tee-time-bookings/${booking.id}/cancel`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await asStaff('POST', `/api/admin/tee-time-bookings/${booking.id}/cancel`, { reason: 'Flooded course after the storm' });
    expect(cancelled.statusCode).toBe(200);
    const [mail] = await mailsTo(mamun.email);
    expect(mail!.textBody).toContain('The club has cancelled this tee time: Flooded course after the storm');
  });

  it('books for a member who phones: the first member named books, the rules of a booking hold, and each member is mailed', async () => {
    const phoned = await asStaff('POST', '/api/admin/tee-time-bookings', { startsAt: at(day, '11:00'), members: [omar.memberId.toLowerCase()], guests: ['Rafiq Ahmed'] });
    expect(phoned.statusCode).toBe(201);
    const booking = phoned.json<TeeTimeBooking>();
    expect(booking).toMatchObject({ startsAt: at(day, '11:00'), bookedBy: { memberId: omar.memberId } });
    expect(booking.players.map((player) => player.name)).toEqual([expect.any(String), 'Rafiq Ahmed']);
    expect((await mailsTo(omar.email))[0]!.subject).toMatch(/^Tee time booked/);
    expect((await slotAt(lipi, at(day, '11:00'))).available).toBe(2);
    const [audit] = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'tee-time.booked'), eq(auditLog.entityId, String(booking.id))));
    expect(audit).toMatchObject({ actorAccountId: staff.id, entityType: 'tee-time' });

    const nobody = await asStaff('POST', '/api/admin/tee-time-bookings', { startsAt: at(day, '11:10'), members: [], guests: ['Rafiq Ahmed'] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors).toEqual({ members: staffBookingBookerMessage });
    const twice = await asStaff('POST', '/api/admin/tee-time-bookings', { startsAt: at(day, '11:10'), members: [omar.memberId], guests: [] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: otherMemberBookedMessage(omar.memberId), errors: { 'members.0': otherMemberBookedMessage(omar.memberId) } });
    const full = await asStaff('POST', '/api/admin/tee-time-bookings', { startsAt: at(day, '11:00'), members: [mamun.memberId], guests: ['A', 'B'] });
    expect([full.statusCode, full.json().message]).toEqual([409, tooFewPlacesMessage(2)]);
    const beyond = await asStaff('POST', '/api/admin/tee-time-bookings', { startsAt: at(dayAhead(30), '11:00'), members: [mamun.memberId], guests: [] });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors).toEqual({ startsAt: outsideWindowMessage(defaultTeeTimeSettings) });
  });

  it('saves the rules with their messages, and a new slot size applies to tee times to come', async () => {
    const rulesSaved = () => testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.tee-times.updated'));
    const savedBefore = (await rulesSaved()).length;
    const bad = await asStaff('PUT', '/api/admin/tee-time-settings', { ...defaultTeeTimeSettings, playersPerSlot: 0, days: defaultTeeTimeSettings.days.map((d, i) => (i === 1 ? { first: '16:00', last: '06:30' } : d)) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ playersPerSlot: 'Players per tee time must be a whole number from 1 to 8.', 'days.1.last': 'The last tee time must not be before the first.' });
    const saved = await asStaff('PUT', '/api/admin/tee-time-settings', { ...defaultTeeTimeSettings, playersPerSlot: 3, daysAhead: 10 });
    expect([saved.statusCode, saved.json().message]).toEqual([200, teeTimeRulesSavedMessage]);
    const slots = await slotsOf(lipi, day);
    expect(slots.find((slot) => slot.startsAt === at(day, '06:30'))!.capacity).toBe(3);
    expect((await call(lipi, 'GET', '/api/tee-time-settings')).json()).toMatchObject({ playersPerSlot: 3, daysAhead: 10 });
    await asStaff('PUT', '/api/admin/tee-time-settings', defaultTeeTimeSettings);
    expect((await rulesSaved()).length).toBe(savedBefore + 2);
  });
});

describe('a suspension', () => {
  it("gives up the member's tee times to come: their bookings are cancelled (players told without the reason) and they leave every waitlist", async () => {
    const [pavel, quazi, rupa] = await Promise.all([member('suspend.pavel@example.com'), member('suspend.quazi@example.com'), member('suspend.rupa@example.com')]);
    const day = dayAhead(6);
    expect((await book(pavel, at(day, '13:00'), { members: [quazi.memberId] })).statusCode).toBe(201);
    const otherDay = dayAhead(1);
    expect((await book(rupa, at(otherDay, '14:00'), { guests: ['G1', 'G2', 'G3'] })).statusCode).toBe(201);
    expect((await call(pavel, 'POST', '/api/tee-time-waitlist', { startsAt: at(otherDay, '14:00'), places: 1 })).statusCode).toBe(201);
    expect((await asStaff('POST', `/api/admin/members/${pavel.account.id}/suspend`, { reason: 'Unpaid bills' })).statusCode).toBe(200);
    expect((await slotAt(quazi, at(day, '13:00'))).available).toBe(4);
    const [mail] = await mailsTo(quazi.email);
    expect(mail!.textBody).toContain(`The club has cancelled this tee time: ${suspendedBookerReason}`);
    expect(mail!.textBody).not.toContain('Unpaid');
    const entries = await testApp.database.db.select().from(teeTimeWaitlist).where(eq(teeTimeWaitlist.accountId, pavel.account.id));
    expect(entries.map((entry) => entry.state)).toEqual(['left']);
  });
});

describe('reminders', () => {
  it('go out once, from 18:00 in Dhaka the day before, to every member playing', async () => {
    const nadim = await member('remind.nadim@example.com');
    const db = testApp.database.db;
    const config = testApp.app.deps.config;
    await bookTeeTime(db, config, nadim.account, { startsAt: '2031-06-11T07:00:00+06:00', members: [], guests: [] }, new Date('2031-06-08T05:00:00Z'));
    expect(await sendTeeTimeReminders(db, config, new Date('2031-06-10T11:59:00Z'))).toBe(0);
    expect(await sendTeeTimeReminders(db, config, new Date('2031-06-10T12:00:00Z'))).toBe(1);
    expect(await sendTeeTimeReminders(db, config, new Date('2031-06-10T12:05:00Z'))).toBe(0);
    const [mail] = await mailsTo(nadim.email);
    expect(mail!.subject).toBe('Tomorrow at 07:00: your tee time');
  });
});

describe('the mails in each member’s language', () => {
  it('go to each player in their own account’s language: the booking, the reminder, the cancellation and a waitlist offer', async () => {
    const [sadia, tanvir, urmi] = await Promise.all([member('language.sadia@example.com'), member('language.tanvir@example.com'), member('language.urmi@example.com')]);
    const db = testApp.database.db;
    const config = testApp.app.deps.config;
    for (const who of [tanvir, urmi]) await db.update(accounts).set({ language: 'bn' }).where(eq(accounts.id, who.account.id));
    // The test's members all have one name, and a mail tells a booking made for the player by the booker's name: Sadia gets her own.
    await db.update(members).set({ name: 'Sadia Rahman' }).where(eq(members.accountId, sadia.account.id));
    const mailTo = async (who: Member, subjectStart: string) => (await mailsTo(who.email)).find((mail) => mail.subject.startsWith(subjectStart))!;

    // Sadia (English) books for herself, Tanvir (Bangla) and two guests: the tee time is full, and Urmi (Bangla) waits.
    const startsAt = '2031-06-19T07:30:00+06:00';
    const booking = await bookTeeTime(db, config, sadia.account, { startsAt, members: [tanvir.memberId], guests: ['Guest One', 'Guest Two'] }, new Date('2031-06-16T05:00:00Z'));
    await joinWaitlist(db, urmi.account, { startsAt, places: 1 }, new Date('2031-06-16T06:00:00Z'));

    const booked = await mailTo(tanvir, 'টি টাইম বুক হয়েছে: ');
    expect(booked.subject).toContain('০৭:৩০');
    expect(booked.textBody).toContain(`প্রিয় ${booking.players[1]!.name},`);
    expect(booked.textBody).toContain('Sadia Rahman ৯ হোলের কোর্সে আপনাকে নিয়ে একটি টি টাইম বুক করেছেন।');
    expect(booked.textBody).toContain(`খেলোয়াড়: Sadia Rahman, ${booking.players[1]!.name}, Guest One, Guest Two`);
    expect(booked.htmlBody).toContain('<html lang="bn">');
    expect(booked.attachments[0]!.content).toContain('SUMMARY:Riverside Golf & Country Club-এ টি টাইম');
    const bookedInEnglish = await mailTo(sadia, 'Tee time booked: ');
    expect(bookedInEnglish.textBody).toContain('Your tee time on the 9-hole course is booked.');
    expect(bookedInEnglish.htmlBody).toContain('<html lang="en">');

    expect(await sendTeeTimeReminders(db, config, new Date('2031-06-18T12:00:00Z'))).toBe(1);
    expect((await mailTo(tanvir, 'আগামীকাল')).subject).toBe('আগামীকাল ০৭:৩০-এ: আপনার টি টাইম');
    expect((await mailTo(sadia, 'Tomorrow')).subject).toBe('Tomorrow at 07:30: your tee time');

    await staffCancelBooking(db, config, staff, booking.id, 'Flooded course', new Date('2031-06-18T12:05:00Z'));
    const cancelled = await mailTo(tanvir, 'টি টাইম বাতিল হয়েছে: ');
    expect(cancelled.textBody).toContain('ক্লাব এই টি টাইমটি বাতিল করেছে: Flooded course');
    expect(cancelled.attachments[0]!.content).toContain('METHOD:CANCEL');
    const offer = await mailTo(urmi, '০৭:৩০-এ জায়গা খালি: ');
    expect(offer.textBody).toContain('আপনি যে টি টাইমের অপেক্ষায় আছেন, সেখানে একটি জায়গা খালি হয়েছে, এবং সেটি আপনার জন্য রাখা আছে।');
    expect(offer.textBody).toContain('এর আগেই বুক করুন, নইলে জায়গাগুলো অপেক্ষমাণ পরের সদস্য পাবেন।');
    expect(offer.htmlBody).toContain('<html lang="bn">');

    // A suspension gives up Sadia's next tee time: Tanvir is told why in Bangla.
    await bookTeeTime(db, config, sadia.account, { startsAt: '2031-06-26T07:30:00+06:00', members: [tanvir.memberId], guests: [] }, new Date('2031-06-23T05:00:00Z'));
    await db.transaction((tx) => releaseTeeTimesOf(tx, config, staff, sadia.account.id, new Date('2031-06-24T05:00:00Z')));
    const released = (await mailsTo(tanvir.email))[0]!;
    expect(released.subject).toMatch(/^টি টাইম বাতিল হয়েছে: .*২৬ জুন, ২০৩১/);
    expect(released.textBody).toContain('ক্লাব এই টি টাইমটি বাতিল করেছে: যে সদস্য এটি বুক করেছিলেন, তিনি আর খেলতে পারবেন না');
  });
});

describe('capacity under concurrency', () => {
  it('20 members booking one slot at once with 1 to 4 players leave at most 4 players; every refusal is a 409 with a message', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, (_, index) => member(`race.${index}@example.com`)));
    const slot = at(dayAhead(6), '11:00');
    const responses = await Promise.all(members.map((who, index) => book(who, slot, { guests: Array.from({ length: index % 4 }, (__, n) => `Guest ${index}-${n}`) })));
    const booked = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    const players = booked.reduce((sum, response) => sum + response.json<TeeTimeBooking>().players.length, 0);
    expect(booked.length).toBeGreaterThan(0);
    expect(players).toBeLessThanOrEqual(4);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^(This tee time is full|Only \d places? (is|are) left)/);
    }
    const [row] = await testApp.database.db.select().from(teeTimeSlots).where(eq(teeTimeSlots.startsAt, new Date(slot)));
    expect(row!.booked).toBe(players);
  }, 60_000);
});

describe('the other refusals', () => {
  it('answer with their messages: an inactive member named, waiting at a tee time one plays, a second cancellation, a waitlist one is not on, and staff asking for what is not there', async () => {
    const [sara, tanvir, uma] = await Promise.all([member('gaps.sara@example.com'), member('gaps.tanvir@example.com'), member('gaps.uma@example.com')]);
    const slot = at(dayAhead(2), '15:00');
    await testApp.database.db.update(accounts).set({ dashboardLocked: true }).where(eq(accounts.id, tanvir.account.id));
    const inactive = await book(sara, slot, { members: [tanvir.memberId] });
    expect([inactive.statusCode, inactive.json()]).toEqual([400, { message: inactiveMemberMessage(tanvir.memberId), errors: { 'members.0': inactiveMemberMessage(tanvir.memberId) } }]);

    const booking = (await book(sara, slot, { guests: ['G1', 'G2', 'G3'] })).json<TeeTimeBooking>();
    const playing = await call(sara, 'POST', '/api/tee-time-waitlist', { startsAt: slot, places: 1 });
    expect([playing.statusCode, playing.json().message]).toEqual([400, alreadyPlayingMessage]);
    const entry = (await call(uma, 'POST', '/api/tee-time-waitlist', { startsAt: slot, places: 1 })).json<{ id: number }>();
    const left = await call(uma, 'DELETE', `/api/tee-time-waitlist/${entry.id}`);
    expect([left.statusCode, left.json().message]).toEqual([200, 'You have left the waitlist.']);
    const notOn = await call(uma, 'DELETE', `/api/tee-time-waitlist/${entry.id}`);
    expect([notOn.statusCode, notOn.json().message]).toEqual([404, waitlistEntryNotFoundMessage]);

    expect((await call(sara, 'DELETE', `/api/tee-time-bookings/${booking.id}`)).statusCode).toBe(200);
    const twice = await call(sara, 'DELETE', `/api/tee-time-bookings/${booking.id}`);
    expect([twice.statusCode, twice.json().message]).toEqual([409, alreadyCancelledMessage]);

    const noPlayer = await asStaff('PUT', '/api/admin/tee-time-players/999999/attendance', { attendance: 'checked_in' });
    expect([noPlayer.statusCode, noPlayer.json().message]).toEqual([404, playerNotFoundMessage]);
    const noTimes = await asStaff('POST', '/api/admin/tee-time-blocks', { date: dayAhead(2), from: '05:00', to: '05:30', reason: 'Frost' });
    expect([noTimes.statusCode, noTimes.json().message]).toEqual([400, noTeeTimesInRangeMessage]);
  });
});
