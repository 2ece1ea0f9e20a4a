import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { reviewDeletionSchema, reviewVisibilitySchema, staffReviewListQuerySchema, staffReviewPageSchema, staffReviewSchema } from '@rgcc/shared/comms/reviews';
import type { AppInstance } from '../../../http/app-instance';
import { followContentWrites } from '../../../http/follow-content-writes';
import { requireSignedIn, staffRequired } from '../../../http/current-account';
import { deleteReview, listStaffReviews, setReviewHidden } from '../reviews/service';

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
