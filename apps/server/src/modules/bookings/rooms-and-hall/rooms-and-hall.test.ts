import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { accounts, auditLog, conventionHallBookings, guestRooms, outgoingMail, roomBookings, type AccountRow } from '../../../db/schema';
import { isExclusionViolation } from '../../../db/unique-violation';
import { defaultRoomAndHallSettings, type RoomAndHallSettings } from '@rgcc/shared/bookings/rooms-and-hall';
import { unchangedMessage } from '../../content/entry';
import { requestHall } from './hall';
import { requestRoom } from './rooms';
import { roomAndHallRulesSavedMessage } from './settings';
import { createStaff, latestMailTo, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';

/**
 * Guest-room stays and convention hall requests: what members and visitors ask for, what staff
 * answer, and the rule the database keeps: two confirmed bookings never overlap.
 */

let testApp: TestApp;
let admin: AccountRow;
let adminCookie: string;
let otherStaffCookie: string;
let member: { cookie: string; account: AccountRow };
let otherMember: { cookie: string; account: AccountRow };
const clubAddress = 'info@example.com';
const day = (fromToday: number) => addDays(clubToday(), fromToday);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const asAdmin = (method: Method, url: string, payload?: object) => call(adminCookie, method, url, payload);
const asMember = (method: Method, url: string, payload?: object) => call(member.cookie, method, url, payload);

async function memberAccount(email: string, unlocked = true) {
  const ready = await readyMember(testApp, admin, email, { unlocked });
  const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, email));
  return { cookie: ready.cookie, account: account! };
}

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'bookings.admin@example.com', 'admin');
  await createStaff(testApp, 'bookings.membership@example.com', 'membership');
  adminCookie = (await signIn(testApp, 'bookings.admin@example.com', staffPassword)).cookie;
  otherStaffCookie = (await signIn(testApp, 'bookings.membership@example.com', staffPassword)).cookie;
  member = await memberAccount('guest.room@example.com');
  otherMember = await memberAccount('other.guest@example.com');
});

afterAll(async () => {
  await testApp?.close();
});

