import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every email the club sends. A mail is written in the same transaction as the change that
 * causes it, and the mail worker delivers it afterwards, retrying while the SMTP server is
 * down, so a restart or an outage loses nothing. Without SMTP this table is the outbox shown
 * at /dev/mailbox.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before this time: set forward while a worker is sending it, and after a failure. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outgoing_mail_due_idx').on(table.sentAt, table.sendAfter)],
);

export type OutgoingMailRow = typeof outgoingMail.$inferSelect;
