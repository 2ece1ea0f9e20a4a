import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReviewScores, ReviewComments } from '@rgcc/shared/schemas/reviews';

/** What visitors send: kept for staff to read later. */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

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
  (table) => [index('reviews_created_at_idx').on(table.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased so that one address subscribes once. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_unique').on(table.email)],
);

export const conventionHallBookings = pgTable('convention_hall_bookings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  eventDate: text('event_date').notNull(),
  guests: integer('guests').notNull(),
  eventType: text('event_type').notNull(),
  message: text('message').notNull().default(''),
  createdAt: createdAt(),
});

export const restaurantRatings = pgTable('restaurant_ratings', {
  id: serial('id').primaryKey(),
  score: integer('score').notNull(),
  comment: text('comment').notNull(),
  createdAt: createdAt(),
});
