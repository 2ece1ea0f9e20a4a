import { paymentListFilterSchema, paymentListQuerySchema, paymentPageSchema } from '@rgcc/shared/billing/payments-review';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { sendCsv } from '../../../http/csv-download';
import { exportPayments, listPayments } from '../payments-review/service';

const errors = errorReplies(400, 401, 403);

/** The console's Payments section: every registration fee payment with its receipt and member. */
export async function paymentsReviewRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Payments'));

  app.get(
    '/api/admin/payments',
    {
      schema: {
        summary: 'Staff (Payments): payments newest first, by status and created between days at the club, 20 a page, with the count and sum of the completed ones',
        querystring: paymentListQuerySchema,
        response: { 200: paymentPageSchema, ...errors },
      },
    },
    async (request) => listPayments(db, await signedInAccount(db, request), request.query),
  );

  app.get(
    '/api/admin/payments/export',
    { schema: { summary: 'Staff (Payments): every payment of the filtered list as CSV', querystring: paymentListFilterSchema, response: errors } },
    async (request, reply) => sendCsv(reply, 'payments', await exportPayments(db, await signedInAccount(db, request), request.query)),
  );
}
