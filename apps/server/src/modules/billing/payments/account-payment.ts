import { and, eq, inArray } from 'drizzle-orm';
import { billingMessages } from '@rgcc/shared/billing/account-constants';
import type { InvoicePaymentRequest } from '@rgcc/shared/billing/accounts';
import type { StartedPayment } from '@rgcc/shared/billing/payments';
import { paisa, sumPaisa, type Paisa } from '@rgcc/shared/format/money';
import type { Database } from '../../../db/client';
import { billingDocuments, paymentTargets, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertMember } from '../../account/entry';
import { balanceOf, leftToPay } from '../ledger/account-summary';
import { sendToWallet, type PaymentDeps } from './service';

type Reader = Pick<Database, 'select'>;

/**
 * What paying these bills of the member costs: what is left of each. Someone else's bill, or one
 * that does not exist, is "not found"; a paid or void one cannot be paid.
 */
async function amountOfBills(db: Reader, accountId: number, ids: number[]): Promise<Paisa> {
  const unique = [...new Set(ids)];
  const bills = await db
    .select({ status: billingDocuments.status, left: leftToPay.mapWith(Number) })
    .from(billingDocuments)
    .where(and(inArray(billingDocuments.id, unique), eq(billingDocuments.accountId, accountId), inArray(billingDocuments.kind, ['invoice', 'opening_balance'])));
  if (bills.length !== unique.length) throw new AppError(404, billingMessages.invoiceNotFound);
  if (bills.some((bill) => bill.status !== 'open')) throw new AppError(409, billingMessages.invoiceNotOpen);
  return sumPaisa(bills.map((bill) => paisa(bill.left)));
}

/**
 * `POST /api/member/invoice-payments`: pays open invoices, or the whole balance (no invoices
 * named), through the wallet. The money settles the oldest open bills first, as all money does.
 */
export async function startAccountPayment(deps: PaymentDeps, actor: AccountRow, { invoiceIds }: InvoicePaymentRequest): Promise<StartedPayment> {
  assertMember(actor, { unlocked: true });
  const amountPaisa = invoiceIds.length > 0 ? await amountOfBills(deps.db, actor.id, invoiceIds) : await balanceOf(deps.db, actor.id);
  if (amountPaisa <= 0) throw new AppError(409, billingMessages.nothingToPay);
  return sendToWallet(deps, actor, { purpose: 'account', amountPaisa }, async (tx, payment) => {
    if (invoiceIds.length > 0) await tx.insert(paymentTargets).values([...new Set(invoiceIds)].map((documentId) => ({ paymentId: payment.id, documentId })));
  });
}
