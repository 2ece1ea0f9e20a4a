export const paymentStatuses = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentSuccessMessage = 'Payment successful! Dashboard unlocked.';
export const paymentFailedMessage = 'Payment failed. Please try again.';
export const paymentCancelledMessage = 'Payment cancelled. Nothing was charged.';

/** `POST /api/payments/registration-fee`: where to send the browser (the wallet's page). */
export interface StartedPayment {
  paymentId: number;
  redirectUrl: string;
}

/** `GET /api/payments/:id`: what the payment-status page shows. */
export interface PaymentState {
  id: number;
  status: PaymentStatus;
  amountPaisa: number;
  failureReason: string | null;
  receiptNumber: string | null;
}

export interface Receipt {
  receiptNumber: string;
  amountPaisa: number;
  trxId: string;
  paidAt: string;
  provider: string;
}
