import { z } from 'zod';
import { billingRunPreviewSchema, billingRunRequestSchema, billingRunResultSchema, offlinePaymentRequestSchema, recordedReceiptSchema } from '@rgcc/shared/billing/accounts';
import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { writeRateLimit } from '../../../http/rate-limits';
import { recordOfficePayment } from '../accounts/office-payments';
import { previewCurrentRun, startRun } from '../runs/service';

const errors = errorReplies(400, 401, 403, 404, 409, 429);

/** The console's Billing section: runs, and money taken at the office. */
export async function billingStaffRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Billing'));

  app.get(
    '/api/admin/billing/runs/preview',
    { schema: { summary: 'Staff (Billing): what a run of the current month would issue now, per category', response: { 200: billingRunPreviewSchema, ...errors } } },
    async (request) => previewCurrentRun(db, await signedInAccount(db, request)),
  );

  app.post(
    '/api/admin/billing/runs',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: "Staff (Billing): run the current month's billing now (the scheduler runs it on the 1st); a second run of the month issues nothing",
        body: billingRunRequestSchema,
        response: { 200: billingRunResultSchema, ...errors },
      },
    },
    async (request) => startRun(db, await signedInAccount(db, request), request.body.period),
  );

  app.post(
    '/api/admin/members/:memberId/payments',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Staff (Billing): record money taken at the office for a member (by member ID, e.g. M-0246): answers the receipt',
        params: z.object({ memberId: memberIdSchema }),
        body: offlinePaymentRequestSchema,
        response: { 201: recordedReceiptSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await recordOfficePayment(db, await signedInAccount(db, request), request.params.memberId, request.body)),
  );
}
