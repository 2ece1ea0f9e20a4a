import { sql } from 'drizzle-orm';
import { trigramIndex } from '../search';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AuditEntityType } from '@rgcc/shared/audit/audit-log-constants';
import type { AccountRole, StaffRole } from '@rgcc/shared/account/staff-roles';
import type { Locale } from '@rgcc/shared/format/locale';
import { applications } from './membership';

/**
 * Member numbers (M-0246, M-0247, …): a sequence, so concurrent approvals never share one. It
 * starts after the club's 245 members of today, whose numbers are in the club's own books.
 */
export const memberNumberSequence = pgSequence('member_number_seq', { startWith: 246 });

/**
 * A person who signs in: club staff (`admin`, `membership` or `content`; the first admin is made
 * from the setup link `npm start` prints, or by `npm run admin`) or a member (made when staff approve an application). One account per email.
 */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  /** Lower-cased; the sign-in name. */
  email: text('email').notNull().unique('accounts_email_unique'),
  role: text('role').$type<AccountRole>().notNull(),
  /**
   * argon2id (docs/security.md: m=19456 KiB, t=2, p=1). Null for a member brought into the
   * register who has not yet chosen one through their invitation: no password signs them in.
   */
  passwordHash: text('password_hash'),
  /** Set for the emailed temporary password: the member chooses their own at first sign-in. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** Members start locked until the registration fee is paid; staff are never locked. */
  dashboardLocked: boolean('dashboard_locked').notNull().default(false),
  /** Members only: the application that was approved, and the readable member ID. */
  applicationId: integer('application_id')
    .unique('accounts_application_unique')
    .references(() => applications.id, { onDelete: 'restrict' }),
  memberId: text('member_id').unique('accounts_member_id_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * A deactivated member of staff, or a suspended member: set by staff; sign-in is refused and
   * every session ended while it is set (one mechanism for both, see account/sessions.ts).
   */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  /** Members only: why staff suspended them, shown on the member's page while suspended. */
  suspensionReason: text('suspension_reason'),
  /**
   * Staff only: the TOTP key (RFC 6238), encrypted with the app's key (modules/account/second-factor.ts);
   * null until the second factor is set up at the first sign-in.
   */
  totpSecret: text('totp_secret'),
  /** The newest TOTP time step accepted: a code is never taken twice, nor an older one after it. */
  totpLastStep: integer('totp_last_step'),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /**
   * Members only: signed into the membership card's link (modules/member-card). Raising it makes
   * every card printed before worthless at the gate: a replacement card, or new credentials.
   */
  cardVersion: integer('card_version').notNull().default(1),
  /**
   * The language the person reads the site and their mail in (`en` or `bn`): their choice from the
   * language switch, or for a member the language they applied in.
   */
  language: text('language').$type<Locale>().notNull().default('en'),
}, (table) => [
  check('accounts_language', sql`${table.language} in ('en', 'bn')`),
  // The Members list's order, newest first, paged (members only: staff are few).
  index('accounts_members_created_idx').on(table.createdAt, table.id).where(sql`${table.role} = 'member'`),
  trigramIndex('accounts_email_trgm_idx', table.email),
  trigramIndex('accounts_member_id_trgm_idx', table.memberId),
]);

/** A signed-in browser or API client. Only the token's hash is kept; logout deletes the row. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/**
 * When an account signed in, for its page in the console: the time only (no address, no device),
 * and only the newest few per account (`signInHistoryLength`, account/sessions.ts).
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_ins_account_at_idx').on(table.accountId, table.at)],
);

/** The open password reset of an account (a new request replaces it); deleted once used. */
export const passwordResets = pgTable('password_resets', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Consecutive failed sign-ins per key (`account:<email>`, `ip:<address>`, …, and a member of
 * staff's wrong codes, `code:<account id>`; modules/account/login-throttle.ts): each failure past
 * a few makes the next try wait longer, up to a cap, so guessing is slow but nobody can lock
 * another person out for good.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/**
 * Every staff action that changes anything: who, what, when, and the thing before and after,
 * written in the same transaction as the change (modules/audit). Nobody edits it: a trigger
 * (migration 0009) refuses deletes and updates, except the erasure of personal data the privacy
 * page promises (a value may only be set to null).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** e.g. `application.approved`, `event.updated`. */
    action: text('action').notNull(),
    /** What changed: an `AuditEntityType`, and its id (kept after the thing itself is deleted). */
    entityType: text('entity_type').$type<AuditEntityType>().notNull(),
    entityId: text('entity_id'),
    detail: text('detail'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    index('audit_log_actor_idx').on(table.actorAccountId, table.createdAt),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);

/**
 * An admin's invitation to join the staff: a link, valid 72 hours and single use, to choose a
 * password. Only the token's hash is kept; accepting it makes the account and deletes the row.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // One open invitation per email: inviting again replaces it.
  (table) => [uniqueIndex('staff_invitations_email_unique').on(table.email)],
);

/**
 * The setup links `npm start` prints while no staff account exists, to make the first admin in
 * the browser (decision 0033): each valid an hour, and all of them spent the moment one makes the
 * admin. Only the token's hash is kept.
 */
export const setupLinks = pgTable('setup_links', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A staff member's unused recovery codes (hashed); each one is deleted as it is used. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.codeHash] })],
);

/**
 * Staff sign-in between the password and the code: a short-lived challenge (its token hashed),
 * which ends after a few wrong codes. While the second factor is being set up it holds the new
 * key (encrypted), which becomes the account's once a code from it is right.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pendingTotpSecret: text('pending_totp_secret'),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_challenges_account_idx').on(table.accountId)],
);

export type AccountRow = typeof accounts.$inferSelect;
