import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { bookingsPageSize, formatDay, lastRoomNight, nightsBetween } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type {
  DeclineInput,
  RoomAndHallSettings,
  RoomAvailability,
  RoomBooking,
  RoomConfirmInput,
  RoomRequest,
  StaffBookingsQuery,
  StaffRoomBooking,
  StaffRoomBookingPage,
} from '@rgcc/shared/bookings/rooms-and-hall';
import { inLocale, type BanglaTexts } from '@rgcc/shared/content/bangla-texts';
import type { Locale } from '@rgcc/shared/format/locale';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { formatCount } from '@rgcc/shared/format/number';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { accounts, guestRooms, roomBookings, type AccountRow, type RoomBookingRow } from '../../../db/schema';
import { storeOnce } from '../../../db/store-once';
import { isExclusionViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/errors';
import { assertMember, assertStaff } from '../../account/entry';
import { assertNotOnHold, ledgerLines } from '../../billing/entry';
import { notifyClub } from '../../comms/entry';
import { cancelOwnRequest, confirmRequest, declineRequest, pendingFirst, statusFilter, type RequestBook } from './requests';
import { handlerEmail, mayCancel } from './shared-rules';
import { readRoomAndHallSettings } from './settings';

export const roomRequestedMessage = 'Thank you! Your request is sent; we will email you once staff confirm it.';
export const noRoomFreeOnMessage = (night: string) => `No room is free on the night of ${formatDay(night)}. Please choose other dates.`;
export const noRoomFreeMessage = 'No room is free for every night of this stay.';
export const roomTakenMessage = 'That room is already booked for some of these nights. Please choose another room.';
export const unknownRoomMessage = 'Please choose one of the rooms the club lets.';
export const stayBegunMessage = 'Your stay has begun; please call the club to change it.';
export const checkInPassedMessage = 'The check-in date of this stay has passed.';

/* The refusals of the rules staff set, each naming the number in force. */
type Rules = Pick<RoomAndHallSettings, 'roomBookingHorizonDays' | 'maxRoomNights' | 'maxRoomGuests'>;
export const roomHorizonMessage = (rules: Pick<Rules, 'roomBookingHorizonDays'>) =>
  `Stays can be requested up to ${formatCount(rules.roomBookingHorizonDays, 'day')} ahead`;
export const stayTooLongMessage = (rules: Pick<Rules, 'maxRoomNights'>) =>
  `A stay is at most ${formatCount(rules.maxRoomNights, 'night')}; please call the club for longer stays`;
export const tooManyGuestsMessage = (rules: Pick<Rules, 'maxRoomGuests'>) => (rules.maxRoomGuests === 1 ? 'A room sleeps 1 guest' : `A room sleeps 1 to ${rules.maxRoomGuests} guests`);

/** A request against the rules in force: each refusal under its field, all of them at once. */
function assertWithinRules(input: RoomRequest, rules: Rules, today: string) {
  const errors: Record<string, string> = {};
  if (input.checkIn > lastRoomNight(rules, today)) errors.checkIn = roomHorizonMessage(rules);
  if (nightsBetween(input.checkIn, input.checkOut) > rules.maxRoomNights) errors.checkOut = stayTooLongMessage(rules);
  if (input.guests > rules.maxRoomGuests) errors.guests = tooManyGuestsMessage(rules);
  const [first] = Object.values(errors);
  if (first) throw new AppError(400, first, errors);
}

type Reader = Pick<Database, 'select'>;

/** Confirmed stays (not their rooms' retirement) hold nights; the others hold none. */
const holdsNights = (from: string, to: string) =>
  and(eq(roomBookings.status, 'confirmed'), gt(roomBookings.checkOut, from), lte(roomBookings.checkIn, to));

/** How many of the rooms still let are free on each night from `from` to `to`, inclusive. */
async function freeRoomsByNight(db: Reader, from: string, to: string): Promise<{ rooms: number; nights: { date: string; free: number }[] }> {
  const [rooms, stays] = await Promise.all([
    db.select({ id: guestRooms.id }).from(guestRooms).where(isNull(guestRooms.retiredAt)),
    db
      .select({ roomId: roomBookings.roomId, checkIn: roomBookings.checkIn, checkOut: roomBookings.checkOut })
      .from(roomBookings)
      .innerJoin(guestRooms, eq(guestRooms.id, roomBookings.roomId))
      .where(and(holdsNights(from, to), isNull(guestRooms.retiredAt))),
  ]);
  const nights: { date: string; free: number }[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const taken = new Set(stays.filter((stay) => stay.checkIn <= date && date < stay.checkOut).map((stay) => stay.roomId));
    nights.push({ date, free: rooms.length - taken.size });
  }
  return { rooms: rooms.length, nights };
}

/** Free rooms for each night a member may ask for, and the limits of a stay, shown before the request is sent. */
export async function roomAvailability(db: Database, account: AccountRow, now = new Date()): Promise<RoomAvailability> {
  assertMember(account, { unlocked: true });
  const today = clubToday(now);
  const { roomBookingHorizonDays, maxRoomNights, maxRoomGuests } = await readRoomAndHallSettings(db);
  return { ...(await freeRoomsByNight(db, today, lastRoomNight({ roomBookingHorizonDays }, today))), roomBookingHorizonDays, maxRoomNights, maxRoomGuests };
}

const memberView = (row: RoomBookingRow, room: string | null, today: string): RoomBooking => ({
  id: row.id,
  checkIn: row.checkIn,
  checkOut: row.checkOut,
  nights: nightsBetween(row.checkIn, row.checkOut),
  guests: row.guests,
  message: row.message,
  status: row.status,
  room,
  note: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
  cancellable: mayCancel(row.status, row.checkIn, today),
});

/**
 * A member asks for nights, within the rules in force. Only confirmed stays hold rooms, so a
 * request is refused only when a night has no room free at all; the overlap rule itself is kept
 * when staff confirm. The same request sent again within a minute is the first one, answered as
 * it was (decision 0031).
 */
export async function requestRoom(db: Database, config: Config, account: AccountRow, input: RoomRequest, now = new Date()): Promise<RoomBooking> {
  assertMember(account, { unlocked: true });
  await assertNotOnHold(db, account.id, now);
  const today = clubToday(now);
  return storeOnce(db, { form: 'room-request', accountId: account.id, content: input }, now, async (tx) => {
    assertWithinRules(input, await readRoomAndHallSettings(tx), today);
    const { nights } = await freeRoomsByNight(tx, input.checkIn, addDays(input.checkOut, -1));
    const full = nights.find((night) => night.free === 0);
    if (full) throw new AppError(409, noRoomFreeOnMessage(full.date), { checkIn: noRoomFreeOnMessage(full.date) });
    const [row] = await tx.insert(roomBookings).values({ ...input, accountId: account.id }).returning();
    await notifyClub(tx, config, { what: 'newRoomRequest', from: account.memberId ?? account.email, consolePath: '/admin/bookings/rooms' });
    return memberView(row!, null, today);
  });
}

/** A stay's room (none until staff confirm it), named in the reader's language: its Bangla where staff gave one. */
const roomName = { name: guestRooms.name, bn: guestRooms.bn };
const roomNameIn = (room: { name: string; bn: BanglaTexts<'name'> } | null, locale: Locale) => (room ? inLocale(room, locale).name : null);

/** The member's own stays, latest check-in first, their rooms named in the member's language. */
export async function listOwnRoomBookings(db: Database, account: AccountRow, now = new Date()): Promise<RoomBooking[]> {
  assertMember(account, { unlocked: true });
  const today = clubToday(now);
  const rows = await db
    .select({ booking: roomBookings, room: roomName })
    .from(roomBookings)
    .leftJoin(guestRooms, eq(guestRooms.id, roomBookings.roomId))
    .where(eq(roomBookings.accountId, account.id))
    .orderBy(desc(roomBookings.checkIn), desc(roomBookings.id));
  return rows.map(({ booking, room }) => memberView(booking, roomNameIn(room, account.language), today));
}

/** Guest-room stays as requests staff answer: the member is told at their account's address. */
const roomBook: RequestBook<RoomBookingRow, { roomId: number }> = {
  what: 'room',
  entity: 'room-booking',
  consolePath: '/admin/bookings/rooms',
  cancelledNotice: 'cancelledRoomStay',
  begunMessage: stayBegunMessage,
  datePassedMessage: checkInPassedMessage,
  columns: { id: roomBookings.id, status: roomBookings.status, firstDay: roomBookings.checkIn },
  firstDay: (row) => row.checkIn,
  async lock(tx, id, ownerId) {
    const [found] = await tx
      .select({ row: roomBookings, memberId: accounts.memberId, email: accounts.email, language: accounts.language })
      .from(roomBookings)
      .innerJoin(accounts, eq(accounts.id, roomBookings.accountId))
      .where(and(eq(roomBookings.id, id), ownerId === undefined ? undefined : eq(roomBookings.accountId, ownerId)))
      .for('update', { of: roomBookings });
    return found && { row: found.row, from: found.memberId ?? found.email, email: found.email, name: null, language: found.language };
  },
  write: (tx, id, values, chosen) => tx.update(roomBookings).set({ ...values, ...chosen }).where(eq(roomBookings.id, id)),
  details: (row) => [
    { label: 'checkIn', day: row.checkIn },
    { label: 'checkOut', day: row.checkOut },
    { label: 'nights', count: nightsBetween(row.checkIn, row.checkOut) },
  ],
  charge: (row) => ({
    accountId: row.accountId,
    service: 'room',
    line: ledgerLines.room(nightsBetween(row.checkIn, row.checkOut), row.checkIn),
    quantity: nightsBetween(row.checkIn, row.checkOut),
    price: 'room_night',
  }),
  conflict: { is: isExclusionViolation, message: roomTakenMessage, field: 'roomId' },
};

export const cancelRoomBooking = (db: Database, config: Config, account: AccountRow, id: number, now = new Date()) => cancelOwnRequest(db, config, roomBook, account, id, now);

/** Every request, pending ones first (soonest check-in first), then the rest, latest check-in first. */
export async function listRoomBookings(db: Database, actor: AccountRow, query: StaffBookingsQuery, now = new Date()): Promise<StaffRoomBookingPage> {
  assertStaff(actor, 'Bookings');
  const today = clubToday(now);
  const where = statusFilter(roomBook.columns, query.status);
  const page = db
      .select({ booking: roomBookings, room: roomName, memberId: accounts.memberId, email: accounts.email, handledBy: handlerEmail(roomBookings.handledByAccountId) })
      .from(roomBookings)
      .innerJoin(accounts, eq(accounts.id, roomBookings.accountId))
      .leftJoin(guestRooms, eq(guestRooms.id, roomBookings.roomId))
      .where(where)
      .orderBy(...pendingFirst(roomBook.columns))
      .limit(bookingsPageSize)
      .offset((query.page - 1) * bookingsPageSize);
  const [rows, total] = await Promise.all([page, db.$count(roomBookings, where)]);
  return {
    items: rows.map((row): StaffRoomBooking => ({ ...memberView(row.booking, roomNameIn(row.room, actor.language), today), memberId: row.memberId, email: row.email, roomId: row.booking.roomId, handledBy: row.handledBy })),
    total,
    page: query.page,
    pageSize: bookingsPageSize,
  };
}

/** The room staff chose, if the club still lets it; otherwise the first room with every night free. */
async function roomFor(tx: Transaction, booking: RoomBookingRow, roomId: number | null) {
  if (roomId !== null) {
    const [room] = await tx.select().from(guestRooms).where(and(eq(guestRooms.id, roomId), isNull(guestRooms.retiredAt)));
    if (!room) throw new AppError(400, unknownRoomMessage, { roomId: unknownRoomMessage });
    return room;
  }
  const [room] = await tx
    .select()
    .from(guestRooms)
    .where(
      and(
        isNull(guestRooms.retiredAt),
        sql`not exists (select 1 from ${roomBookings} where ${roomBookings.roomId} = ${guestRooms.id} and ${roomBookings.status} = 'confirmed'
          and ${roomBookings.checkIn} < ${booking.checkOut} and ${roomBookings.checkOut} > ${booking.checkIn})`,
      ),
    )
    .orderBy(guestRooms.id)
    .limit(1);
  if (!room) throw new AppError(409, noRoomFreeMessage);
  return room;
}

/** Staff confirm a stay in the room they chose, or the first one free every night of it. */
export const confirmRoomBooking = (db: Database, config: Config, actor: AccountRow, id: number, input: RoomConfirmInput & { roomId: number | null }, now = new Date()) =>
  confirmRequest(
    db,
    config,
    roomBook,
    actor,
    id,
    input.note,
    async (tx, booking) => {
      const room = await roomFor(tx, booking, input.roomId);
      return { values: { roomId: room.id }, after: { room: room.name }, details: [...roomBook.details(booking), { label: 'room', name: room.name, bn: room.bn }], automatic: input.roomId === null };
    },
    now,
  );

export const declineRoomBooking = (db: Database, config: Config, actor: AccountRow, id: number, input: DeclineInput, now = new Date()) => declineRequest(db, config, roomBook, actor, id, input, now);
