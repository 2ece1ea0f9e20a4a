import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { reviewsPageSize, type Review, type reviewInputSchema, type StaffReview, type StaffReviewListQuery, type StaffReviewPage } from '@rgcc/shared/comms/reviews';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { jsonText, likePattern } from '../../../db/search';
import { storeOnce } from '../../../db/store-once';
import { reviews, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';

type ReviewRow = typeof reviews.$inferSelect;

/** The phone number is kept for staff and never published. */
function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    userName: row.userName,
    ratings: row.ratings,
    comments: row.comments,
    date: row.createdAt.toISOString(),
  };
}

/** The public list: hidden reviews are not listed, so they leave the averages too. */
export async function listReviews(db: Database): Promise<Review[]> {
  const rows = await db.select().from(reviews).where(isNull(reviews.hiddenAt)).orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReview);
}

export const reviewNotFoundMessage = 'Review not found.';
export const reviewDeletedMessage = 'The review is deleted.';

const toStaffReview = (row: ReviewRow): StaffReview => ({ ...toReview(row), userPhone: row.userPhone, hidden: row.hiddenAt !== null });
/** What the audit log keeps of a review: not the phone number, which is for staff to call back only. */
const auditedReview = (row: ReviewRow) => ({ ...toReview(row), hidden: row.hiddenAt !== null });

/** The console's list: newest first, searched by name or comment, shown or hidden. */
export async function listStaffReviews(db: Database, actor: AccountRow, query: StaffReviewListQuery): Promise<StaffReviewPage> {
  assertStaff(actor, 'Reviews');
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(reviews.userName, pattern), ilike(jsonText(reviews.comments), pattern))!);
  }
  if (query.visibility) conditions.push(query.visibility === 'hidden' ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(reviewsPageSize).offset((query.page - 1) * reviewsPageSize),
    db.select({ value: count() }).from(reviews).where(where),
  ]);
  return { items: rows.map(toStaffReview), total: total?.value ?? 0, page: query.page, pageSize: reviewsPageSize };
}

/** Hides or shows a review; doing what is already done changes nothing and writes no entry. */
export async function setReviewHidden(db: Database, actor: AccountRow, id: number, hidden: boolean, now = new Date()): Promise<StaffReview> {
  assertStaff(actor, 'Reviews');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw new AppError(404, reviewNotFoundMessage);
    if ((before.hiddenAt !== null) === hidden) return toStaffReview(before);
    const [after] = await tx.update(reviews).set({ hiddenAt: hidden ? now : null }).where(eq(reviews.id, id)).returning();
    await recordStaffAction(tx, actor, { action: hidden ? 'review.hidden' : 'review.shown', entity: { type: 'review', id }, before: auditedReview(before), after: auditedReview(after!) }, now);
    return toStaffReview(after!);
  });
}

/** Deletes a review for good; the reason and what it said stay in the audit log. */
export async function deleteReview(db: Database, actor: AccountRow, id: number, reason: string) {
  assertStaff(actor, 'Reviews');
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
    if (!row) throw new AppError(404, reviewNotFoundMessage);
    await recordStaffAction(tx, actor, { action: 'review.deleted', entity: { type: 'review', id }, before: auditedReview(row), detail: reason });
    return { message: reviewDeletedMessage };
  });
}

/** A review, stored once however often it is sent within a minute: its name and phone say who wrote it (decision 0031). */
export async function createReview(db: Database, input: z.output<typeof reviewInputSchema>, now = new Date()): Promise<Review> {
  return storeOnce(db, { form: 'review', accountId: null, content: input }, now, async (tx) => {
    const [row] = await tx.insert(reviews).values(input).returning();
    return toReview(row!);
  });
}
