import { z } from 'zod';
import { text } from '@rgcc/shared/common/text';
import { registrationFee } from '@rgcc/shared/membership/membership';
import { registrationFeeSchema } from '@rgcc/shared/billing/payments';
import type { AppInstance } from '../../../http/app-instance';
import { writeRateLimit } from '../../../http/rate-limits';
import type { PaymentProvider } from '../../../infra/payments/payment-provider';
import { handleWalletCallback, type PaymentDeps } from '../payments/service';

/** What anyone may read of the registration fee, and the wallet's callback (the browser is sent there after paying). */
export async function paymentPublicRoutes(app: AppInstance, { provider }: { provider: PaymentProvider }) {
  const { db, config } = app.deps;
  const deps: PaymentDeps = { db, config, provider, log: app.log };

  app.get(
    '/api/payments/registration-fee',
    {
      schema: {
        summary: 'The registration fee the checkout shows, from the server constants (paisa)',
        response: { 200: registrationFeeSchema },
      },
    },
    async () => registrationFee,
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
}
