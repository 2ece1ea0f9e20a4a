import { billingMessages } from '@rgcc/shared/billing/account-constants';
import type { BillingRunPreview, BillingRunResult } from '@rgcc/shared/billing/accounts';
import { monthOf } from '@rgcc/shared/billing/fiscal-year';
import { clubToday } from '@rgcc/shared/format/club-date';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { defaultLocale } from '@rgcc/shared/format/locale';
import type { Database } from '../../../db/client';
import { billingRuns, type AccountRow } from '../../../db/schema';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { previewBilling, runBilling } from './billing-run';

/** The month at the club now: the only one a run may bill. */
export const currentPeriod = (now: Date) => monthOf(clubToday(now));

export async function previewCurrentRun(db: Database, actor: AccountRow, now = new Date()): Promise<BillingRunPreview> {
  assertStaff(actor, 'Billing');
  return previewBilling(db, currentPeriod(now), now);
}

/** A run staff start by hand, for the current month only; audited. */
export async function startRun(db: Database, actor: AccountRow, period: string, now = new Date()): Promise<BillingRunResult> {
  assertStaff(actor, 'Billing');
  if (period !== currentPeriod(now)) throw new AppError(400, billingMessages.notCurrentMonth);
  return runBilling(db, {
    period,
    now,
    startedBy: actor.id,
    record: (tx, result) =>
      recordStaffAction(
        tx,
        actor,
        { action: 'billing.run', entity: { type: 'billing-run', id: period }, after: result, detail: `${result.invoicesIssued} invoices, ${formatMoney(paisa(result.totalPaisa), defaultLocale)}` },
        now,
      ),
  });
}

/**
 * Days into the month the scheduler still runs a month not yet run (the server was down on the
 * 1st). Later, staff run it by hand: a server first started on the 26th does not bill that month
 * by surprise.
 */
export const scheduledRunWindowDays = 7;

/**
 * The scheduler's run: on the 1st of each month at the club, or at the first check after it when
 * the server was down, unless the month was run already (by staff, or another instance). Members
 * who join later in the month are billed at the next month's run.
 */
export async function runScheduledBilling(db: Database, now = new Date()): Promise<number> {
  if (Number(clubToday(now).slice(8, 10)) > scheduledRunWindowDays) return 0;
  const period = currentPeriod(now);
  const [done] = await db.select({ id: billingRuns.id }).from(billingRuns).where(eq(billingRuns.period, period)).limit(1);
  if (done) return 0;
  return (await runBilling(db, { period, now, startedBy: null })).invoicesIssued;
}
