import { choiceFilter, dateFilter, searchFilter } from '../common/list-filters';

/**
 * `pending`: created, the payer is at the wallet. `executing`: the wallet said success and we are
 * charging it (or the answer was unclear and a later query will tell). Then one of the last three.
 */
export const paymentStatuses = ['pending', 'executing', 'completed', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The Payments list's search and filters (created between days at the club), newest first. */
export const paymentListFilters = {
  q: searchFilter('Search by member, invoice or receipt'),
  status: choiceFilter('Status', paymentStatuses, { any: 'Any status', unknown: 'Unknown status' }),
  from: dateFilter('From'),
  to: dateFilter('To'),
};

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
