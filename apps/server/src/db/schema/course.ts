import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BanglaTexts } from '@rgcc/shared/content/bangla-texts';
import type { TeeGender } from '@rgcc/shared/golf/golf-constants';

/** A set of tees: its 9-hole ratings (an 18-hole round doubles Course Rating and par, keeps the Slope). */
export const tees = pgTable(
  'tees',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name's Bangla, for Bangla pages (content/bangla-texts.ts). */
    bn: jsonb('bn').$type<BanglaTexts<'name'>>().notNull().default({}),
    gender: text('gender').$type<TeeGender>().notNull(),
    courseRatingTenths: integer('course_rating_tenths').notNull(),
    slopeRating: integer('slope_rating').notNull(),
    par: integer('par').notNull(),
    /** False until the Federation has rated the tee: pages say the ratings are provisional. */
    ratingConfirmed: boolean('rating_confirmed').notNull().default(false),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('tees_name_unique').on(sql`lower(${table.name})`),
    check('tees_known_gender', sql`${table.gender} in ('men', 'women')`),
    check('tees_slope_range', sql`${table.slopeRating} between 55 and 155`),
    check('tees_course_rating_range', sql`${table.courseRatingTenths} between 200 and 600`),
    check('tees_par_range', sql`${table.par} between 27 and 45`),
  ],
);

export type TeeRow = typeof tees.$inferSelect;
