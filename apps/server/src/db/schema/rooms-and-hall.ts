import { sql } from 'drizzle-orm';
import { check, date, type AnyPgColumn, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BookingStatus, HallSession } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { BanglaTexts } from '@rgcc/shared/content/bangla-texts';
import { accounts } from './accounts';

/**
 * The guest rooms and the convention hall: requests, and the bookings staff confirm from them.
 * Two confirmed bookings of one room, or of one hall session, never overlap: the database
 * refuses it (an exclusion constraint on the rooms' nights, a unique index on the hall's date
 * and session), so that two members of staff confirming at once cannot both succeed.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const statusCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} in ('pending', 'confirmed', 'declined', 'cancelled')`);

/** When, and by whom, staff confirmed or declined the request. */
const handled = () => ({
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  handledByAccountId: integer('handled_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
});

/** The club's guest rooms (four at first). A retired room keeps its past stays but takes no new one. */
export const guestRooms = pgTable(
  'guest_rooms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Its name in Bangla, where staff gave one (content/bangla-texts.ts). */
    bn: jsonb('bn').$type<BanglaTexts<'name'>>().notNull().default({}),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('guest_rooms_name_unique').on(sql`lower(${table.name})`)],
);
export type GuestRoomRow = typeof guestRooms.$inferSelect;

/**
 * A member's stay: the nights from `check_in` up to, not including, `check_out` (calendar days at
 * the club). Confirmed, it has a room, and `room_bookings_no_overlap` (hand-written in the
 * migration: Drizzle has no EXCLUDE) keeps the room's confirmed nights apart.
 */
export const roomBookings = pgTable(
  'room_bookings',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: integer('guests').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    roomId: integer('room_id').references(() => guestRooms.id, { onDelete: 'restrict' }),
    /** Staff's note to the member with their answer. */
    decisionNote: text('decision_note'),
    ...handled(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('room_bookings_account_idx').on(table.accountId, table.checkIn),
    index('room_bookings_status_idx').on(table.status, table.checkIn),
    statusCheck('room_bookings_status_check', table.status),
    check('room_bookings_nights_check', sql`${table.checkOut} > ${table.checkIn}`),
    check('room_bookings_confirmed_room_check', sql`${table.status} <> 'confirmed' or ${table.roomId} is not null`),
  ],
);
export type RoomBookingRow = typeof roomBookings.$inferSelect;

/**
 * Convention hall requests, from the public prebook popup: a date and a session. Those sent before
 * the popup asked for a session have none, and staff choose one as they confirm.
 */
export const conventionHallBookings = pgTable(
  'convention_hall_bookings',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    eventDate: text('event_date').notNull(),
    session: text('session').$type<HallSession>(),
    guests: integer('guests').notNull(),
    eventType: text('event_type').notNull(),
    message: text('message').notNull().default(''),
    /** The member who asked, when signed in: they follow it on their dashboard. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    decisionNote: text('decision_note'),
    ...handled(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('convention_hall_bookings_created_at_idx').on(table.createdAt, table.id),
    index('convention_hall_bookings_status_idx').on(table.status, table.eventDate),
    index('convention_hall_bookings_account_idx').on(table.accountId),
    uniqueIndex('convention_hall_bookings_confirmed_unique').on(table.eventDate, table.session).where(sql`${table.status} = 'confirmed'`),
    statusCheck('convention_hall_bookings_status_check', table.status),
    check('convention_hall_bookings_session_check', sql`${table.session} in ('morning', 'evening')`),
    check('convention_hall_bookings_confirmed_session_check', sql`${table.status} <> 'confirmed' or ${table.session} is not null`),
  ],
);
export type ConventionHallBookingRow = typeof conventionHallBookings.$inferSelect;
