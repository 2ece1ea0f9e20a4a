import { z } from 'zod';
import { text } from '@rgcc/shared/common/text';
import { registrationFee } from '@rgcc/shared/membership/membership';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { paymentStatuses } from '@rgcc/shared/billing/payments';
import type { AppInstance } from '../../app';
import { runPeriodically } from '../../http/periodic-job';
import { requireSignedIn, signInRequired } from '../../http/current-account';
import { writeRateLimit } from '../../http/rate-limits';
import type { PaymentProvider } from '../../infra/payments/payment-provider';
import { handleWalletCallback, listReceipts, paymentState, settleOpenPayments, startRegistrationFeePayment, type PaymentDeps } from './service';

const settleIntervalMs = 60 * 1000;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema };

export async function paymentRoutes(app: AppInstance, { provider }: { provider: PaymentProvider }) {
  const { db, config } = app.deps;
  const deps: PaymentDeps = { db, config, provider, log: app.log };

  // Payments whose callback never came (the tab closed) or whose answer was unclear.
  runPeriodically(app, { what: 'settle open payments', everyMs: settleIntervalMs }, () => settleOpenPayments(deps));

  app.get(
    '/api/payments/registration-fee',
    {
      schema: {
        summary: 'The registration fee the checkout shows, from the server constants (paisa)',
        response: { 200: z.object({ amountPaisa: z.number(), taxRatePercent: z.number(), taxPaisa: z.number(), totalPaisa: z.number(), currency: z.string() }) },
      },
    },
    async () => registrationFee,
  );

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
    '/api/payments/callback',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: "The wallet's callback (the browser is sent here): executes a successful payment once, then shows its status",
        querystring: z.object({ paymentID: text().min(1).max(100), status: text().max(20).default('') }),
      },
    },
    async (request, reply) => {
      const payment = await handleWalletCallback(deps, request.query.paymentID, request.query.status);
      return reply.redirect(payment ? `/payment-status?payment=${payment.id}` : '/payment-status', 303);
    },
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
