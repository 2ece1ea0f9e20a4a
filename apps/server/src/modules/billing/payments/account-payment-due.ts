import { eq, inArray, sql, sum } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { billingDocuments, paymentTargets, type PaymentRow } from '../../../db/schema';
import { balanceOf, leftToPay } from '../ledger/account-summary';

/**
 * Apart from account-payment.ts, which starts payments through service.ts: service.ts asks this
 * before it executes a payment of the account, and an import loop would join the two.
 */

/** Whether a payment of the account still pays exactly what is due of what it was made for. */
export async function accountPaymentStillDue(tx: Transaction, payment: PaymentRow): Promise<boolean> {
  const targets = await tx.select({ id: paymentTargets.documentId }).from(paymentTargets).where(eq(paymentTargets.paymentId, payment.id));
  if (targets.length === 0) return (await balanceOf(tx, payment.accountId)) === payment.amountPaisa;
  const [row] = await tx
    .select({ left: sum(leftToPay).mapWith(Number), open: sql<number>`count(*) filter (where ${billingDocuments.status} = 'open')`.mapWith(Number) })
    .from(billingDocuments)
    .where(inArray(billingDocuments.id, targets.map((target) => target.id)));
  return row!.open === targets.length && row!.left === payment.amountPaisa;
}
