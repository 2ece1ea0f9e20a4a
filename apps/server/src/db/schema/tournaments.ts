import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { HandicapSource, TournamentFormat } from '@rgcc/shared/golf/golf-constants';
import { accounts } from './accounts';
import { events } from './content';
import { tees } from './course';

/** A division's prize, as staff write it when they publish the results. */
export type DivisionPrize = { division: string | null; prize: string };
/**
 * The results as published, kept with the event (decision 0038): each division's winners and
 * prize, and which cards were posted to the players' records. Written once, at publishing.
 */
export type PublishedResults = {
  divisions: {
    division: string | null;
    prize: string | null;
    winners: { memberId: string; name: string; total: number | null; toPar: number | null; points: number | null; tieBreak: string | null }[];
  }[];
  posted: number;
  notPosted: { memberId: string; name: string; holes: number }[];
};
/** A division of a tournament's field by playing handicap; the last has no upper bound. */
export type TournamentDivision = { name: string; maxHandicap: number | null };

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
    format: text('format').$type<TournamentFormat>().notNull().default('stroke_gross'),
    /** The handicap allowance (Appendix C), in per cent of the Course Handicap. */
    allowancePercent: smallint('allowance_percent').notNull().default(100),
    /** Empty: one field. */
    divisions: jsonb('divisions').$type<TournamentDivision[]>().notNull().default([]),
    /** Staff closed scoring and published the results: the leaderboard is final. */
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    prizes: jsonb('prizes').$type<DivisionPrize[]>().notNull().default([]),
    /** Written when the results are published (with `resultsPublishedAt`); pages show results only with both. */
    results: jsonb('results').$type<PublishedResults>(),
  },
  (table) => [
    check('tournaments_entry_fee_not_negative', sql`${table.entryFeePaisa} >= 0`),
    check('tournaments_max_field_positive', sql`${table.maxField} > 0`),
    check('tournaments_handicap_limit_range', sql`${table.handicapLimitTenths} between 0 and 540`),
    check('tournaments_draw_complete', sql`(${table.firstTeeTime} is null) = (${table.teeIntervalMinutes} is null)`),
    check('tournaments_published_drawn', sql`${table.drawPublishedAt} is null or ${table.firstTeeTime} is not null`),
    check('tournaments_known_format', sql`${table.format} in ('stroke_gross', 'stroke_net', 'stableford')`),
    check('tournaments_allowance_range', sql`${table.allowancePercent} between 1 and 100`),
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
    /** The tees the entrant plays, whose ratings make their playing handicap; null: the first tees (Men). */
    teeId: integer('tee_id').references(() => tees.id),
    /** Set at the close of entries from the Federation's index, else the club estimate, else the declared handicap. */
    playingHandicap: integer('playing_handicap'),
    handicapSource: text('handicap_source').$type<HandicapSource>(),
    division: text('division'),
    /** Grows with every change of the entrant's hole scores: a scorer's change made against an older one is a conflict. */
    scoreVersion: integer('score_version').notNull().default(0),
  },
  (table) => [
    unique('tournament_entries_one_per_member').on(table.eventId, table.accountId),
    index('tournament_entries_account_idx').on(table.accountId),
    check('tournament_entries_handicap_range', sql`${table.handicapTenths} between 0 and 540`),
  ],
);

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentEntryRow = typeof tournamentEntries.$inferSelect;

/** A tournament entrant's strokes on one hole, as the last scorer entered them (the entry's `scoreVersion` counts the changes). */
export const tournamentHoleScores = pgTable(
  'tournament_hole_scores',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    hole: smallint('hole').notNull(),
    strokes: smallint('strokes').notNull(),
    enteredBy: integer('entered_by').references(() => accounts.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.hole] }),
    check('tournament_hole_scores_hole_range', sql`${table.hole} between 1 and 18`),
    check('tournament_hole_scores_strokes_range', sql`${table.strokes} between 1 and 20`),
  ],
);

export type TournamentHoleScoreRow = typeof tournamentHoleScores.$inferSelect;
