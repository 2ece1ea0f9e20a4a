import { listQuerySchema } from '../common/list-query';
import { reviewNamePhoneMessage, staffReviewListFilters } from './review-constants';
import { text } from '../common/text';
import { pagedListSchema } from '../common/page-query';
import { z } from '../common/zod';


/** 0 means the visitor left that category unrated; it does not count towards the average. */
const score = z.number().int('Ratings are whole stars').min(0, 'Ratings go from 0 to 5').max(5, 'Ratings go from 0 to 5');

export const reviewScoresSchema = z.object({
  'Ambience & Atmosphere': score,
  'Service & Hospitality': score,
  'Food & Beverages': score,
});
export type ReviewScores = z.infer<typeof reviewScoresSchema>;

const comment = text().trim().max(1000, 'Comments are limited to 1000 characters');
export const reviewCommentsSchema = z.object({
  'Ambience & Atmosphere': comment.default(''),
  'Service & Hospitality': comment.default(''),
  'Food & Beverages': comment.default(''),
});
export type ReviewComments = z.infer<typeof reviewCommentsSchema>;

export const reviewInputSchema = z.object({
  userName: text({ error: reviewNamePhoneMessage }).trim().min(1, reviewNamePhoneMessage).max(100, 'Name is limited to 100 characters'),
  userPhone: text({ error: reviewNamePhoneMessage })
    .trim()
    .min(1, reviewNamePhoneMessage)
    .regex(/^\+?[0-9 -]{6,20}$/, 'Please enter a valid phone number.'),
  ratings: reviewScoresSchema,
  comments: reviewCommentsSchema,
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.number(),
  userName: z.string(),
  ratings: reviewScoresSchema,
  comments: reviewCommentsSchema,
  date: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The social-network reviews widget shown under the club's own reviews; `url` is null when it is off. */
export const reviewsWidgetSchema = z.object({ url: z.string().nullable() });
export type ReviewsWidget = z.infer<typeof reviewsWidgetSchema>;

/** The console's Reviews section: what staff see, and the reason a deletion needs. */
export const reviewsPageSize = 20;
export const deletionReasonRequiredMessage = 'A reason is required to delete a review.';

export const staffReviewListQuerySchema = listQuerySchema(staffReviewListFilters);
export type StaffReviewListQuery = z.infer<typeof staffReviewListQuerySchema>;

export const staffReviewSchema = reviewSchema.extend({ userPhone: z.string(), hidden: z.boolean() });
export type StaffReview = z.infer<typeof staffReviewSchema>;

export const staffReviewPageSchema = pagedListSchema(staffReviewSchema);
export type StaffReviewPage = z.infer<typeof staffReviewPageSchema>;

export const reviewVisibilitySchema = z.object({ hidden: z.boolean({ error: 'Say whether the review is hidden' }) });

export const reviewDeletionSchema = z.object({
  reason: text({ error: deletionReasonRequiredMessage }).trim().min(1, deletionReasonRequiredMessage).max(500, 'The reason is limited to 500 characters'),
});
export type ReviewDeletionInput = z.infer<typeof reviewDeletionSchema>;
