import { z } from 'zod';
import { invoicePaymentRequestSchema, invoiceSchema, memberAccountSchema } from '@rgcc/shared/billing/accounts';
import { startedPaymentSchema } from '@rgcc/shared/billing/payments';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { writeRateLimit } from '../../../http/rate-limits';
import type { PaymentProvider } from '../../../infra/payments/payment-provider';
import { memberAccount, memberInvoices } from '../accounts/member-view';
import { startAccountPayment } from '../payments/account-payment';
import type { PaymentDeps } from '../payments/service';

const errors = errorReplies(400, 401, 403, 404, 409, 429, 502);

/** The member's Account: balance, standing, invoices, and paying them through the wallet. */
export async function memberAccountRoutes(app: AppInstance, { provider }: { provider: PaymentProvider }) {
  const { db, config } = app.deps;
  const deps: PaymentDeps = { db, config, provider, log: app.log };

  app.get(
    '/api/member/account',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "The signed-in member's balance (positive: owed to the club; negative: credit), what is overdue, and their standing",
        response: { 200: memberAccountSchema, ...errors },
      },
    },
    async (request) => memberAccount(db, await signedInAccount(db, request)),
  );

  app.get(
    '/api/member/invoices',
    {
      onRequest: signInRequired(db),
      schema: { summary: "The signed-in member's invoices (and balances brought forward), newest first, with their lines", response: { 200: z.array(invoiceSchema), ...errors } },
    },
    async (request) => memberInvoices(db, await signedInAccount(db, request)),
  );

  app.post(
    '/api/member/invoice-payments',
    {
      onRequest: signInRequired(db),
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: "Start paying open invoices (none named: the whole balance) through the wallet: answers the wallet's page to send the browser to",
        body: invoicePaymentRequestSchema,
        response: { 200: startedPaymentSchema, ...errors },
      },
    },
    async (request) => startAccountPayment(deps, await signedInAccount(db, request), request.body),
  );
}
