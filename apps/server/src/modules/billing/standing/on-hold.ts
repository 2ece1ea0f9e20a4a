import { onHoldMessage } from '@rgcc/shared/billing/account-constants';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { formatMoney } from '@rgcc/shared/format/money';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/errors';
import { standingOf } from '../ledger/account-summary';

/**
 * A membership on hold (a bill unpaid 6 months past its due date, docs/money.md) books no tee
 * time, room or hall and enters no tournament: refused with 403, since the member may not do it
 * as things stand (not a conflict with another booking, 409), with what is overdue and where to
 * pay it. Standing is computed from the bills, so a payment lifts the hold at once.
 */
export async function assertNotOnHold(db: Pick<Database, 'select'>, accountId: number, now = new Date()) {
  const { standing, overduePaisa } = await standingOf(db, accountId, now);
  if (standing === 'on_hold') throw new AppError(403, onHoldMessage(formatMoney(overduePaisa, defaultLocale)));
}
