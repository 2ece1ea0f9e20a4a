import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { paymentStatuses } from '@rgcc/shared/billing/payments';
import type { AppInstance } from '../../../http/app-instance';
import { requireSignedIn, signInRequired } from '../../../http/current-account';
import { writeRateLimit } from '../../../http/rate-limits';
import type { PaymentProvider } from '../../../infra/payments/payment-provider';
import { listReceipts, paymentState, startRegistrationFeePayment, type PaymentDeps } from '../payments/service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema };

export async function memberPaymentRoutes(app: AppInstance, { provider }: { provider: PaymentProvider }) {
  const { db, config } = app.deps;
  const deps: PaymentDeps = { db, config, provider, log: app.log };

  app.post(
    '/api/payments/registration-fee',
    {
      onRequest: signInRequired(db),
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: "Start paying the registration fee: answers the wallet's page to send the browser to",
        response: { 200: z.object({ paymentId: z.number(), redirectUrl: z.string() }), ...errors },
      },
    },
    async (request) => startRegistrationFeePayment(deps, (await requireSignedIn(db, request)).account),
  );

  app.get(
    '/api/payments/:id',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "One of the signed-in member's payments, for the status page",
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: {
          200: z.object({
            id: z.number(),
            status: z.enum(paymentStatuses),
            amountPaisa: z.number(),
            failureReason: z.string().nullable(),
            receiptNumber: z.string().nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => paymentState(db, (await requireSignedIn(db, request)).account, request.params.id),
  );

  app.get(
    '/api/member/receipts',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "The signed-in member's receipts (unlocked members only)",
        response: {
          200: z.array(z.object({ receiptNumber: z.string(), amountPaisa: z.number(), trxId: z.string(), paidAt: z.string(), provider: z.string() })),
          ...errors,
        },
      },
    },
    async (request) => listReceipts(db, (await requireSignedIn(db, request)).account),
  );
}
