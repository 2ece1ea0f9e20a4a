import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What a mail is about, kept with its record after a secret-bearing body is erased (`other`: mail from before kinds were kept). */
export type MailKind =
  | 'verification'
  | 'password-reset'
  | 'credentials'
  | 'rejection'
  | 'password-changed'
  | 'staff-notification'
  | 'inbox-reply'
  | 'newsletter-confirmation'
  | 'staff-invitation'
  | 'second-factor-reset'
  | 'tee-time'
  | 'tournament-draw'
  | 'tournament-entry'
  | 'booking-answer'
  | 'receipt'
  | 'bill-reminder'
  | 'payment-due-letter'
  | 'invitation'
  | 'other';

/** A file sent with a mail: small and textual (an `.ics` calendar entry). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every email the club sends. A mail is written in the same transaction as the change that
 * causes it, and the mail worker delivers it afterwards, retrying while the SMTP server is
 * down, so a restart or an outage loses nothing. Without SMTP this table is the outbox shown
 * at /dev/mailbox.
 *
 * A mail that carries a one-time secret (a code, a link, a temporary password) keeps its body
 * only while needed: erased once delivered over SMTP, or once the secret is used or expires; a
 * mail still unsent when its secret expires is dropped. Recipient, subject, kind and delivery
 * status stay for the record.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    kind: text('kind').$type<MailKind>().notNull().default('other'),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Files sent with it, as text (a calendar entry); erased with the body. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before this time: set forward while a worker is sending it, and after a failure. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    carriesSecret: boolean('carries_secret').notNull().default(false),
    /** When the secret stops working; null while it works until used (a temporary password). */
    secretExpiresAt: timestamp('secret_expires_at', { withTimezone: true }),
    /** When the body was erased (delivered, or its secret spent); never sent if `droppedAt` is set too. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
  },
  (table) => [
    index('outgoing_mail_due_idx').on(table.sentAt, table.sendAfter),
    index('outgoing_mail_secrets_idx').on(table.secretExpiresAt).where(sql`${table.carriesSecret} and ${table.erasedAt} is null`),
    // The live secrets of one address, which each verification, reset and password change spends.
    index('outgoing_mail_live_secrets_to_idx').on(table.toAddress, table.kind).where(sql`${table.carriesSecret} and ${table.erasedAt} is null`),
  ],
);
export type OutgoingMailRow = typeof outgoingMail.$inferSelect;
