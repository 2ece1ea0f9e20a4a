import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestRoomView, RoomBooking, StaffRoomBookingPage } from '@rgcc/shared/bookings/rooms-and-hall';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { accounts, guestRooms, type AccountRow } from '../../../db/schema';
import { createStaff, latestMailTo, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';

/**
 * A guest room's name has an optional Bangla, which staff write beside the English: a Bangla
 * member reads it on their stays and in the mail that confirms one; the console, the English.
 */

let testApp: TestApp;
let admin: AccountRow;
let adminCookie: string;
const day = (fromToday: number) => addDays(clubToday(), fromToday);
type Method = 'GET' | 'POST' | 'PUT';
const call = (cookie: string, method: Method, url: string, payload?: object) => testApp.app.inject({ method, url, payload, headers: { cookie } });
const asAdmin = (method: Method, url: string, payload?: object) => call(adminCookie, method, url, payload);

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'rooms.bn.admin@example.com', 'admin');
  adminCookie = (await signIn(testApp, 'rooms.bn.admin@example.com', staffPassword)).cookie;
}, 60_000);
afterAll(async () => testApp?.close());

async function member(email: string, language: 'en' | 'bn') {
  const ready = await readyMember(testApp, admin, email, { unlocked: true });
  await testApp.database.db.update(accounts).set({ language }).where(eq(accounts.email, email));
  return ready;
}

describe("a guest room's name in Bangla", () => {
  it('staff write it beside the English; a change without it keeps it, an empty one removes it, one too long is refused', async () => {
    const added = await asAdmin('POST', '/api/admin/guest-rooms', { name: 'Garden Suite', bn: { name: 'বাগান স্যুট' } });
    expect(added.statusCode, added.body).toBe(201);
    const suite = added.json<GuestRoomView>();
    expect(suite).toMatchObject({ name: 'Garden Suite', bn: { name: 'বাগান স্যুট' } });
    expect((await asAdmin('PUT', `/api/admin/guest-rooms/${suite.id}`, { name: 'Garden Suite', retired: true })).json()).toMatchObject({ retired: true, bn: { name: 'বাগান স্যুট' } });

    const tooLong = await asAdmin('PUT', `/api/admin/guest-rooms/${suite.id}`, { name: 'Garden Suite', bn: { name: 'ক'.repeat(61) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errors: { 'bn.name': 'Name in Bangla is limited to 60 characters' } });
    const [kept] = await testApp.database.db.select().from(guestRooms).where(eq(guestRooms.id, suite.id));
    expect(kept).toMatchObject({ name: 'Garden Suite', bn: { name: 'বাগান স্যুট' } });

    expect((await asAdmin('PUT', `/api/admin/guest-rooms/${suite.id}`, { name: 'Garden Suite', bn: { name: ' ' } })).json()).toMatchObject({ bn: {} });
  });

  it('a Bangla member reads it on their stays and in the confirming mail; an English member and the console read the English', async () => {
    const bangla = await member('rooms.bn.reader@example.com', 'bn');
    const english = await member('rooms.en.reader@example.com', 'en');
    const [room1] = await testApp.database.db.select().from(guestRooms).where(eq(guestRooms.name, 'Room 1'));
    const stays: Record<string, number> = {};
    for (const [who, checkIn] of [[bangla, day(20)], [english, day(30)]] as const) {
      const requested = await call(who.cookie, 'POST', '/api/room-bookings', { checkIn, checkOut: addDays(checkIn, 2), guests: 2, message: '' });
      expect(requested.statusCode, requested.body).toBe(201);
      stays[who.memberId] = requested.json<{ booking: { id: number } }>().booking.id;
      expect((await asAdmin('POST', `/api/admin/bookings/rooms/${stays[who.memberId]}/confirm`, { note: 'Welcome.', roomId: room1!.id })).statusCode).toBe(200);
    }

    const roomOf = async (cookie: string, id: number) => (await call(cookie, 'GET', '/api/room-bookings')).json<RoomBooking[]>().find((stay) => stay.id === id)!.room;
    expect(await roomOf(bangla.cookie, stays[bangla.memberId]!)).toBe('কক্ষ ১');
    expect(await roomOf(english.cookie, stays[english.memberId]!)).toBe('Room 1');
    expect((await latestMailTo(testApp, 'rooms.bn.reader@example.com')).textBody).toContain('কক্ষ: কক্ষ ১');
    expect((await latestMailTo(testApp, 'rooms.en.reader@example.com')).textBody).toContain('Room: Room 1');

    const listed = (await asAdmin('GET', '/api/admin/bookings/rooms?status=confirmed')).json<StaffRoomBookingPage>().items;
    expect(listed.find((stay) => stay.id === stays[bangla.memberId])!.room).toBe('Room 1');
  });
});
