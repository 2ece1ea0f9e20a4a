import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fullName, trigramIndex } from '../search';
import type { ApplicationStatus } from '@rgcc/shared/membership/application-statuses';
import type { Locale } from '@rgcc/shared/format/locale';

/**
 * A membership application (spec 3.1). The fields staff search by are columns; the whole form
 * as sent is kept in `details`. One open application per email: a rejected one stays for the
 * record (as long as the privacy page says) and the email may apply again.
 */
export const applications = pgTable('applications', {
  id: serial('id').primaryKey(),
  /** Lower-cased by the schema. */
  email: text('email').notNull(),
  category: text('category').notNull(),
  membershipType: text('membership_type').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  nameEnglish: text('name_english').notNull(),
  mobile: text('mobile').notNull(),
  details: jsonb('details').notNull(),
  /** See `ApplicationStatus`: verified by the applicant, then decided by staff. */
  status: text('status').$type<ApplicationStatus>().notNull().default('awaiting_verification'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When staff approved or rejected it, and why it was rejected. */
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  rejectionReason: text('rejection_reason'),
  /** The language of the form the applicant filled in: their mails go in it, and their account starts in it. */
  language: text('language').$type<Locale>().notNull().default('en'),
}, (table) => [
  check('applications_language', sql`${table.language} in ('en', 'bn')`),
  index('applications_status_created_idx').on(table.status, table.createdAt),
  // The staff list's order, newest first, paged.
  index('applications_created_idx').on(table.createdAt, table.id),
  trigramIndex('applications_name_english_trgm_idx', table.nameEnglish),
  trigramIndex('applications_full_name_trgm_idx', fullName(table.firstName, table.lastName)),
  trigramIndex('applications_email_trgm_idx', table.email),
  uniqueIndex('applications_open_email_unique').on(table.email).where(sql`${table.status} <> 'rejected'`),
]);

/**
 * The email verification of an application: a 6-digit code and a link token, both stored as
 * hashes. Replaced (the old code void) when a new code is requested. Once used it is kept,
 * marked `verifiedAt`, so that the link opened again can say the email is verified.
 */
export const emailVerifications = pgTable('email_verifications', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  linkTokenHash: text('link_token_hash').notNull(),
  linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

/** When codes were sent, to throttle requests for new ones (one a minute, five an hour). */
export const verificationCodeSends = pgTable(
  'verification_code_sends',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_code_sends_application_idx').on(table.applicationId, table.sentAt)],
);

export type ApplicationRow = typeof applications.$inferSelect;
