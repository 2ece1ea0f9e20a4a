import { choiceFilter, dateFilter, searchFilter } from '../common/list-filters';

/** A payment's statuses, the Payments list's filters and the sentences the payment-status page shows, free of zod. */

/**
 * `pending`: created, the payer is at the wallet. `executing`: the wallet said success and we are
 * charging it (or the answer was unclear and a later query will tell). Then one of the last three.
 */
export const paymentStatuses = ['pending', 'executing', 'completed', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** How each status reads in the console: the Payments list, its status filter and CSV, a member's page. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  executing: 'Executing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The Payments list's search and filters (created between days at the club), newest first. */
export const paymentListFilters = {
  q: searchFilter('Search by member, invoice or receipt'),
  status: choiceFilter('Status', paymentStatuses, { any: 'Any status', optionLabels: paymentStatusLabels, unknown: 'Unknown status' }),
  from: dateFilter('From'),
  to: dateFilter('To'),
};

export const paymentSuccessMessage = 'Payment successful! Dashboard unlocked.';
export const paymentFailedMessage = 'Payment failed. Please try again.';
export const paymentCancelledMessage = 'Payment cancelled. Nothing was charged.';
