import type { AppInstance } from '../../http/app-instance';
import type { PaymentProvider } from '../../infra/payments/payment-provider';
import { memberAccountRoutes } from './member/account-routes';
import { memberDocumentRoutes } from './member/document-routes';
import { memberPaymentRoutes } from './member/payment-routes';
import { memberStatementRoutes } from './member/statement-routes';
import { paymentPublicRoutes } from './public/payment-routes';
import { sandboxWalletRoutes } from './public/sandbox-wallet-routes';
import { billingSettingsRoutes } from './staff/billing-settings-routes';
import { billingReportsRoutes } from './staff/billing-reports-routes';
import { billingStaffRoutes } from './staff/billing-routes';
import { memberAccountStaffRoutes } from './staff/member-account-routes';
import { paymentsReviewRoutes } from './staff/payments-review-routes';

/** Payments through the wallet, receipts, the member's account and the console's Payments and Billing. */
export async function billingAreaRoutes(app: AppInstance, { provider }: { provider: PaymentProvider }) {
  await app.register(paymentPublicRoutes, { provider });
  // The sandbox provider's stand-in for the wallet's own page (never in production: config.ts).
  if (app.deps.config.PAYMENT_PROVIDER === 'sandbox') await app.register(sandboxWalletRoutes);
  await app.register(memberPaymentRoutes, { provider });
  await app.register(memberAccountRoutes, { provider });
  await app.register(memberDocumentRoutes);
  await app.register(memberStatementRoutes);
  await app.register(paymentsReviewRoutes);
  await app.register(billingStaffRoutes);
  await app.register(billingSettingsRoutes);
  await app.register(memberAccountStaffRoutes);
  await app.register(billingReportsRoutes);
}
