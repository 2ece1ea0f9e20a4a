import { describe, expect, it } from 'vitest';
import { paymentExpiredReason, paymentListFilters, paymentStatusLabels, paymentStatuses, paymentTimeLimitMinutes } from './payment-constants';

describe("a payment's statuses", () => {
  it('each reads the same to the member and to staff, expired included', () => {
    expect(paymentStatusLabels).toEqual({
      pending: 'Pending',
      executing: 'Executing',
      completed: 'Completed',
      failed: 'Failed',
      cancelled: 'Cancelled',
      expired: 'Expired',
    });
    expect(Object.keys(paymentStatusLabels)).toEqual([...paymentStatuses]);
  });

  it("are the Payments list's status filter, with their labels", () => {
    expect(paymentListFilters.status.options).toEqual(paymentStatuses);
    expect(paymentListFilters.status.optionLabels).toBe(paymentStatusLabels);
  });

  it('an expired payment says the time limit it missed', () => {
    expect(paymentTimeLimitMinutes).toBe(30);
    expect(paymentExpiredReason).toBe('The payment was not finished at the wallet within 30 minutes.');
  });
});