const request = (cookie: string, body: object) => call(cookie, 'POST', '/api/room-bookings', { guests: 2, message: '', ...body });
let stays = 0;
/** A stay of its own: the same request sent again within a minute would be the first one (decision 0031). */
async function requestedStay(cookie: string, checkIn: string, checkOut: string): Promise<number> {
  const response = await request(cookie, { checkIn, checkOut, message: `Stay ${++stays}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ booking: { id: number } }>().booking.id;
}
const roomIdOf = async (name: string) => (await testApp.database.db.select().from(guestRooms).where(eq(guestRooms.name, name)))[0]!.id;

describe('guest rooms: availability and requests', () => {
  it('shows, to unlocked members only, how many of the 4 rooms are free each night from today to the horizon', async () => {
    expect((await call(undefined, 'GET', '/api/guest-rooms/availability')).statusCode).toBe(401);
    const response = await asMember('GET', '/api/guest-rooms/availability');
    expect(response.statusCode).toBe(200);
    const availability = response.json<{ rooms: number; nights: { date: string; free: number }[] }>();
    expect(availability.rooms).toBe(4);
    expect(availability.nights).toHaveLength(180);
    expect(availability.nights[0]).toEqual({ date: clubToday(), free: 4 });
    expect(availability.nights.at(-1)!.date).toBe(day(179));
  });

  it('refuses a locked or a suspended member with 403 and the message', async () => {
    const locked = await memberAccount('locked.guest@example.com', false);
    const refused = await call(locked.cookie, 'POST', '/api/room-bookings', { checkIn: day(3), checkOut: day(4), guests: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Please pay the membership registration fee to unlock your dashboard.' });
    // Suspension ends the member's sessions (401); a request already past that check is refused too.
    const suspended = { ...member.account, deactivatedAt: new Date() };
    await expect(requestRoom(testApp.database.db, testApp.app.deps.config, suspended, { checkIn: day(3), checkOut: day(4), guests: 1, message: '' })).rejects.toMatchObject({
      statusCode: 403,
      message: 'Your membership is suspended. Please contact the club.',
    });
  });

  it('stores a pending request, lists it for the member and tells the club, with a link to the console', async () => {
    const response = await request(member.cookie, { checkIn: day(10), checkOut: day(12), guests: 2, message: 'A quiet room, please' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Thank you! Your request is sent; we will email you once staff confirm it.',
      booking: { checkIn: day(10), checkOut: day(12), nights: 2, guests: 2, status: 'pending', room: null, cancellable: true },
    });
    const own = (await asMember('GET', '/api/room-bookings')).json<{ checkIn: string; status: string }[]>();
    expect(own).toContainEqual(expect.objectContaining({ checkIn: day(10), status: 'pending', message: 'A quiet room, please' }));
    expect((await call(otherMember.cookie, 'GET', '/api/room-bookings')).json()).toEqual([]);
    const notification = await latestMailTo(testApp, clubAddress, 'A new guest room request');
    expect(notification.textBody).toContain(`${testApp.publicUrl}/admin/bookings/rooms`);
    expect(notification.textBody).not.toContain('A quiet room');
  });

  const cases: { name: string; body: object; errors: Record<string, string> }[] = [
    { name: 'nothing', body: { checkIn: '', checkOut: '', guests: undefined }, errors: { checkIn: 'Please choose the check-in date', checkOut: 'Please choose the check-out date', guests: 'Number of guests is required' } },
    { name: 'a check-in yesterday at the club', body: { checkIn: day(-1), checkOut: day(1) }, errors: { checkIn: 'The check-in date must be today or later' } },
    { name: 'a check-in past the horizon', body: { checkIn: day(180), checkOut: day(181) }, errors: { checkIn: 'Stays can be requested up to 180 days ahead' } },
    { name: 'a check-out on the check-in day', body: { checkIn: day(5), checkOut: day(5) }, errors: { checkOut: 'The check-out date must be after the check-in date' } },
    { name: 'a check-out before the check-in', body: { checkIn: day(6), checkOut: day(5) }, errors: { checkOut: 'The check-out date must be after the check-in date' } },
    { name: '15 nights', body: { checkIn: day(5), checkOut: day(20) }, errors: { checkOut: 'A stay is at most 14 nights; please call the club for longer stays' } },
    { name: 'no guest', body: { checkIn: day(5), checkOut: day(6), guests: 0 }, errors: { guests: 'At least 1 guest' } },
    { name: 'four guests', body: { checkIn: day(5), checkOut: day(6), guests: 4 }, errors: { guests: 'A room sleeps 1 to 3 guests' } },
    {
      name: 'every rule at once',
      body: { checkIn: day(180), checkOut: day(195), guests: 4 },
      errors: { checkIn: 'Stays can be requested up to 180 days ahead', checkOut: 'A stay is at most 14 nights; please call the club for longer stays', guests: 'A room sleeps 1 to 3 guests' },
    },
    { name: 'a day that does not exist', body: { checkIn: '2027-02-30', checkOut: '2027-03-02' }, errors: { checkIn: 'The check-in date must be a real date' } },
  ];
  it.each(cases)('refuses $name with 400 and field errors, storing nothing', async ({ body, errors }) => {
    const before = await testApp.database.db.$count(roomBookings);
    const response = await request(member.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect(await testApp.database.db.$count(roomBookings)).toBe(before);
  });

  it('accepts 14 nights, a check-in today and the last night of the horizon', async () => {
    expect((await request(member.cookie, { checkIn: day(0), checkOut: day(14) })).statusCode).toBe(201);
    expect((await request(member.cookie, { checkIn: day(179), checkOut: day(180) })).statusCode).toBe(201);
  });
});

describe('guest rooms: staff answers', () => {
  it('lists requests to admin and membership staff, pending first, soonest check-in first', async () => {
    const later = await requestedStay(otherMember.cookie, day(40), day(41));
    const sooner = await requestedStay(otherMember.cookie, day(30), day(31));
    await asAdmin('POST', `/api/admin/bookings/rooms/${later}/decline`, { note: 'Closed for painting' });
    const page = (await call(otherStaffCookie, 'GET', '/api/admin/bookings/rooms')).json<{ items: { id: number; status: string; checkIn: string }[] }>();
    const statuses = page.items.map((item) => item.status);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('declined'));
    const pending = page.items.filter((item) => item.status === 'pending').map((item) => item.checkIn);
    expect(pending).toEqual([...pending].sort());
    expect(page.items.find((item) => item.id === sooner)).toMatchObject({ email: 'other.guest@example.com', handledBy: null });
    expect(page.items.find((item) => item.id === later)).toMatchObject({ status: 'declined', note: 'Closed for painting', handledBy: 'bookings.admin@example.com' });
    const declinedOnly = (await asAdmin('GET', '/api/admin/bookings/rooms?status=declined')).json<{ items: { status: string }[] }>();
    expect(new Set(declinedOnly.items.map((item) => item.status))).toEqual(new Set(['declined']));
  });

  it('confirms in the first free room with a note: audited, mailed to the member, shown to the member, and the night has one room fewer', async () => {
    const id = await requestedStay(member.cookie, day(50), day(52));
    const noNote = await asAdmin('POST', `/api/admin/bookings/rooms/${id}/confirm`, { note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ errors: { note: 'Please write a note for the requester.' } });

    const confirmed = await asAdmin('POST', `/api/admin/bookings/rooms/${id}/confirm`, { note: 'Breakfast is from 7 AM.' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'The request is confirmed and the requester is told by email.' });
    const mail = await latestMailTo(testApp, 'guest.room@example.com', 'guest room request');
    expect(mail.subject).toContain('is confirmed');
    for (const text of ['Breakfast is from 7 AM.', 'Room: Room 1', 'Nights: 2']) expect(mail.textBody).toContain(text);
    const [entry] = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'room-booking'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ action: 'room-booking.confirmed', actorAccountId: admin.id, detail: 'Breakfast is from 7 AM.' });

    const own = (await asMember('GET', '/api/room-bookings')).json<{ id: number }[]>().find((booking) => booking.id === id);
    expect(own).toMatchObject({ status: 'confirmed', room: 'Room 1', note: 'Breakfast is from 7 AM.', cancellable: true });
    const nights = (await asMember('GET', '/api/guest-rooms/availability')).json<{ nights: { date: string; free: number }[] }>().nights;
    expect(nights.filter((night) => [day(49), day(50), day(51), day(52)].includes(night.date)).map((night) => night.free)).toEqual([4, 3, 3, 4]);

    const again = await call(otherStaffCookie, 'POST', `/api/admin/bookings/rooms/${id}/confirm`, { note: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This request has already been answered.' });
  });

  it('refuses a room already confirmed for one of the nights with 409, and takes a stay that starts on its check-out day', async () => {
    const room1 = await roomIdOf('Room 1');
    const first = await requestedStay(member.cookie, day(60), day(63));
    expect((await asAdmin('POST', `/api/admin/bookings/rooms/${first}/confirm`, { note: 'Yes', roomId: room1 })).statusCode).toBe(200);
    const overlapping = await requestedStay(otherMember.cookie, day(62), day(64));
    const refused = await asAdmin('POST', `/api/admin/bookings/rooms/${overlapping}/confirm`, { note: 'Yes', roomId: room1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'That room is already booked for some of these nights. Please choose another room.',
      errors: { roomId: 'That room is already booked for some of these nights. Please choose another room.' },
    });
    expect((await testApp.database.db.select().from(roomBookings).where(eq(roomBookings.id, overlapping)))[0]!.status).toBe('pending');
    // Without a room chosen, the first free one.
    expect((await asAdmin('POST', `/api/admin/bookings/rooms/${overlapping}/confirm`, { note: 'Room 2 then' })).statusCode).toBe(200);
    expect((await latestMailTo(testApp, 'other.guest@example.com', 'is confirmed')).textBody).toContain('Room: Room 2');
    const next = await requestedStay(otherMember.cookie, day(63), day(65));
    expect((await asAdmin('POST', `/api/admin/bookings/rooms/${next}/confirm`, { note: 'Yes', roomId: room1 })).statusCode).toBe(200);
  });

  it('the database itself refuses two confirmed stays in one room on a shared night', async () => {
    const room1 = await roomIdOf('Room 1');
    const row = { accountId: member.account.id, guests: 1, status: 'confirmed' as const, roomId: room1 };
    await testApp.database.db.insert(roomBookings).values({ ...row, checkIn: day(90), checkOut: day(92) });
    const error = await testApp.database.db
      .insert(roomBookings)
      .values({ ...row, checkIn: day(91), checkOut: day(93) })
      .then(() => null, (caught: unknown) => caught);
    expect(isExclusionViolation(error)).toBe(true);
    // Pending and declined stays hold no night.
    await testApp.database.db.insert(roomBookings).values({ ...row, status: 'pending', roomId: null, checkIn: day(91), checkOut: day(93) });
  });

  it('of two members of staff confirming overlapping stays in one room at the same moment, exactly one is refused with 409', async () => {
    const room3 = await roomIdOf('Room 3');
    for (let round = 0; round < 3; round++) {
      const a = await requestedStay(member.cookie, day(100 + round * 5), day(103 + round * 5));
      const b = await requestedStay(otherMember.cookie, day(101 + round * 5), day(104 + round * 5));
      const answers = await Promise.all([
        call(adminCookie, 'POST', `/api/admin/bookings/rooms/${a}/confirm`, { note: 'Yes', roomId: room3 }),
        call(otherStaffCookie, 'POST', `/api/admin/bookings/rooms/${b}/confirm`, { note: 'Yes', roomId: room3 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe('That room is already booked for some of these nights. Please choose another room.');
      const confirmedInRoom = await testApp.database.db.$count(roomBookings, and(eq(roomBookings.roomId, room3), eq(roomBookings.status, 'confirmed')));
      expect(confirmedInRoom).toBe(round + 1);
    }
  });

  it('eight confirmations at the same moment with no room chosen fill the four free rooms, and refuse the other four with 409', async () => {
    const requests = [];
    for (let index = 0; index < 8; index++) requests.push(await requestedStay(index % 2 ? member.cookie : otherMember.cookie, day(130), day(132)));
    const answers = await Promise.all(requests.map((id, index) => call(index % 2 ? adminCookie : otherStaffCookie, 'POST', `/api/admin/bookings/rooms/${id}/confirm`, { note: 'Yes' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json()).toEqual({ message: 'No room is free for every night of this stay.' });
    const confirmed = await testApp.database.db.select({ roomId: roomBookings.roomId }).from(roomBookings).where(and(eq(roomBookings.status, 'confirmed'), eq(roomBookings.checkIn, day(130))));
    expect(new Set(confirmed.map((stay) => stay.roomId)).size).toBe(4);
  });

  it('declines with a note, mailed to the member; a declined request is not answered again', async () => {
    const id = await requestedStay(member.cookie, day(70), day(71));
    const declined = await call(otherStaffCookie, 'POST', `/api/admin/bookings/rooms/${id}/decline`, { note: 'The rooms are being repainted that week.' });
    expect(declined.json()).toEqual({ message: 'The request is declined and the requester is told by email.' });
    const mail = await latestMailTo(testApp, 'guest.room@example.com', 'is declined');
    expect(mail.textBody).toContain('The rooms are being repainted that week.');
    expect((await asAdmin('POST', `/api/admin/bookings/rooms/${id}/confirm`, { note: 'Yes' })).statusCode).toBe(409);
    expect((await asAdmin('POST', '/api/admin/bookings/rooms/999999/decline', { note: 'No' })).json()).toEqual({ message: 'Booking not found.' });
  });

  it('answers a member in their account’s language: Bangla words, the dates and nights in Bengali digits', async () => {
    const bangla = await memberAccount('bangla.guest@example.com');
    await testApp.database.db.update(accounts).set({ language: 'bn' }).where(eq(accounts.id, bangla.account.id));
    const stay = await requestRoom(testApp.database.db, testApp.app.deps.config, bangla.account, { checkIn: day(160), checkOut: day(163), guests: 2, message: '' });
    expect((await asAdmin('POST', `/api/admin/bookings/rooms/${stay.id}/confirm`, { note: 'Breakfast is from 7 AM.' })).statusCode).toBe(200);
    const mail = await latestMailTo(testApp, 'bangla.guest@example.com');
    expect(mail.subject).toBe('Riverside Golf & Country Club-এ আপনার অতিথিকক্ষের অনুরোধ নিশ্চিত হয়েছে');
    for (const text of ['প্রিয় সদস্য,', 'আপনার অতিথিকক্ষের অনুরোধ নিশ্চিত করা হয়েছে।', 'রাত: ৩', 'কক্ষ: ', 'Breakfast is from 7 AM.']) expect(mail.textBody).toContain(text);
    expect(mail.textBody).toMatch(/চেক-ইন: [০-৯]{1,2} \S+, [০-৯]{4}\n\nচেক-আউট: [০-৯]{1,2} \S+, [০-৯]{4}\n/);
    expect(mail.htmlBody).toContain('<html lang="bn">');
  });

  it('refuses to confirm a stay whose check-in day has passed, and one with no room free every night', async () => {
    const [past] = await testApp.database.db.insert(roomBookings).values({ accountId: member.account.id, guests: 1, checkIn: day(-2), checkOut: day(1) }).returning();
    const refused = await asAdmin('POST', `/api/admin/bookings/rooms/${past!.id}/confirm`, { note: 'Yes' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'The check-in date of this stay has passed.' });

    const waiting = await requestedStay(member.cookie, day(120), day(121));
    for (let room = 0; room < 4; room++) {
      const id = await requestedStay(otherMember.cookie, day(120), day(121));
      expect((await asAdmin('POST', `/api/admin/bookings/rooms/${id}/confirm`, { note: 'Yes' })).statusCode).toBe(200);
    }
    const full = await asAdmin('POST', `/api/admin/bookings/rooms/${waiting}/confirm`, { note: 'Yes' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'No room is free for every night of this stay.' });
    const noRoom = await request(member.cookie, { checkIn: day(119), checkOut: day(122) });
    expect(noRoom.statusCode).toBe(409);
    expect(noRoom.json().message).toMatch(/^No room is free on the night of \d{2} \w{3} \d{4}\. Please choose other dates\.$/);
  });
});

describe('guest rooms: the member cancels', () => {
  it('cancels a pending request, or a confirmed stay before its check-in day; not twice, not on the day, not another member’s', async () => {
    const pending = await requestedStay(member.cookie, day(20), day(21));
    const cancelled = await asMember('DELETE', `/api/room-bookings/${pending}`);
    expect(cancelled.json()).toEqual({ message: 'Your request is cancelled.' });
    const twice = await asMember('DELETE', `/api/room-bookings/${pending}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This request is already closed.' });

    const tomorrow = await requestedStay(member.cookie, day(1), day(2));
    await asAdmin('POST', `/api/admin/bookings/rooms/${tomorrow}/confirm`, { note: 'Yes' });
    expect((await call(otherMember.cookie, 'DELETE', `/api/room-bookings/${tomorrow}`)).json()).toEqual({ message: 'Booking not found.' });
    expect((await asMember('DELETE', `/api/room-bookings/${tomorrow}`)).statusCode).toBe(200);
    expect((await latestMailTo(testApp, clubAddress, 'A cancelled guest room stay')).textBody).toContain('/admin/bookings/rooms');

    const today = await requestedStay(member.cookie, day(0), day(1));
    await asAdmin('POST', `/api/admin/bookings/rooms/${today}/confirm`, { note: 'Yes' });
    const own = (await asMember('GET', '/api/room-bookings')).json<{ id: number; cancellable: boolean }[]>();
    expect(own.find((booking) => booking.id === today)!.cancellable).toBe(false);
    const begun = await asMember('DELETE', `/api/room-bookings/${today}`);
    expect(begun.statusCode).toBe(409);
    expect(begun.json()).toEqual({ message: 'Your stay has begun; please call the club to change it.' });
  });
});

