import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The forms stored in the last minute, by a hash of what was sent and who sent it, with the answer
 * given (decision 0031). A form that comes again within the minute (a double tap, a retry after a
 * timeout) finds its key here and gets the same answer, and nothing is stored twice. The key is
 * the primary key, so of two identical forms sent at once the database lets one in. Swept once
 * the minute is over; it holds no personal data beside the answer, which its own table keeps too.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    /** SHA-256 of the form, its sender's account (none for a public form) and its content. */
    key: text('key').primaryKey(),
    /** Which form (`FormKind`): for the log and a person reading the table, not part of the rule. */
    form: text('form').notNull(),
    /** When the form was stored: the same key after the window is a new submission. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The answer the first sending got, given again to the repeats; written in the same transaction. */
    reply: jsonb('reply'),
  },
  (table) => [index('form_submissions_created_at_idx').on(table.createdAt)],
);
