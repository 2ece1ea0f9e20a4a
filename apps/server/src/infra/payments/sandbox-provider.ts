import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { takaForProvider } from '@rgcc/shared/format/money';
import type { Database } from '../../db/client';
import { sandboxWalletPayments } from '../../db/schema';
import type { CreatePaymentRequest, PaymentOutcome, PaymentProvider } from './payment-provider';

/** The code the sandbox wallet page asks for; any 5-digit PIN is taken. */
export const sandboxCode = '123456';
/** A sandbox wallet without money: its payments fail at execute, as bKash's 2023 does. */
export const insufficientBalanceWallet = '01700000023';

/** The wallet page of the sandbox (routes in modules/sandbox-wallet). */
export const sandboxWalletPath = (paymentId: string) => `/sandbox-wallet/${paymentId}`;

/**
 * The default provider: it plays the mobile wallet itself, with its payments in our database and
 * a local wallet page, so the whole flow (redirect, the payer's steps, the callback, execute,
 * query) runs for real without the internet. It takes no money.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
  ) {}

  async create(request: CreatePaymentRequest) {
    const paymentId = `SBX${crypto.randomBytes(10).toString('hex').toUpperCase()}`;
    await this.db.insert(sandboxWalletPayments).values({
      paymentId,
      invoiceNumber: request.invoiceNumber,
      // Kept as the real wallet keeps it: taka with two decimals.
      amount: takaForProvider(request.amount),
      payerReference: request.payerReference,
      callbackUrl: request.callbackUrl,
    });
    return { providerPaymentId: paymentId, redirectUrl: `${this.publicUrl}${sandboxWalletPath(paymentId)}` };
  }

  /** Completes an authorised payment once; a second execute finds it completed and answers as query does. */
  async execute(paymentId: string): Promise<PaymentOutcome> {
    const [broke] = await this.db
      .update(sandboxWalletPayments)
      .set({ status: 'failed', failureReason: 'Insufficient balance.' })
      .where(
        and(
          eq(sandboxWalletPayments.paymentId, paymentId),
          eq(sandboxWalletPayments.status, 'authorized'),
          eq(sandboxWalletPayments.walletNumber, insufficientBalanceWallet),
        ),
      )
      .returning();
    if (broke) return { status: 'failed', reason: broke.failureReason! };
    const [completed] = await this.db
      .update(sandboxWalletPayments)
      .set({ status: 'completed', trxId: `SBX${crypto.randomBytes(5).toString('hex').toUpperCase()}` })
      .where(and(eq(sandboxWalletPayments.paymentId, paymentId), eq(sandboxWalletPayments.status, 'authorized')))
      .returning();
    if (completed) return { status: 'completed', trxId: completed.trxId!, amount: completed.amount, invoiceNumber: completed.invoiceNumber };
    const outcome = await this.query(paymentId);
    return outcome.status === 'pending' ? { status: 'failed', reason: 'The payment was not authorised in the wallet.' } : outcome;
  }

  async query(paymentId: string): Promise<PaymentOutcome> {
    const [payment] = await this.db.select().from(sandboxWalletPayments).where(eq(sandboxWalletPayments.paymentId, paymentId));
    if (!payment) return { status: 'failed', reason: 'Invalid payment ID.' };
    switch (payment.status) {
      case 'completed':
        return { status: 'completed', trxId: payment.trxId!, amount: payment.amount, invoiceNumber: payment.invoiceNumber };
      case 'failed':
        return { status: 'failed', reason: payment.failureReason ?? 'The payment failed in the wallet.' };
      case 'cancelled':
        return { status: 'failed', reason: 'The payer cancelled the payment.' };
      default:
        return { status: 'pending' };
    }
  }
}
