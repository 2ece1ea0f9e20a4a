import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { tees } from './course';
import { teeTimeBookings } from './tee-times';
import { tournaments } from './tournaments';

/**
 * Members' scores, the handicap record's source (issue 24, docs/golf.md). Indexes, differentials
 * and Course Ratings are kept in tenths; a round keeps the ratings it was played on, so that staff
 * changing a tee later leaves every posted differential as it was.
 */

/**
 * A round a member played (posted by them, by staff, or from a tournament). It counts from the
 * moment it is posted; a void one stays, marked, and counts no more.
 */
export const scores = pgTable(
  'scores',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The club's calendar day it was played. */
    playedOn: date('played_on', { mode: 'string' }).notNull(),
    teeId: integer('tee_id')
      .notNull()
      .references(() => tees.id),
    holes: smallint('holes').notNull(),
    /** Gross strokes per hole in playing order (9 or 18). */
    strokes: integer('strokes').array().notNull(),
    /** The round's own ratings as played (18 holes: doubled Course Rating and par). */
    courseRatingTenths: integer('course_rating_tenths').notNull(),
    slopeRating: integer('slope_rating').notNull(),
    par: integer('par').notNull(),
    /** The index the adjustment used (net double bogey); null: none yet, par + 5. */
    indexTenths: integer('index_tenths'),
    grossScore: integer('gross_score').notNull(),
    adjustedGrossScore: integer('adjusted_gross_score').notNull(),
    /** Against the round's own ratings: a 9-hole score's is a 9-hole differential. */
    differentialTenths: integer('differential_tenths').notNull(),
    /** The 18-hole differential the record counts; null for a 9-hole score still waiting for its pair (decision 0035). */
    countingDifferentialTenths: integer('counting_differential_tenths'),
    /** The earlier 9-hole score this one was combined with (decision 0035). */
    pairedWithScoreId: integer('paired_with_score_id').references((): AnyPgColumn => scores.id),
    teeTimeBookingId: integer('tee_time_booking_id').references(() => teeTimeBookings.id),
    /** A tournament's round, posted when staff publish its results. */
    eventId: integer('event_id').references(() => tournaments.eventId, { onDelete: 'set null' }),
    postedBy: integer('posted_by').references(() => accounts.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    attestedBy: integer('attested_by').references(() => accounts.id, { onDelete: 'set null' }),
    attestedAt: timestamp('attested_at', { withTimezone: true }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => accounts.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
  },
  (table) => [
    check('scores_nine_or_eighteen', sql`${table.holes} in (9, 18) and cardinality(${table.strokes}) = ${table.holes}`),
    check('scores_void_with_reason', sql`(${table.voidedAt} is null) = (${table.voidReason} is null)`),
    index('scores_member_played_idx').on(table.accountId, table.playedOn, table.id),
    uniqueIndex('scores_one_per_tournament_unique').on(table.eventId, table.accountId).where(sql`${table.eventId} is not null and ${table.voidedAt} is null`),
  ],
);

export type ScoreRow = typeof scores.$inferSelect;
