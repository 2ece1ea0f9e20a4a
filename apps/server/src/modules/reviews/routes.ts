import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import {
  reviewDeletionSchema,
  reviewInputSchema,
  reviewSchema,
  reviewsWidgetSchema,
  reviewVisibilitySchema,
  staffReviewListQuerySchema,
  staffReviewPageSchema,
  staffReviewSchema,
} from '@rgcc/shared/comms/reviews';
import type { AppInstance } from '../../app';
import { writeRateLimit } from '../../http/rate-limits';
import { sendJson } from '../../http/content-cache';
import { followContentWrites } from '../../http/content-version';
import { requireSignedIn, staffRequired } from '../../http/current-account';
import { deleteReview, listReviews, createReview, listStaffReviews, setReviewHidden } from './service';

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
        response: { 201: reviewSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const review = await createReview(db, request.body);
      app.contentVersion.changed();
      return reply.code(201).send(review);
    },
  );
}

const idParams = z.object({ id: z.coerce.number({ error: 'Review not found.' }).int().min(1).max(2_147_483_647) });
const staffErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The console's Reviews section: staff hide, show and delete reviews. */
export async function reviewModerationRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Reviews'));
  followContentWrites(app);
  const actor = async (request: Parameters<typeof requireSignedIn>[1]) => (await requireSignedIn(db, request)).account;

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        summary: 'Staff: restaurant reviews, newest first, 20 a page, searched by name or comment, shown or hidden',
        querystring: staffReviewListQuerySchema,
        response: { 200: staffReviewPageSchema, ...staffErrors },
      },
    },
    async (request) => listStaffReviews(db, await actor(request), request.query),
  );
  app.put(
    '/api/admin/reviews/:id/visibility',
    { schema: { summary: 'Staff: hide or show a review', params: idParams, body: reviewVisibilitySchema, response: { 200: staffReviewSchema, ...staffErrors } } },
    async (request) => setReviewHidden(db, await actor(request), request.params.id, request.body.hidden),
  );
  app.post(
    '/api/admin/reviews/:id/deletion',
    {
      schema: {
        summary: 'Staff: delete a review, with the reason (kept in the audit log)',
        params: idParams,
        body: reviewDeletionSchema,
        response: { 200: z.object({ message: z.string() }), ...staffErrors },
      },
    },
    async (request) => deleteReview(db, await actor(request), request.params.id, request.body.reason),
  );
}
