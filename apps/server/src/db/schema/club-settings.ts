import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const clubSettingKeys = ['details', 'hours', 'course-status', 'tee-times', 'rooms-and-hall', 'billing'] as const;
export type ClubSettingKey = (typeof clubSettingKeys)[number];

/**
 * The club's settings that staff edit in the console (under Content; the tee-time, room and hall
 * rules under Bookings), one row per form. A value holds what staff
 * saved; the service fills what it lacks from the shared defaults, so a row of `{}` (as the
 * migration makes them) means "the sample defaults". A trigger bumps the content version on
 * every change (migration 0010), so the public pages' caches follow it.
 */
export const clubSettings = pgTable(
  'club_settings',
  {
    key: text('key', { enum: clubSettingKeys }).primaryKey(),
    value: jsonb('value').notNull().default({}),
    /** When staff last saved it; null while it holds the defaults. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [check('club_settings_known_key', sql`${table.key} in ('details', 'hours', 'course-status', 'tee-times', 'rooms-and-hall', 'billing')`)],
);
