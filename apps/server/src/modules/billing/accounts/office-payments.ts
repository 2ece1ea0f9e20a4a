import { paymentMethodLabels } from '@rgcc/shared/billing/account-constants';
import type { OfflinePaymentRequest } from '@rgcc/shared/billing/accounts';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { defaultLocale } from '@rgcc/shared/format/locale';
import type { Database } from '../../../db/client';
import type { AccountRow } from '../../../db/schema';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { lockAccountMoney, recordPayment } from '../ledger/money-in';
import { memberAccountOf } from './member-account-of';

/**
 * Money staff took at the office (cash, a cheque, a bank transfer, the card machine), with its
 * reference: a numbered receipt, the payment in the ledger settling the oldest open bills first,
 * and the audit log's entry, together or not at all.
 */
export async function recordOfficePayment(db: Database, actor: AccountRow, memberId: string, input: OfflinePaymentRequest, now = new Date()) {
  assertStaff(actor, 'Billing');
  const member = await memberAccountOf(db, memberId);
  return db.transaction(async (tx) => {
    await lockAccountMoney(tx, member.id);
    const receipt = await recordPayment(tx, {
      accountId: member.id,
      amountPaisa: input.amountPaisa,
      method: input.method,
      trxId: input.reference,
      recordedBy: actor.id,
      paidAt: now,
    });
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'billing.payment-recorded',
        entity: { type: 'member', id: member.memberId },
        after: { receipt: receipt.receiptNumber, amountPaisa: receipt.amountPaisa, method: input.method, reference: input.reference },
        detail: `${formatMoney(paisa(input.amountPaisa), defaultLocale)} by ${paymentMethodLabels[input.method].toLowerCase()}, receipt ${receipt.receiptNumber}`,
      },
      now,
    );
    return { number: receipt.receiptNumber, amountPaisa: receipt.amountPaisa };
  });
}
