import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { tournaments } from './tournaments';

/**
 * A number per tournament that moves whenever its leaderboard may have changed: triggers on the
 * entries (their scores' version, playing handicap, division) and on the tournament (format,
 * divisions, results published) move it, whoever writes. Each server with viewers of the live
 * leaderboard reads it about once a second (decision 0037).
 */
export const leaderboardVersions = pgTable('leaderboard_versions', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => tournaments.eventId, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
