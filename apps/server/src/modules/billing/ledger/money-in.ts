import { sql } from 'drizzle-orm';
import { registrationFee } from '@rgcc/shared/membership/membership';
import { paisa } from '@rgcc/shared/format/money';
import type { Transaction } from '../../../db/client';
import { accounts, ledgerEntries, receipts, type ReceiptRow } from '../../../db/schema';
import { postCharges } from './charges';
import { issueInvoices } from './documents';
import { ledgerLines } from './ledger-lines';
import { settleAccounts } from './settlement';

/** A receipt number from the sequence: R-000001 (a receipt is not a tax document: docs/money.md). */
export const nextReceiptNumber = sql<string>`(select 'R-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('receipt_number_seq') as n)`;

/**
 * Locks an account's money for the rest of the transaction: a payment checked as still due and
 * then claimed, a completion, a payment staff record, never interleave (two tabs, two instances).
 */
export async function lockAccountMoney(tx: Transaction, accountId: number) {
  await tx.execute(sql`select ${accounts.id} from ${accounts} where ${accounts.id} = ${accountId} for update`);
}

/** Writes a receipt and its payment into the ledger, and settles the account's bills with it (oldest first). */
export async function recordPayment(tx: Transaction, receipt: Omit<typeof receipts.$inferInsert, 'receiptNumber'>): Promise<ReceiptRow> {
  const [written] = await tx.insert(receipts).values({ ...receipt, receiptNumber: nextReceiptNumber }).returning();
  await tx.insert(ledgerEntries).values({
    accountId: written!.accountId,
    kind: 'payment',
    amountPaisa: paisa(-written!.amountPaisa),
    ...ledgerLines.payment(written!.method),
    postedAt: written!.paidAt,
    receiptId: written!.id,
    sourceKey: `receipt:${written!.id}`,
    postedBy: written!.recordedBy,
  });
  await settleAccounts(tx, [written!.accountId]);
  return written!;
}

/**
 * The registration fee as a paid invoice in the ledger: the charge at the checkout's figures
 * (spec: 1,200.00 BDT and 10 %), its invoice due the day it is paid, and the payment. Once per
 * account (the charge's key).
 */
export async function billRegistrationFee(tx: Transaction, accountId: number, at: Date) {
  const [charge] = await postCharges(
    tx,
    [
      {
        accountId,
        service: 'registration_fee',
        line: ledgerLines.registrationFee(),
        quantity: 1,
        unitPricePaisa: registrationFee.amountPaisa,
        taxCode: 'registration_fee',
        sourceKey: 'registration-fee',
      },
    ],
    at,
  );
  if (charge) await issueInvoices(tx, [{ accountId, entries: [charge] }], { at, dueDays: 0 });
}
