import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RegisterEntry } from '@rgcc/shared/membership/register';
import { fullName, trigramIndex } from '../search';
import { accounts } from './accounts';

/**
 * A file of members staff uploaded (modules/membership/register): its checked rows are kept
 * between the preview and the commit, then dropped; the counts stay for the record.
 */
export const memberImports = pgTable('member_imports', {
  id: serial('id').primaryKey(),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  fileName: text('file_name').notNull(),
  rowCount: integer('row_count').notNull(),
  errorCount: integer('error_count').notNull(),
  /** The rows as checked, each with its line; null once committed. */
  entries: jsonb('entries').$type<{ line: number; entry: RegisterEntry }[]>(),
  committedAt: timestamp('committed_at', { withTimezone: true }),
  created: integer('created'),
  unchanged: integer('unchanged'),
});

/**
 * The club's register: one row per member account, whichever way they came in (an approved
 * application, an import, or staff by hand). Everything the club knows of a member as a person
 * is read from here; the application, when there is one, stays as it was sent (decision 0032).
 */
export const members = pgTable(
  'members',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The name the club writes on cards and lists: an application's "Name (English)", else first and last name. */
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** Only an application names one. */
    membershipType: text('membership_type'),
    mobile: text('mobile').notNull(),
    presentAddress: text('present_address'),
    emergencyContact: text('emergency_contact'),
    /** The club's calendar day (Asia/Dhaka). */
    joinedOn: date('joined_on', { mode: 'string' }).notNull(),
    /** The Federation's index in tenths (WHS, −10.0 to 54.0), and the day it was published. */
    handicapIndexTenths: integer('handicap_index_tenths'),
    handicapAsOf: date('handicap_as_of', { mode: 'string' }),
    importId: integer('import_id').references(() => memberImports.id, { onDelete: 'set null' }),
    /** The member lets other members see their email and mobile in the member directory. */
    directoryShowsContact: boolean('directory_shows_contact').notNull().default(false),
    /** When staff last mailed the link to choose a password (imported and hand-added members). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
  },
  (table) => [
    // The Members list's order, newest first, paged.
    index('members_joined_idx').on(table.joinedOn, table.accountId),
    trigramIndex('members_name_trgm_idx', table.name),
    trigramIndex('members_full_name_trgm_idx', fullName(table.firstName, table.lastName)),
  ],
);

export type MemberRow = typeof members.$inferSelect;
