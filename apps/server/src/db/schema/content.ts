import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BanglaTexts } from '@rgcc/shared/content/bangla-texts';
import type { StoredEventPhoto } from '@rgcc/shared/content/content';

/**
 * The club's editable content. Every row carries a `position` so that staff can reorder
 * items later; images are media keys (see apps/web/src/lib/media.ts), not URLs. A row staff
 * write texts in keeps their Bangla beside the English (`bn`, by field: content/bangla-texts.ts).
 */

const banglaTexts = <Field extends string>() => jsonb('bn').$type<BanglaTexts<Field>>().notNull().default({});

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    description: text('description').notNull().default(''),
    /** In the order staff arranged them, each with its caption. */
    photos: jsonb('photos').$type<StoredEventPhoto[]>().notNull().default([]),
    bn: banglaTexts<'title' | 'description'>(),
  },
  (table) => [index('events_starts_on_idx').on(table.startsOn, table.id)],
);

/**
 * The strip of announcements on the home page. It shows from its first to its last day at the
 * club while `visible`, so a past announcement stops showing by itself; it may point to an event.
 */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  visible: boolean('visible').notNull().default(true),
  eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
  bn: banglaTexts<'message'>(),
});

/**
 * Images staff upload for the public pages (`uploaded/<folder>/<id>` keys), re-encoded into every
 * width and format of their folder's media variant, and videos (`uploaded/videos/<id>.<mp4|webm>`),
 * kept as they came. One no content row names is deleted a day on.
 */
export const publicMedia = pgTable('public_media', {
  key: text('key').primaryKey(),
  uploadedBy: integer('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const galleryImages = pgTable('gallery_images', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  alt: text('alt').notNull(),
  bn: banglaTexts<'alt'>(),
  position: integer('position').notNull(),
});

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  bn: banglaTexts<'title'>(),
  /** A video key (`videoUrl` in media-variants.ts): a committed placeholder or an uploaded file. */
  video: text('video').notNull(),
  /** An image key: the placeholder of the same name as its video, or an uploaded thumbnail. */
  poster: text('poster').notNull(),
  position: integer('position').notNull(),
});

export const menuCategories = pgTable('menu_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  bn: banglaTexts<'name'>(),
  image: text('image').notNull(),
  position: integer('position').notNull(),
});

export const dishes = pgTable('dishes', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => menuCategories.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  bn: banglaTexts<'name' | 'description'>(),
  /** Price in taka; 0 until staff set it (the menu came without prices). */
  priceTaka: integer('price_taka').notNull().default(0),
  image: text('image').notNull(),
  /** An unavailable dish is not listed on the public menu. */
  available: boolean('available').notNull().default(true),
  position: integer('position').notNull(),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  bn: banglaTexts<'name'>(),
  /** Price in whole taka, shown on the pro shop page (issue 23; spec 3.8 kept it for staff only). */
  priceTaka: integer('price_taka').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull(),
});

/** Facilities for guests, for members, and the convention hall's list. */
export const facilities = pgTable('facilities', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['guests', 'members', 'convention-hall'] }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  bn: banglaTexts<'title' | 'description'>(),
  position: integer('position').notNull(),
});

/**
 * The categories on the membership fees page (spec 3.3 and 9), edited by staff but neither added
 * nor deleted. Amounts are whole taka. Not the registration fee members pay at checkout
 * (constants/membership.ts): that is a different thing.
 */
export const membershipCategories = pgTable(
  'membership_categories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    feeTaka: integer('fee_taka').notNull(),
    /** The price shown per month, apart from the fee; the spec gives both as they are. */
    perMonthTaka: integer('per_month_taka').notNull(),
    description: text('description').notNull(),
  bn: banglaTexts<'title' | 'description'>(),
    position: integer('position').notNull(),
  },
  (table) => [
    check('membership_categories_fee_not_negative', sql`${table.feeTaka} >= 0`),
    check('membership_categories_per_month_not_negative', sql`${table.perMonthTaka} >= 0`),
  ],
);

export const leaders = pgTable('leaders', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  bn: banglaTexts<'name' | 'title'>(),
  image: text('image').notNull(),
  /** The President is shown larger. */
  featured: boolean('featured').notNull().default(false),
  position: integer('position').notNull(),
});

export const sponsors = pgTable('sponsors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  bn: banglaTexts<'name'>(),
  image: text('image').notNull(),
  /** The sponsor's site (https), linked from the logo; null for none. */
  url: text('url'),
  position: integer('position').notNull(),
});

export const holes = pgTable(
  'holes',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    menDistanceYards: integer('men_distance_yards').notNull(),
    womenDistanceYards: integer('women_distance_yards').notNull(),
    par: integer('par').notNull(),
    handicapIndex: integer('handicap_index').notNull(),
    description: text('description').notNull(),
  bn: banglaTexts<'description'>(),
    image: text('image').notNull(),
  },
  (table) => [uniqueIndex('holes_number_unique').on(table.number)],
);

/** Small key-value facts about the database itself, such as when content was first seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * One row whose number grows with every change to what the public pages show. Triggers on the
 * content tables (migration 0008) bump it, however the change is made, so that every server's
 * cache of rendered pages and public JSON follows it (http/content-version.ts).
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

export type EventRow = typeof events.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
