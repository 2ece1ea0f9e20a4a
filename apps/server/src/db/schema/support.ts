import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { trigramIndex } from '../search';
import { accounts } from './accounts';

/**
 * A member's support thread: what they write to the club from the dashboard. Staff answer it
 * from the Inbox; their answers are kept in `inbox_replies` like replies to contact messages,
 * and the member's own messages in `support_messages`.
 */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: serial('id').primaryKey(),
    memberAccountId: integer('member_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the member last opened the thread: the club's answers after it are unread. */
    memberReadAt: timestamp('member_read_at', { withTimezone: true, mode: 'date' }),
    /** New until staff answer or mark it handled; the member's next message makes it new again. */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledByAccountId: integer('handled_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('support_threads_member_idx').on(table.memberAccountId),
    // The Inbox lists newest (or oldest) first, all or only the new ones.
    index('support_threads_created_at_idx').on(table.createdAt, table.id),
    index('support_threads_new_idx').on(table.createdAt, table.id).where(sql`${table.handledAt} is null`),
    trigramIndex('support_threads_subject_trgm_idx', table.subject),
  ],
);

/** The member's messages in a thread, the first one included. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_thread_idx').on(table.threadId, table.createdAt, table.id)],
);
