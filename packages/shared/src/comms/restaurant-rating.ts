import { text } from '../common/text';
import { z } from '../common/zod';

export const restaurantRatingSchema = z.object({
  score: z
    .number({ error: 'Please choose a score from 1 to 5' })
    .int('Please choose a score from 1 to 5')
    .min(1, 'Please choose a score from 1 to 5')
    .max(5, 'Please choose a score from 1 to 5'),
  comment: text({ error: 'Please write a comment' }).trim().min(1, 'Please write a comment').max(1000, 'Comment is limited to 1000 characters'),
});
export type RestaurantRatingInput = z.infer<typeof restaurantRatingSchema>;
