import type { Paisa } from '@rgcc/shared/format/money';

/**
 * A mobile-wallet provider (docs/money.md: `sandbox` by default, `bkash` for the real wallet).
 * The flow is bKash Tokenized Checkout's: create a payment, send the browser to the wallet, the
 * wallet sends the browser back to our callback, and only then do we execute it. A payment is
 * charged by `execute`, never by the callback itself.
 */
export interface CreatePaymentRequest {
  /** Unique per payment (merchantInvoiceNumber): at most 255 characters, no `< > &`. */
  invoiceNumber: string;
  /** Always from the server's constants; each provider writes it as its API demands (bKash: taka, "1320.00"). */
  amount: Paisa;
  /** Shown to the payer in the wallet (payerReference), e.g. the member ID. */
  payerReference: string;
  /** Where the wallet sends the browser back: `?paymentID=…&status=success|failure|cancel` is appended. */
  callbackUrl: string;
}

export interface CreatedPayment {
  /** The provider's paymentID. */
  providerPaymentId: string;
  /** The wallet page to send the browser to (bkashURL). */
  redirectUrl: string;
}

/**
 * What is known of a payment after execute or query. `completed` only when the provider said
 * so without doubt (bKash: statusCode 0000 and transactionStatus Completed); `pending` when the
 * answer is unclear (a timeout, an error, not yet authorised), to be settled by a later query.
 * `unanswered`: the wallet said nothing of the payment (no reply, or a refusal without its
 * state), so it may have been paid; only a payment the wallet says is unfinished may expire.
 * `expired`: the wallet's own time to pay ran out first (bKash: transactionStatus Expired).
 */
export type PaymentOutcome =
  | { status: 'completed'; trxId: string; amount: string; invoiceNumber: string }
  | { status: 'failed'; reason: string }
  | { status: 'expired' }
  | { status: 'pending'; unanswered?: true };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'bkash';
  create(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Charges an authorised payment; when execute's answer is unclear it asks `query` instead. */
  execute(providerPaymentId: string): Promise<PaymentOutcome>;
  query(providerPaymentId: string): Promise<PaymentOutcome>;
}
