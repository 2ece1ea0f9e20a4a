import type { LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { readContent } from '@/lib/page-data';
import type { Review, reviewInputSchema, ReviewsWidget } from '@rgcc/shared/comms/reviews';

export async function reviewsLoader(args: LoaderFunctionArgs) {
  const [reviews, widget] = await Promise.all([
    readContent<Review[]>(args, '/api/reviews'),
    readContent<ReviewsWidget>(args, '/api/reviews/widget'),
  ]);
  return { reviews, widget };
}

export const postReview = (input: z.output<typeof reviewInputSchema>) => api.post<Review>('/api/reviews', input);