describe('guest rooms: the rooms themselves', () => {
  it('lists the 4 rooms; staff add, rename and retire one, names kept apart whatever their case; a retired room takes no stay', async () => {
    expect((await asAdmin('GET', '/api/admin/guest-rooms')).json()).toEqual(['Room 1', 'Room 2', 'Room 3', 'Room 4'].map((name, index) => ({ id: index + 1, name, bn: { name: `কক্ষ ${'১২৩৪'[index]}` }, retired: false })));
    const added = await asAdmin('POST', '/api/admin/guest-rooms', { name: 'Garden Suite' });
    expect(added.statusCode).toBe(201);
    const suite = added.json<{ id: number }>();
    const clash = await asAdmin('POST', '/api/admin/guest-rooms', { name: 'garden suite' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'Another room already has this name.', errors: { name: 'Another room already has this name.' } });
    expect((await asAdmin('POST', '/api/admin/guest-rooms', { name: ' ' })).json()).toMatchObject({ errors: { name: 'Please name the room' } });
    expect((await asAdmin('PUT', `/api/admin/guest-rooms/${suite.id}`, { name: 'River Suite', retired: true })).json()).toEqual({ id: suite.id, name: 'River Suite', bn: {}, retired: true });
    expect((await asAdmin('PUT', '/api/admin/guest-rooms/999999', { name: 'Nowhere' })).statusCode).toBe(404);
    const [entry] = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'guest-room'), eq(auditLog.action, 'guest-room.changed')));
    expect(entry).toMatchObject({ before: { name: 'Garden Suite', retired: false }, after: { name: 'River Suite', retired: true } });

    const id = await requestedStay(member.cookie, day(150), day(151));
    const refused = await asAdmin('POST', `/api/admin/bookings/rooms/${id}/confirm`, { note: 'Yes', roomId: suite.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Please choose one of the rooms the club lets.', errors: { roomId: 'Please choose one of the rooms the club lets.' } });
    expect((await asMember('GET', '/api/guest-rooms/availability')).json().rooms).toBe(4);
  });
});

