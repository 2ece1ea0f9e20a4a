import { bigint, check, index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { events } from './content';

/**
 * An event open for entries (issue 12): when entries close, how many may enter, the handicap
 * limit, and the draw. Handicaps are kept in tenths (12.4 is 124), exact to the one decimal
 * members give. The draw's groups are on the entries; its first tee time and interval here.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    entriesCloseAt: timestamp('entries_close_at', { withTimezone: true }).notNull(),
    maxField: integer('max_field').notNull(),
    /** Null: any handicap may enter. */
    handicapLimitTenths: integer('handicap_limit_tenths'),
    /** Set by the draw (with the groups on the entries); null until staff draw. */
    firstTeeTime: timestamp('first_tee_time', { withTimezone: true }),
    teeIntervalMinutes: integer('tee_interval_minutes'),
    /** Once set, the draw shows on the event's page and no longer changes. */
    drawPublishedAt: timestamp('draw_published_at', { withTimezone: true }),
    /** Charged to each member's account on entering, before VAT at the standard rate; 0: free. */
    entryFeePaisa: bigint('entry_fee_paisa', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    check('tournaments_entry_fee_not_negative', sql`${table.entryFeePaisa} >= 0`),
    check('tournaments_max_field_positive', sql`${table.maxField} > 0`),
    check('tournaments_handicap_limit_range', sql`${table.handicapLimitTenths} between 0 and 540`),
    check('tournaments_draw_complete', sql`(${table.firstTeeTime} is null) = (${table.teeIntervalMinutes} is null)`),
    check('tournaments_published_drawn', sql`${table.drawPublishedAt} is null or ${table.firstTeeTime} is not null`),
  ],
);

/** A member's entry; withdrawing deletes it. One entry per member and tournament. */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => tournaments.eventId, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    handicapTenths: integer('handicap_tenths').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The draw's group (1 tees off first) and place in it; null until staff draw. */
    drawGroup: integer('draw_group'),
    drawPosition: integer('draw_position'),
  },
  (table) => [
    unique('tournament_entries_one_per_member').on(table.eventId, table.accountId),
    index('tournament_entries_account_idx').on(table.accountId),
    check('tournament_entries_handicap_range', sql`${table.handicapTenths} between 0 and 540`),
  ],
);

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentEntryRow = typeof tournamentEntries.$inferSelect;
