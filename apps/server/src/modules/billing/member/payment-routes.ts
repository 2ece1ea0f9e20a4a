import { z } from 'zod';
import { paymentStateSchema, receiptSchema, startedPaymentSchema } from '@rgcc/shared/billing/payments';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { writeRateLimit } from '../../../http/rate-limits';
import type { PaymentProvider } from '../../../infra/payments/payment-provider';
import { listReceipts, paymentState, startRegistrationFeePayment, type PaymentDeps } from '../payments/service';

const errors = errorReplies(400, 401, 403, 404, 409, 429, 502);

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
        response: { 200: startedPaymentSchema, ...errors },
      },
    },
    async (request) => startRegistrationFeePayment(deps, await signedInAccount(db, request)),
  );

  app.get(
    '/api/payments/:id',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "One of the signed-in member's payments, for the status page",
        params: idParams(),
        response: { 200: paymentStateSchema, ...errors },
      },
    },
    async (request) => paymentState(db, await signedInAccount(db, request), request.params.id),
  );

  app.get(
    '/api/member/receipts',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "The signed-in member's receipts (unlocked members only)",
        response: { 200: z.array(receiptSchema), ...errors },
      },
    },
    async (request) => listReceipts(db, await signedInAccount(db, request)),
  );
}
