import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/schemas/api-error';
import { reviewInputSchema, reviewSchema } from '@rgcc/shared/schemas/reviews';
import type { AppInstance } from '../../app';
import { writeRateLimit } from '../../http/rate-limits';
import { createReview, listReviews } from './service';

export async function reviewRoutes(app: AppInstance) {
  const { db, config } = app.deps;

  app.get('/api/reviews', { schema: { summary: 'Restaurant reviews, newest first', response: { 200: z.array(reviewSchema) } } }, () =>
    listReviews(db),
  );

  app.post(
    '/api/reviews',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Leave a restaurant review',
        body: reviewInputSchema,
        response: { 201: reviewSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createReview(db, request.body)),
  );
}
