import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './membership';

/**
 * Images applicants upload (photos, identity documents). Personal data: served only through a
 * signed, expiring link, and deleted after a day unless an application has claimed them.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** 128 random bits, also the file's name in storage; never derived from what was sent. */
    id: text('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an application takes the upload; unclaimed uploads are deleted after 24 hours. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The application that claimed it; staff read its documents through it. */
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
  },
  (table) => [index('uploads_unclaimed_created_idx').on(table.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