const hallRequest = { name: 'Karim Uddin', phone: '01811000222', email: 'karim@example.com', guests: 120, eventType: 'Wedding', message: '' };
const askForHall = (body: object, cookie?: string) => call(cookie, 'POST', '/api/convention-hall/bookings', { ...hallRequest, ...body });
const hallIdOf = async (name: string) =>
  (await testApp.database.db.select().from(conventionHallBookings).where(eq(conventionHallBookings.name, name)).orderBy(conventionHallBookings.id)).at(-1)!.id;

describe('the convention hall', () => {
  it('takes a request from anyone, pending, and tells the club with a link to Bookings', async () => {
    const response = await askForHall({ name: 'Nasrin Haque', eventDate: day(30), session: 'morning' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Thank you! Our events team will call you to confirm your booking.' });
    const [row] = await testApp.database.db.select().from(conventionHallBookings).where(eq(conventionHallBookings.name, 'Nasrin Haque'));
    expect(row).toMatchObject({ status: 'pending', session: 'morning', accountId: null });
    const mail = await latestMailTo(testApp, clubAddress, 'A new convention hall request from Nasrin Haque');
    expect(mail.textBody).toContain(`${testApp.publicUrl}/admin/bookings/hall`);
  });

  it("keeps a signed-in member's request with them, to follow and cancel on the dashboard", async () => {
    expect((await askForHall({ name: 'Member Request', eventDate: day(31), session: 'evening' }, member.cookie)).statusCode).toBe(201);
    const own = (await asMember('GET', '/api/convention-hall/bookings')).json();
    expect(own).toEqual([expect.objectContaining({ eventDate: day(31), session: 'evening', status: 'pending', eventType: 'Wedding', cancellable: true })]);
    expect((await call(otherMember.cookie, 'GET', '/api/convention-hall/bookings')).json()).toEqual([]);
    expect((await call(undefined, 'GET', '/api/convention-hall/bookings')).statusCode).toBe(401);
  });

  it('confirms with a note: mailed, audited, shown as taken, and a new request for that session is refused with 409', async () => {
    await askForHall({ name: 'Rahim Confirmed', eventDate: day(40), session: 'evening' });
    const id = await hallIdOf('Rahim Confirmed');
    const confirmed = await call(otherStaffCookie, 'POST', `/api/admin/bookings/hall/${id}/confirm`, { note: 'The lawn is yours from 5 PM.' });
    expect(confirmed.json()).toEqual({ message: 'The request is confirmed and the requester is told by email.' });
    const mail = await latestMailTo(testApp, 'karim@example.com', 'convention hall request');
    expect(mail.subject).toContain('is confirmed');
    for (const text of ['Dear Rahim Confirmed,', 'Session: Evening', 'The lawn is yours from 5 PM.']) expect(mail.textBody).toContain(text);
    expect(await testApp.database.db.$count(auditLog, and(eq(auditLog.entityType, 'hall-booking'), eq(auditLog.entityId, String(id))))).toBe(1);

    const availability = (await call(undefined, 'GET', '/api/convention-hall/availability')).json();
    expect(availability).toMatchObject({ from: clubToday(), to: day(364) });
    expect(availability.taken).toContainEqual({ date: day(40), session: 'evening' });

    const taken = await askForHall({ name: 'Too Late', eventDate: day(40), session: 'evening' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'That date and session are already booked. Please choose another.', errors: { session: 'That date and session are already booked. Please choose another.' } });
    expect((await askForHall({ name: 'Morning Instead', eventDate: day(40), session: 'morning' })).statusCode).toBe(201);
  });

  it('refuses to confirm a session someone else already has, with 409 (the database keeps one confirmed booking a session)', async () => {
    await askForHall({ name: 'First Pending', eventDate: day(45), session: 'morning' });
    await askForHall({ name: 'Second Pending', eventDate: day(45), session: 'morning' });
    const first = await hallIdOf('First Pending');
    const second = await hallIdOf('Second Pending');
    expect((await asAdmin('POST', `/api/admin/bookings/hall/${first}/confirm`, { note: 'Yes' })).statusCode).toBe(200);
    const refused = await asAdmin('POST', `/api/admin/bookings/hall/${second}/confirm`, { note: 'Yes' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('That date and session are already booked. Please choose another.');
  });

  it('of two members of staff confirming one session for two requests at the same moment, exactly one is refused with 409', async () => {
    for (let round = 0; round < 3; round++) {
      await askForHall({ name: `Race A${round}`, eventDate: day(200 + round), session: 'evening' });
      await askForHall({ name: `Race B${round}`, eventDate: day(200 + round), session: 'evening' });
      const answers = await Promise.all([
        call(adminCookie, 'POST', `/api/admin/bookings/hall/${await hallIdOf(`Race A${round}`)}/confirm`, { note: 'Yes' }),
        call(otherStaffCookie, 'POST', `/api/admin/bookings/hall/${await hallIdOf(`Race B${round}`)}/confirm`, { note: 'Yes' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    }
  });

  it('asks for a session when confirming a request sent before the popup had one', async () => {
    const [legacy] = await testApp.database.db
      .insert(conventionHallBookings)
      .values({ name: 'Old Request', phone: '01700000000', email: null, eventDate: day(60), guests: 50, eventType: 'Conference' })
      .returning();
    const refused = await asAdmin('POST', `/api/admin/bookings/hall/${legacy!.id}/confirm`, { note: 'Yes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Please choose the session', errors: { session: 'Please choose the session' } });
    // No address to tell: staff are reminded to call, and no mail is queued.
    const mails = await testApp.database.db.$count(outgoingMail);
    const confirmed = await asAdmin('POST', `/api/admin/bookings/hall/${legacy!.id}/confirm`, { note: 'Yes', session: 'morning' });
    expect(confirmed.json()).toEqual({ message: 'Done. The request has no email address: please call the requester to tell them.' });
    expect(await testApp.database.db.$count(outgoingMail)).toBe(mails);
  });

  it('declines with a note, mailed to the address given or the member’s own; refuses a date that has passed', async () => {
    await askForHall({ name: 'Decline Me', email: '', eventDate: day(80), session: 'morning' }, otherMember.cookie);
    const declined = await asAdmin('POST', `/api/admin/bookings/hall/${await hallIdOf('Decline Me')}/decline`, { note: 'The hall is closed for repairs.' });
    expect(declined.json()).toEqual({ message: 'The request is declined and the requester is told by email.' });
    expect((await latestMailTo(testApp, 'other.guest@example.com', 'is declined')).textBody).toContain('The hall is closed for repairs.');

    const [past] = await testApp.database.db
      .insert(conventionHallBookings)
      .values({ name: 'Past Request', phone: '01700000000', eventDate: day(-1), session: 'evening', guests: 50, eventType: 'Conference' })
      .returning();
    const refused = await asAdmin('POST', `/api/admin/bookings/hall/${past!.id}/confirm`, { note: 'Yes' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'The date of this event has passed.' });
  });

  it('answers a member in their account’s language (a visitor, who has none, in English): the session and the type of event in Bangla', async () => {
    const bangla = await memberAccount('bangla.hall@example.com');
    await testApp.database.db.update(accounts).set({ language: 'bn' }).where(eq(accounts.id, bangla.account.id));
    await requestHall(testApp.database.db, testApp.app.deps.config, bangla.account, { ...hallRequest, name: 'Bangla Hall', email: '', eventDate: day(250), session: 'evening', eventType: 'Wedding' });
    expect((await asAdmin('POST', `/api/admin/bookings/hall/${await hallIdOf('Bangla Hall')}/decline`, { note: 'The hall is closed for repairs.' })).statusCode).toBe(200);
    const mail = await latestMailTo(testApp, 'bangla.hall@example.com');
    expect(mail.subject).toBe('Riverside Golf & Country Club-এ আপনার কনভেনশন হলের অনুরোধ প্রত্যাখ্যাত হয়েছে');
    for (const text of ['প্রিয় Bangla Hall,', 'দুঃখিত: আপনার কনভেনশন হলের অনুরোধটি আমরা নিশ্চিত করতে পারছি না।', 'সেশন: সন্ধ্যা', 'অনুষ্ঠান: বিয়ে', 'The hall is closed for repairs.']) {
      expect(mail.textBody).toContain(text);
    }
    expect(mail.textBody).toMatch(/তারিখ: [০-৯]{1,2} \S+, [০-৯]{4}\n/);
    expect(mail.htmlBody).toContain('<html lang="bn">');

    await requestHall(testApp.database.db, testApp.app.deps.config, null, { ...hallRequest, name: 'Visitor Hall', email: 'visitor.hall@example.com', eventDate: day(251), session: 'morning', eventType: 'Wedding' });
    await asAdmin('POST', `/api/admin/bookings/hall/${await hallIdOf('Visitor Hall')}/decline`, { note: 'The hall is closed for repairs.' });
    const toVisitor = await latestMailTo(testApp, 'visitor.hall@example.com');
    expect(toVisitor.subject).toBe('Your convention hall request at Riverside Golf & Country Club is declined');
    expect(toVisitor.htmlBody).toContain('<html lang="en">');
  });

  it('lists requests for staff, pending first', async () => {
    const page = (await asAdmin('GET', '/api/admin/bookings/hall')).json<{ total: number; items: { status: string; name: string; phone: string }[] }>();
    const statuses = page.items.map((item) => item.status);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.findIndex((status) => status !== 'pending'));
    expect(page.items[0]).toHaveProperty('phone');
    expect((await call(undefined, 'GET', '/api/admin/bookings/hall')).statusCode).toBe(401);
  });

  it('the member cancels a pending or future confirmed request, but not on the day', async () => {
    await askForHall({ name: 'Cancel Later', eventDate: day(90), session: 'morning' }, member.cookie);
    const future = await hallIdOf('Cancel Later');
    await asAdmin('POST', `/api/admin/bookings/hall/${future}/confirm`, { note: 'Yes' });
    expect((await call(otherMember.cookie, 'DELETE', `/api/convention-hall/bookings/${future}`)).statusCode).toBe(404);
    expect((await asMember('DELETE', `/api/convention-hall/bookings/${future}`)).json()).toEqual({ message: 'Your request is cancelled.' });
    // The session is free again.
    expect((await askForHall({ name: 'Takes It Over', eventDate: day(90), session: 'morning' })).statusCode).toBe(201);

    await askForHall({ name: 'Today Event', eventDate: day(0), session: 'evening' }, member.cookie);
    const today = await hallIdOf('Today Event');
    await asAdmin('POST', `/api/admin/bookings/hall/${today}/confirm`, { note: 'Yes' });
    const begun = await asMember('DELETE', `/api/convention-hall/bookings/${today}`);
    expect(begun.statusCode).toBe(409);
    expect(begun.json()).toEqual({ message: 'Your event is today or has passed; please call the club to change it.' });
  });
});

describe('the room and hall rules staff set', () => {
  const rulesPath = '/api/admin/room-and-hall-settings';
  const saveRules = (rules: Partial<RoomAndHallSettings>) => asAdmin('PUT', rulesPath, { ...defaultRoomAndHallSettings, ...rules });
  const rulesSaved = () => testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.rooms-and-hall.updated'));

  it('answers the defaults, refuses numbers out of bounds with a message under each, and saves the rest, audited', async () => {
    expect((await asAdmin('GET', rulesPath)).json()).toEqual({ roomBookingHorizonDays: 180, hallBookingHorizonDays: 365, maxRoomNights: 14, maxRoomGuests: 3 });
    const bad = await asAdmin('PUT', rulesPath, { roomBookingHorizonDays: 0, hallBookingHorizonDays: 1096, maxRoomNights: 2.5, maxRoomGuests: '4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      roomBookingHorizonDays: 'Days ahead for a stay must be a whole number from 1 to 730.',
      hallBookingHorizonDays: 'Days ahead for the hall must be a whole number from 1 to 1095.',
      maxRoomNights: 'Nights a stay must be a whole number from 1 to 90.',
      maxRoomGuests: 'Guests a room must be a whole number from 1 to 10.',
    });
    const tooMany = await saveRules({ maxRoomNights: 91, maxRoomGuests: 11, roomBookingHorizonDays: 731 });
    expect(tooMany.json().errors).toEqual({
      roomBookingHorizonDays: 'Days ahead for a stay must be a whole number from 1 to 730.',
      maxRoomNights: 'Nights a stay must be a whole number from 1 to 90.',
      maxRoomGuests: 'Guests a room must be a whole number from 1 to 10.',
    });
    expect(await rulesSaved()).toEqual([]);

    const saved = await saveRules({ maxRoomNights: 21 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: roomAndHallRulesSavedMessage, settings: { ...defaultRoomAndHallSettings, maxRoomNights: 21 } });
    expect((await saveRules({ maxRoomNights: 21 })).json().message).toBe(unchangedMessage);
    const entries = await rulesSaved();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorAccountId: admin.id, entityType: 'settings', entityId: 'rooms-and-hall', before: { maxRoomNights: 14 }, after: { maxRoomNights: 21 } });
    expect((await call(otherStaffCookie, 'GET', rulesPath)).json()).toMatchObject({ maxRoomNights: 21 });
    await saveRules({});
  });

  it('checks each rule at its edge against the numbers in force, and says them before a request is sent', async () => {
    const earlier = await requestedStay(member.cookie, day(40), day(45));
    await askForHall({ name: 'Asked Early', eventDate: day(100), session: 'evening' });
    expect((await saveRules({ roomBookingHorizonDays: 30, hallBookingHorizonDays: 60, maxRoomNights: 3, maxRoomGuests: 2 })).statusCode).toBe(200);
    try {
      const availability = (await asMember('GET', '/api/guest-rooms/availability')).json();
      expect(availability).toMatchObject({ roomBookingHorizonDays: 30, maxRoomNights: 3, maxRoomGuests: 2 });
      expect(availability.nights).toHaveLength(30);
      expect((await call(undefined, 'GET', '/api/convention-hall/availability')).json()).toMatchObject({ to: day(59), hallBookingHorizonDays: 60 });

      const refusals: [string, object, Record<string, string>][] = [
        ['check-in on night 31', { checkIn: day(30), checkOut: day(31) }, { checkIn: 'Stays can be requested up to 30 days ahead' }],
        ['4 nights', { checkIn: day(25), checkOut: day(29) }, { checkOut: 'A stay is at most 3 nights; please call the club for longer stays' }],
        ['3 guests', { checkIn: day(25), checkOut: day(26), guests: 3 }, { guests: 'A room sleeps 1 to 2 guests' }],
      ];
      for (const [what, body, errors] of refusals) {
        const refused = await request(member.cookie, body);
        expect([refused.statusCode, refused.json()], what).toEqual([400, { message: Object.values(errors)[0], errors }]);
      }
      expect((await request(member.cookie, { checkIn: day(29), checkOut: day(32), guests: 2 })).statusCode).toBe(201);

      const hallRefused = await askForHall({ name: 'Too Far', eventDate: day(60), session: 'morning' });
      expect([hallRefused.statusCode, hallRefused.json()]).toEqual([
        400,
        { message: 'The hall can be requested up to 60 days ahead', errors: { eventDate: 'The hall can be requested up to 60 days ahead' } },
      ]);
      expect((await askForHall({ name: 'Just In Time', eventDate: day(59), session: 'morning' })).statusCode).toBe(201);

      // One night, one guest: the messages say so in the singular.
      await saveRules({ roomBookingHorizonDays: 1, maxRoomNights: 1, maxRoomGuests: 1 });
      expect((await request(member.cookie, { checkIn: day(1), checkOut: day(3), guests: 2 })).json().errors).toEqual({
        checkIn: 'Stays can be requested up to 1 day ahead',
        checkOut: 'A stay is at most 1 night; please call the club for longer stays',
        guests: 'A room sleeps 1 guest',
      });

      // What was asked for before the change is kept, and staff still answer it.
      const own = (await asMember('GET', '/api/room-bookings')).json<{ id: number; nights: number; status: string }[]>();
      expect(own.find((booking) => booking.id === earlier)).toMatchObject({ nights: 5, status: 'pending' });
      expect((await asAdmin('POST', `/api/admin/bookings/rooms/${earlier}/confirm`, { note: 'Yes' })).statusCode).toBe(200);
      expect((await asAdmin('POST', `/api/admin/bookings/hall/${await hallIdOf('Asked Early')}/confirm`, { note: 'Yes' })).statusCode).toBe(200);
    } finally {
      await saveRules({});
    }
  });
});
