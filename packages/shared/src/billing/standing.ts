import { addMonthsToDay } from './fiscal-year';
import type { Standing } from './account-constants';

/** The months after the oldest unpaid bill's due date at which standing changes (settings, docs/money.md). */
export interface StandingRules {
  paymentDueAfterMonths: number;
  onHoldAfterMonths: number;
  suspendAfterMonths: number;
}

export interface StandingFacts {
  /** Staff suspended the member. */
  suspended: boolean;
  /** The due date of the oldest bill still unpaid, if any. */
  oldestUnpaidDueOn: string | null;
}

/**
 * A member's standing on a club day: from the oldest unpaid bill past its due date, `payment_due`
 * from its due date plus 3 months, `on_hold` from plus 6; from plus 12 staff are asked to decide
 * on a suspension (`toSuspend`), which only staff make.
 */
export function standingOn(today: string, facts: StandingFacts, rules: StandingRules): { standing: Standing; toSuspend: boolean } {
  if (facts.suspended) return { standing: 'suspended', toSuspend: false };
  const due = facts.oldestUnpaidDueOn;
  const reached = (months: number) => due !== null && today >= addMonthsToDay(due, months);
  const toSuspend = reached(rules.suspendAfterMonths);
  if (reached(rules.onHoldAfterMonths)) return { standing: 'on_hold', toSuspend };
  if (reached(rules.paymentDueAfterMonths)) return { standing: 'payment_due', toSuspend };
  return { standing: 'active', toSuspend: false };
}
