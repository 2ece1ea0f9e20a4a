import { and, desc, eq, inArray, sum } from 'drizzle-orm';
import { ratePercent } from '@rgcc/shared/billing/account-constants';
import type { StaffMemberAccount } from '@rgcc/shared/billing/staff-accounts';
import { openingBalanceSourceKey } from '@rgcc/shared/billing/staff-account-constants';
import { paisaOfTaka } from '@rgcc/shared/format/money';
import type { Database } from '../../../db/client';
import { billingDocuments, documentLines, ledgerEntries, members, products, receipts, type AccountRow } from '../../../db/schema';
import { assertStaff } from '../../account/entry';
import { accountSummary } from '../ledger/account-summary';
import { unbilledCharges } from '../ledger/charges';
import { shownIn } from '../ledger/ledger-lines';
import { memberAccountOf } from './member-account-of';

type Reader = Pick<Database, 'select'>;

/** What credit notes took off each charge, before VAT (a positive amount). */
export async function creditedNetOf(db: Reader, entryIds: number[]): Promise<Map<number, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select({ entryId: ledgerEntries.correctsEntryId, net: sum(ledgerEntries.netPaisa).mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'credit_note'), inArray(ledgerEntries.correctsEntryId, entryIds)))
    .groupBy(ledgerEntries.correctsEntryId);
  return new Map(rows.map((row) => [row.entryId!, -row.net]));
}

/** The credit on an account: what a refund may pay back (a balance below 0). */
export const creditOf = (balance: number) => Math.max(0, -balance);

/** `GET /api/admin/billing/members/{memberId}`: the member's account as the Billing console shows it, its lines in the staff member's language. */
export async function staffMemberAccount(db: Database, actor: AccountRow, memberId: string, now = new Date()): Promise<StaffMemberAccount> {
  assertStaff(actor, 'Billing');
  const account = await memberAccountOf(db, memberId);
  const [member] = await db.select({ name: members.name, category: members.category }).from(members).where(eq(members.accountId, account.id));
  const [summary, documents, paid, unbilled, moneyOut, opening] = await Promise.all([
    accountSummary(db, account.id, now),
    db.select().from(billingDocuments).where(eq(billingDocuments.accountId, account.id)).orderBy(desc(billingDocuments.issuedAt), desc(billingDocuments.id)),
    db.select().from(receipts).where(eq(receipts.accountId, account.id)).orderBy(desc(receipts.paidAt), desc(receipts.id)),
    unbilledCharges(db, [account.id]),
    db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, account.id), inArray(ledgerEntries.kind, ['refund', 'payment_reversal'])))
      .orderBy(desc(ledgerEntries.postedAt), desc(ledgerEntries.id)),
    db.select({ amount: ledgerEntries.amountPaisa }).from(ledgerEntries).where(and(eq(ledgerEntries.accountId, account.id), eq(ledgerEntries.sourceKey, openingBalanceSourceKey))),
  ]);
  const bills = documents.filter((document) => document.kind !== 'credit_note');
  const lines = bills.length === 0
    ? []
    : await db
        .select({ documentId: documentLines.documentId, entry: ledgerEntries })
        .from(documentLines)
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, documentLines.entryId))
        .where(inArray(documentLines.documentId, bills.map((bill) => bill.id)))
        .orderBy(documentLines.documentId, documentLines.position);
  const credited = await creditedNetOf(db, lines.map((line) => line.entry.id));
  const reversedAt = new Map(moneyOut.filter((entry) => entry.kind === 'payment_reversal').map((entry) => [entry.receiptId, entry.postedAt]));
  const numberOf = new Map(documents.map((document) => [document.id, document.number]));
  return {
    member: {
      memberId: account.memberId!,
      name: member?.name ?? '',
      category: member?.category ?? '',
      status: account.deactivatedAt ? 'suspended' : account.dashboardLocked ? 'payment_due' : 'active',
    },
    account: summary,
    creditPaisa: creditOf(summary.balancePaisa),
    openingBalancePaisa: opening[0]?.amount ?? null,
    bills: bills.map((bill) => ({
      id: bill.id,
      kind: bill.kind,
      number: bill.number,
      issuedAt: bill.issuedAt.toISOString(),
      dueOn: bill.dueOn!,
      status: bill.status!,
      totalPaisa: bill.totalPaisa,
      paidPaisa: bill.paidPaisa,
      creditedPaisa: bill.creditedPaisa,
      lines: lines
        .filter((line) => line.documentId === bill.id)
        .map(({ entry }) => ({
          entryId: entry.id,
          description: shownIn(entry, actor.language),
          quantity: entry.quantity ?? 1,
          unitPricePaisa: entry.unitPricePaisa ?? entry.amountPaisa,
          netPaisa: entry.netPaisa ?? entry.amountPaisa,
          creditedNetPaisa: credited.get(entry.id) ?? 0,
          taxRatePercent: ratePercent(entry.taxRateBasisPoints ?? 0),
          taxPaisa: entry.taxPaisa ?? 0,
          totalPaisa: entry.amountPaisa,
        })),
    })),
    creditNotes: documents
      .filter((document) => document.kind === 'credit_note')
      .map((note) => ({
        id: note.id,
        number: note.number,
        issuedAt: note.issuedAt.toISOString(),
        corrects: numberOf.get(note.correctsDocumentId!) ?? '',
        totalPaisa: note.totalPaisa,
        reason: note.reason ?? '',
      })),
    receipts: paid.map((receipt) => ({
      number: receipt.receiptNumber,
      amountPaisa: receipt.amountPaisa,
      method: receipt.method,
      reference: receipt.trxId,
      paidAt: receipt.paidAt.toISOString(),
      reversedAt: reversedAt.get(receipt.id)?.toISOString() ?? null,
    })),
    unbilled: unbilled.map((entry) => ({
      postedAt: entry.postedAt.toISOString(),
      service: entry.service ?? 'other',
      description: shownIn(entry, actor.language),
      quantity: entry.quantity ?? 1,
      unitPricePaisa: entry.unitPricePaisa ?? entry.amountPaisa,
      taxPaisa: entry.taxPaisa ?? 0,
      totalPaisa: entry.amountPaisa,
    })),
    moneyOut: moneyOut.map((entry) => ({
      postedAt: entry.postedAt.toISOString(),
      kind: entry.kind as 'refund' | 'payment_reversal',
      description: shownIn(entry, actor.language),
      amountPaisa: entry.amountPaisa,
      reason: entry.reason,
    })),
  };
}

/**
 * `GET /api/admin/billing/products`: what the pro shop sells, for the counter, with its price
 * (kept in whole taka with the product) for staff to start from.
 */
export async function counterProducts(db: Database, actor: AccountRow) {
  assertStaff(actor, 'Billing');
  const rows = await db.select({ id: products.id, name: products.name, priceTaka: products.priceTaka }).from(products).orderBy(products.position, products.id);
  return rows.map((row) => ({ id: row.id, name: row.name, pricePaisa: paisaOfTaka(row.priceTaka) }));
}
