import { z } from 'zod';
import { reviewInputSchema, reviewSchema, reviewsWidgetSchema } from '@rgcc/shared/comms/reviews';
import type { AppInstance } from '../../../http/app-instance';
import { writeRateLimit } from '../../../http/rate-limits';
import { errorReplies } from '../../../http/route-parts';
import { sendJson } from '../../../http/content-cache';
import { listReviews, createReview } from '../reviews/service';

export async function reviewRoutes(app: AppInstance) {
  const { db, config } = app.deps;

  const reviewList = z.array(reviewSchema);
  app.get(
    '/api/reviews',
    { schema: { summary: 'Restaurant reviews, newest first', response: { 200: reviewList } } },
    async (_request, reply) => sendJson(reply, await app.jsonCache.get('reviews', async () => JSON.stringify(reviewList.parse(await listReviews(db))))),
  );

  // A setting, off by default: the widget loads from the provider's host, which needs the internet.
  app.get(
    '/api/reviews/widget',
    { schema: { summary: 'The social-network reviews widget to embed on /review, if any', response: { 200: reviewsWidgetSchema } } },
    async () => ({ url: config.REVIEWS_WIDGET_URL ?? null }),
  );

  app.post(
    '/api/reviews',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Leave a restaurant review',
        body: reviewInputSchema,
        response: { 201: reviewSchema, ...errorReplies(400, 429) },
      },
    },
    async (request, reply) => {
      const review = await createReview(db, request.body);
      app.contentVersion.changed();
      return reply.code(201).send(review);
    },
  );
}

