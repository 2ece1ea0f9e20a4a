import { sql } from 'drizzle-orm';
import { fullName, jsonText, trigramIndex } from '../search';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SubscriberStatus } from '@rgcc/shared/comms/inbox-constants';
import type { ReviewScores, ReviewComments } from '@rgcc/shared/comms/reviews';
import type { Locale } from '@rgcc/shared/format/locale';
import { accounts } from './accounts';
import { supportThreads } from './support';
import { conventionHallBookings } from './rooms-and-hall';

/** What visitors send: kept for staff to read later. */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** An Inbox message is new until staff mark it handled (and may mark it new again). */
const handled = () => ({
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  handledByAccountId: integer('handled_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    userPhone: text('user_phone').notNull(),
    ratings: jsonb('ratings').$type<ReviewScores>().notNull(),
    comments: jsonb('comments').$type<ReviewComments>().notNull(),
    createdAt: createdAt(),
    /** Set while staff hide the review: it is not listed and leaves the averages. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    index('reviews_created_at_idx').on(table.createdAt),
    trigramIndex('reviews_user_name_trgm_idx', table.userName),
    trigramIndex('reviews_comments_trgm_idx', jsonText(table.comments)),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    ...handled(),
    /** The language of the page the visitor wrote from: staff's replies go in it. */
    language: text('language').$type<Locale>().notNull().default('en'),
  },
  // The Inbox lists newest (or oldest) first, all or only the new ones.
  (table) => [
    check('contact_messages_language', sql`${table.language} in ('en', 'bn')`),
    index('contact_messages_created_at_idx').on(table.createdAt, table.id),
    index('contact_messages_new_idx').on(table.createdAt, table.id).where(sql`${table.handledAt} is null`),
    trigramIndex('contact_messages_full_name_trgm_idx', fullName(table.firstName, table.lastName)),
    trigramIndex('contact_messages_email_trgm_idx', table.email),
    trigramIndex('contact_messages_phone_trgm_idx', table.phone),
    trigramIndex('contact_messages_message_trgm_idx', table.message),
  ],
);

/**
 * Newsletter sign-ups, double opt-in: an address is subscribed only once it is confirmed through
 * the link mailed to it. The confirmation token is kept as its SHA-256 only.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased so that one address subscribes once. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<SubscriberStatus>().notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true, mode: 'date' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    /** The language of the page of the sign-up its latest confirmation link was mailed for, which that mail went in. */
    language: text('language').$type<Locale>().notNull().default('en'),
  },
  (table) => [
    check('newsletter_subscribers_language', sql`${table.language} in ('en', 'bn')`),
    uniqueIndex('newsletter_subscribers_email_unique').on(table.email),
    uniqueIndex('newsletter_subscribers_confirm_token_unique').on(table.confirmTokenHash),
    index('newsletter_subscribers_created_at_idx').on(table.createdAt, table.id),
    index('newsletter_subscribers_status_idx').on(table.status, table.createdAt, table.id),
    check('newsletter_subscribers_status_check', sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

export const restaurantRatings = pgTable(
  'restaurant_ratings',
  {
    id: serial('id').primaryKey(),
    score: integer('score').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    ...handled(),
  },
  (table) => [
    index('restaurant_ratings_created_at_idx').on(table.createdAt, table.id),
    index('restaurant_ratings_new_idx').on(table.createdAt, table.id).where(sql`${table.handledAt} is null`),
  ],
);

/**
 * Staff's replies by email to a contact message, a prebook request or a member's support thread
 * (exactly one of the three), kept with it as its thread. The mail itself goes through the outbox.
 * Hall requests are answered under Bookings now (decision 0026); their earlier replies stay here
 * as their record.
 */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: serial('id').primaryKey(),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    conventionHallBookingId: integer('convention_hall_booking_id').references(() => conventionHallBookings.id, { onDelete: 'cascade' }),
    supportThreadId: integer('support_thread_id').references(() => supportThreads.id, { onDelete: 'cascade' }),
    authorAccountId: integer('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The address the reply went to, as it was then. */
    toAddress: text('to_address').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('inbox_replies_contact_message_idx').on(table.contactMessageId),
    index('inbox_replies_convention_hall_booking_idx').on(table.conventionHallBookingId),
    index('inbox_replies_support_thread_idx').on(table.supportThreadId, table.createdAt),
    check('inbox_replies_one_message', sql`num_nonnulls(${table.contactMessageId}, ${table.conventionHallBookingId}, ${table.supportThreadId}) = 1`),
  ],
);
