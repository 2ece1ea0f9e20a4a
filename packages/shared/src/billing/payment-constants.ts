import { choiceFilter, dateFilter, searchFilter } from '../common/list-filters';

/** A payment's statuses, the Payments list's filters and the sentences the payment-status page shows, free of zod. */

/**
 * `pending`: created, the payer is at the wallet. `executing`: the wallet said success and we are
 * charging it (or the answer was unclear and a later query will tell). Then one of the last four.
 * `expired`: not finished at the wallet within the time limit, and the wallet said it was not
 * completed; it is never executed after that, so nothing was charged (docs/money.md).
 */
export const paymentStatuses = ['pending', 'executing', 'completed', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What a wallet payment pays: the registration fee (which unlocks the dashboard), or the member's account. */
export const paymentPurposes = ['registration_fee', 'account'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** How each status reads in the console: the Payments list, its status filter and CSV, a member's page. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  executing: 'Executing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/**
 * The time a payer has to finish at the wallet (docs/money.md). Ours, not bKash's: bKash keeps
 * an unexecuted paymentID for about 24 hours, so a callback can still come after it.
 */
export const paymentTimeLimitMinutes = 30;

/** The Payments list's search and filters (created between days at the club), newest first. */
export const paymentListFilters = {
  q: searchFilter('Search by member, invoice or receipt'),
  status: choiceFilter('Status', paymentStatuses, { any: 'Any status', optionLabels: paymentStatusLabels, unknown: 'Unknown status' }),
  from: dateFilter('From'),
  to: dateFilter('To'),
};

/** Why a payment expired, as the member reads it under that heading. */
export const paymentExpiredReason = `The payment was not finished at the wallet within ${paymentTimeLimitMinutes} minutes.`;
