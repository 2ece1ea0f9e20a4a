import { describe, expect, it } from 'vitest';
import { defaultBillingRules } from './account-constants';
import { standingOn } from './standing';

const rules = defaultBillingRules;
const owing = (oldestUnpaidDueOn: string | null) => ({ suspended: false, oldestUnpaidDueOn });

describe("a member's standing, from the oldest unpaid bill's due date", () => {
  it('is active with nothing unpaid, or less than 3 months past the due date', () => {
    expect(standingOn('2026-11-26', owing(null), rules)).toEqual({ standing: 'active', toSuspend: false });
    expect(standingOn('2027-01-14', owing('2026-10-15'), rules).standing).toBe('active');
  });

  it('is payment due from the day 3 months after, not the day before', () => {
    expect(standingOn('2027-01-14', owing('2026-10-15'), rules).standing).toBe('active');
    expect(standingOn('2027-01-15', owing('2026-10-15'), rules).standing).toBe('payment_due');
  });

  it('is on hold from the day 6 months after', () => {
    expect(standingOn('2027-04-14', owing('2026-10-15'), rules).standing).toBe('payment_due');
    expect(standingOn('2027-04-15', owing('2026-10-15'), rules)).toEqual({ standing: 'on_hold', toSuspend: false });
  });

  it('asks staff about a suspension from the day 12 months after, and stays on hold until they decide', () => {
    expect(standingOn('2027-10-14', owing('2026-10-15'), rules)).toEqual({ standing: 'on_hold', toSuspend: false });
    expect(standingOn('2027-10-15', owing('2026-10-15'), rules)).toEqual({ standing: 'on_hold', toSuspend: true });
  });

  it('counts a month from the 31st to the last day of a shorter month', () => {
    expect(standingOn('2026-11-29', owing('2026-08-31'), rules).standing).toBe('active');
    expect(standingOn('2026-11-30', owing('2026-08-31'), rules).standing).toBe('payment_due');
  });

  it('is suspended while staff have suspended the member, whatever is owed', () => {
    expect(standingOn('2026-11-26', { suspended: true, oldestUnpaidDueOn: null }, rules).standing).toBe('suspended');
  });

  it('follows the rules staff set', () => {
    expect(standingOn('2026-11-15', owing('2026-10-15'), { ...rules, paymentDueAfterMonths: 1 }).standing).toBe('payment_due');
  });
});
