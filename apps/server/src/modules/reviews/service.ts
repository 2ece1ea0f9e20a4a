import { desc } from 'drizzle-orm';
import type { Review, reviewInputSchema } from '@rgcc/shared/schemas/reviews';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';

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

export async function listReviews(db: Database): Promise<Review[]> {
  const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReview);
}

export async function createReview(db: Database, input: z.output<typeof reviewInputSchema>): Promise<Review> {
  const [row] = await db.insert(reviews).values(input).returning();
  return toReview(row!);
}
