import { paymentPurposes, paymentStatuses } from './payment-constants';
import { z } from '../common/zod';

/** `GET /api/payments/registration-fee`: the fee the checkout shows, in paisa. */
export const registrationFeeSchema = z.object({ amountPaisa: z.number(), taxRatePercent: z.number(), taxPaisa: z.number(), totalPaisa: z.number(), currency: z.string() });
export type RegistrationFee = z.infer<typeof registrationFeeSchema>;

/** `POST /api/payments/registration-fee`: where to send the browser (the wallet's page). */
export const startedPaymentSchema = z.object({ paymentId: z.number(), redirectUrl: z.string() });
export type StartedPayment = z.infer<typeof startedPaymentSchema>;

/** `GET /api/payments/:id`: what the payment-status page shows. */
export const paymentStateSchema = z.object({
  id: z.number(),
  status: z.enum(paymentStatuses),
  amountPaisa: z.number(),
  failureReason: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** What it pays: the registration fee (which unlocks the dashboard) or the member's account. */
  purpose: z.enum(paymentPurposes),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/**
 * `GET /api/member/receipts`: one of the member's receipts. `provider` is the wallet's (`bkash`,
 * `sandbox`), or how staff took the money (`cash`, `cheque`, …), whose reference is `trxId`.
 */
export const receiptSchema = z.object({
  receiptNumber: z.string(),
  amountPaisa: z.number(),
  trxId: z.string().nullable(),
  paidAt: z.string(),
  provider: z.string(),
  /** What the money was for: the registration fee, or the member's account (any money taken at the office). */
  purpose: z.enum(paymentPurposes),
});
export type Receipt = z.infer<typeof receiptSchema>;
