import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Attendance, WaitlistState } from '@rgcc/shared/bookings/tee-time-constants';
import { accounts } from './accounts';

/**
 * A tee time that has been booked, waitlisted or blocked (the others exist only in the settings).
 * Its row is what every booking locks: `booked` and `held` change only under that lock, and the
 * check keeps them within `capacity` whatever happens (issue 12: enforced by the database).
 */
export const teeTimeSlots = pgTable(
  'tee_time_slots',
  {
    startsAt: timestamp('starts_at', { withTimezone: true }).primaryKey(),
    capacity: smallint('capacity').notNull(),
    /** Players booked. */
    booked: smallint('booked').notNull().default(0),
    /** Places held for a waitlisted member's offer. */
    held: smallint('held').notNull().default(0),
    /** Why staff blocked it (maintenance, a tournament); null while open. */
    blockedReason: text('blocked_reason'),
  },
  (table) => [
    check('tee_time_slots_within_capacity', sql`${table.booked} >= 0 and ${table.held} >= 0 and ${table.booked} + ${table.held} <= ${table.capacity}`),
  ],
);

export const teeTimeBookings = pgTable(
  'tee_time_bookings',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true })
      .notNull()
      .references(() => teeTimeSlots.startsAt),
    bookedBy: integer('booked_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who cancelled it: the member, or staff from the tee sheet. */
    cancelledBy: integer('cancelled_by').references(() => accounts.id),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  },
  (table) => [
    index('tee_time_bookings_starts_at_idx').on(table.startsAt),
    index('tee_time_bookings_booked_by_idx').on(table.bookedBy, table.startsAt),
    index('tee_time_bookings_reminders_idx').on(table.startsAt).where(sql`${table.cancelledAt} is null and ${table.reminderSentAt} is null`),
  ],
);

/** The players of a booking: members by account, guests by name; the booker is the first. */
export const teeTimePlayers = pgTable(
  'tee_time_players',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => teeTimeBookings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    accountId: integer('account_id').references(() => accounts.id),
    guestName: text('guest_name'),
    /** The tee time's day at the club: bookings a day are counted by it. */
    clubDate: date('club_date').notNull(),
    attendance: text('attendance').$type<Attendance>().notNull().default('expected'),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
  },
  (table) => [
    check('tee_time_players_member_or_guest', sql`(${table.accountId} is null) <> (${table.guestName} is null)`),
    check('tee_time_players_known_attendance', sql`${table.attendance} in ('expected', 'checked_in', 'no_show')`),
    uniqueIndex('tee_time_players_position_unique').on(table.bookingId, table.position),
    index('tee_time_players_member_day_idx').on(table.accountId, table.clubDate),
  ],
);

/** Members waiting for places at a full tee time, first come first offered. */
export const teeTimeWaitlist = pgTable(
  'tee_time_waitlist',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true })
      .notNull()
      .references(() => teeTimeSlots.startsAt),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    places: smallint('places').notNull(),
    state: text('state').$type<WaitlistState>().notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  },
  (table) => [
    check('tee_time_waitlist_places', sql`${table.places} > 0`),
    check('tee_time_waitlist_known_state', sql`${table.state} in ('waiting', 'offered', 'booked', 'expired', 'left')`),
    // One live place in line per member and tee time.
    uniqueIndex('tee_time_waitlist_one_live_entry').on(table.startsAt, table.accountId).where(sql`${table.state} in ('waiting', 'offered')`),
    index('tee_time_waitlist_line_idx').on(table.startsAt, table.createdAt, table.id).where(sql`${table.state} = 'waiting'`),
    index('tee_time_waitlist_offers_idx').on(table.offerExpiresAt).where(sql`${table.state} = 'offered'`),
  ],
);
