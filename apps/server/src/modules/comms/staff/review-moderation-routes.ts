import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { reviewDeletionSchema, reviewVisibilitySchema, staffReviewListQuerySchema, staffReviewPageSchema, staffReviewSchema } from '@rgcc/shared/comms/reviews';
import type { AppInstance } from '../../../http/app-instance';
import { followContentWrites } from '../../../http/follow-content-writes';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { deleteReview, listStaffReviews, setReviewHidden } from '../reviews/service';

const reviewParams = idParams('Review not found.');
const staffErrors = errorReplies(400, 401, 403, 404);

/** The console's Reviews section: staff hide, show and delete reviews. */
export async function reviewModerationRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Reviews'));
  followContentWrites(app);

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        summary: 'Staff: restaurant reviews, newest first, 20 a page, searched by name or comment, shown or hidden',
        querystring: staffReviewListQuerySchema,
        response: { 200: staffReviewPageSchema, ...staffErrors },
      },
    },
    async (request) => listStaffReviews(db, await signedInAccount(db, request), request.query),
  );
  app.put(
    '/api/admin/reviews/:id/visibility',
    { schema: { summary: 'Staff: hide or show a review', params: reviewParams, body: reviewVisibilitySchema, response: { 200: staffReviewSchema, ...staffErrors } } },
    async (request) => setReviewHidden(db, await signedInAccount(db, request), request.params.id, request.body.hidden),
  );
  app.post(
    '/api/admin/reviews/:id/deletion',
    {
      schema: {
        summary: 'Staff: delete a review, with the reason (kept in the audit log)',
        params: reviewParams,
        body: reviewDeletionSchema,
        response: { 200: messageReplySchema, ...staffErrors },
      },
    },
    async (request) => deleteReview(db, await signedInAccount(db, request), request.params.id, request.body.reason),
  );
}
