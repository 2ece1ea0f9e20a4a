import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@rgcc/shared/constants/applications';

/**
 * A membership application (spec 3.1). The fields staff search by are columns; the whole form
 * as sent is kept in `details`. One application per email.
 */
export const applications = pgTable('applications', {
  id: serial('id').primaryKey(),
  /** Lower-cased by the schema; one application per email. */
  email: text('email').notNull().unique('applications_email_unique'),
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
}, (table) => [index('applications_status_created_idx').on(table.status, table.createdAt)]);

/**
 * The open email verification of an application: a 6-digit code and a link token, both stored
 * as hashes. Deleted once used; replaced (the old code void) when a new code is requested.
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
