import { and, asc, eq, inArray, or, sql, sum } from 'drizzle-orm';
import { settleBills } from '@rgcc/shared/billing/settlement';
import { paisa } from '@rgcc/shared/format/money';
import type { Transaction } from '../../../db/client';
import { billingDocuments, ledgerEntries } from '../../../db/schema';

/**
 * The money an account has paid in: payments, less refunds and reversed payments, plus a credit
 * brought forward from the old books (as a positive pool).
 */
const moneyIn = or(
  inArray(ledgerEntries.kind, ['payment', 'payment_reversal', 'refund']),
  and(eq(ledgerEntries.kind, 'opening_balance'), sql`${ledgerEntries.amountPaisa} < 0`),
)!;

/** What each account has paid in (accounts with no money entries are left out). */
async function poolsOf(tx: Transaction, accountIds: number[]) {
  const rows = await tx
    .select({ accountId: ledgerEntries.accountId, total: sum(ledgerEntries.amountPaisa).mapWith(Number) })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.accountId, accountIds), moneyIn))
    .groupBy(ledgerEntries.accountId);
  return new Map(rows.map((row) => [row.accountId, paisa(-row.total)]));
}

/**
 * Recomputes which bills the accounts' money pays (the oldest first, shared/billing/settlement.ts)
 * and stores it on the bills that changed. Run in the transaction of every change of money.
 */
export async function settleAccounts(tx: Transaction, accountIds: number[]) {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return;
  const pools = await poolsOf(tx, ids);
  const bills = await tx
    .select()
    .from(billingDocuments)
    .where(and(inArray(billingDocuments.accountId, ids), inArray(billingDocuments.kind, ['invoice', 'opening_balance'])))
    .orderBy(asc(billingDocuments.dueOn), asc(billingDocuments.issuedAt), asc(billingDocuments.id))
    .for('update');
  for (const accountId of ids) {
    const own = bills.filter((bill) => bill.accountId === accountId);
    const settled = settleBills(
      own.map((bill) => ({ id: bill.id, totalPaisa: paisa(bill.totalPaisa), creditedPaisa: paisa(bill.creditedPaisa) })),
      pools.get(accountId) ?? paisa(0),
    );
    for (const [index, result] of settled.bills.entries()) {
      const bill = own[index]!;
      if (bill.paidPaisa === result.paidPaisa && bill.status === result.status) continue;
      await tx.update(billingDocuments).set({ paidPaisa: result.paidPaisa, status: result.status }).where(eq(billingDocuments.id, bill.id));
    }
  }
}

/** Of these accounts, those whose money covers more than their bills' paid parts: credit the next bill takes. */
export async function accountsInCredit(tx: Transaction, accountIds: number[]): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const pools = await poolsOf(tx, accountIds);
  const withMoney = [...pools.entries()].filter(([, pool]) => pool > 0).map(([accountId]) => accountId);
  if (withMoney.length === 0) return [];
  const paid = await tx
    .select({ accountId: billingDocuments.accountId, total: sum(billingDocuments.paidPaisa).mapWith(Number) })
    .from(billingDocuments)
    .where(inArray(billingDocuments.accountId, withMoney))
    .groupBy(billingDocuments.accountId);
  const paidOf = new Map(paid.map((row) => [row.accountId, row.total]));
  return withMoney.filter((accountId) => pools.get(accountId)! > (paidOf.get(accountId) ?? 0));
}
