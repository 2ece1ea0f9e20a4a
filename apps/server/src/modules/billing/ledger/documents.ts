import { eq, inArray } from 'drizzle-orm';
import { billingMessages } from '@rgcc/shared/billing/account-constants';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { paisa, sumPaisa, vatOnLine } from '@rgcc/shared/format/money';
import type { Transaction } from '../../../db/client';
import { accounts, billingDocuments, documentLines, ledgerEntries, members, type LedgerEntryRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { ledgerLines } from './ledger-lines';
import { takeDocumentNumbers } from './numbering';

export type DocumentRow = typeof billingDocuments.$inferSelect;

/** A bill to issue: its member, its lines (charges already posted), and the month a run bills. */
export interface BillToIssue {
  accountId: number;
  entries: LedgerEntryRow[];
  period?: string;
}

/** The buyer as documents name them (Mushak-6.3): member ID, name and address, at issue. */
async function buyersOf(tx: Transaction, accountIds: number[]) {
  const rows = await tx
    .select({ accountId: accounts.id, memberId: accounts.memberId, name: members.name, address: members.presentAddress })
    .from(accounts)
    .innerJoin(members, eq(members.accountId, accounts.id))
    .where(inArray(accounts.id, [...new Set(accountIds)]));
  return new Map(rows.map((row) => [row.accountId, row]));
}

const sums = (entries: LedgerEntryRow[]) => ({
  netPaisa: sumPaisa(entries.map((entry) => paisa(entry.netPaisa ?? entry.amountPaisa))),
  taxPaisa: sumPaisa(entries.map((entry) => paisa(entry.taxPaisa ?? 0))),
  totalPaisa: sumPaisa(entries.map((entry) => paisa(entry.amountPaisa))),
});

const batchSize = 1000;

/**
 * Issues invoices at `at`, numbered in the financial year of that day, due `dueDays` later. The
 * lines are the charges given, in order. A member's monthly invoice (`period`) is issued once:
 * the caller holds the counter's lock and leaves out members billed already (billing/runs).
 */
export async function issueInvoices(tx: Transaction, bills: BillToIssue[], options: { at: Date; dueDays: number; issuedBy?: number | null }): Promise<DocumentRow[]> {
  const toIssue = bills.filter((bill) => bill.entries.length > 0);
  if (toIssue.length === 0) return [];
  const buyers = await buyersOf(tx, toIssue.map((bill) => bill.accountId));
  const numbers = await takeDocumentNumbers(tx, 'INV', options.at, toIssue.length);
  const dueOn = addDays(clubToday(options.at), options.dueDays);
  const issued: DocumentRow[] = [];
  for (let start = 0; start < toIssue.length; start += batchSize) {
    const chunk = toIssue.slice(start, start + batchSize);
    const rows = await tx
      .insert(billingDocuments)
      .values(
        chunk.map((bill, index) => {
          const buyer = buyers.get(bill.accountId)!;
          return {
            kind: 'invoice' as const,
            number: numbers[start + index]!,
            accountId: bill.accountId,
            buyerMemberId: buyer.memberId!,
            buyerName: buyer.name,
            buyerAddress: buyer.address,
            issuedAt: options.at,
            dueOn,
            period: bill.period ?? null,
            ...sums(bill.entries),
            issuedBy: options.issuedBy ?? null,
            status: 'open' as const,
          };
        }),
      )
      .returning();
    await insertLines(tx, rows.map((row, index) => ({ documentId: row.id, entries: chunk[index]!.entries })));
    issued.push(...rows);
  }
  return issued;
}

async function insertLines(tx: Transaction, documents: { documentId: number; entries: LedgerEntryRow[] }[]) {
  const lines = documents.flatMap(({ documentId, entries }) => entries.map((entry, index) => ({ documentId, position: index + 1, entryId: entry.id })));
  for (let start = 0; start < lines.length; start += batchSize) await tx.insert(documentLines).values(lines.slice(start, start + batchSize));
}

/** One part of a credit note: the invoice's line (a charge) and how much of its value before VAT to take off. */
export interface CreditLine {
  charge: LedgerEntryRow;
  netPaisa: number;
}

/**
 * Issues a credit note against an invoice (Mushak-6.7): one credit entry per line, mirroring the
 * line's VAT rate (its VAT rounds half away from zero, docs/money.md). The invoice never changes;
 * its settlement counts what was taken off. Refused when it would take off more than is left.
 */
export async function issueCreditNote(
  tx: Transaction,
  invoice: DocumentRow,
  lines: CreditLine[],
  options: { at: Date; reason: string; issuedBy: number | null; sourceKey?: string },
): Promise<DocumentRow> {
  const [locked] = await tx.select().from(billingDocuments).where(eq(billingDocuments.id, invoice.id)).for('update');
  const credits = await tx
    .insert(ledgerEntries)
    .values(
      lines.map((line, index) => {
        const net = paisa(-line.netPaisa);
        const rate = line.charge.taxRateBasisPoints ?? 0;
        const tax = vatOnLine(net, rate);
        return {
          accountId: invoice.accountId,
          kind: 'credit_note' as const,
          amountPaisa: paisa(net + tax),
          ...ledgerLines.credit(line.charge),
          postedAt: options.at,
          service: line.charge.service,
          quantity: 1,
          unitPricePaisa: net,
          taxCode: line.charge.taxCode,
          taxRateBasisPoints: rate,
          netPaisa: net,
          taxPaisa: tax,
          correctsEntryId: line.charge.id,
          reason: options.reason,
          postedBy: options.issuedBy,
          sourceKey: options.sourceKey && lines.length === 1 ? options.sourceKey : options.sourceKey ? `${options.sourceKey}:${index + 1}` : null,
        };
      }),
    )
    .returning();
  const totals = sums(credits);
  const left = locked!.totalPaisa - locked!.creditedPaisa;
  if (-totals.totalPaisa > left) throw new AppError(400, billingMessages.creditOverInvoice);
  const [number] = await takeDocumentNumbers(tx, 'CN', options.at, 1);
  const [note] = await tx
    .insert(billingDocuments)
    .values({
      kind: 'credit_note',
      number: number!,
      accountId: invoice.accountId,
      buyerMemberId: invoice.buyerMemberId,
      buyerName: invoice.buyerName,
      buyerAddress: invoice.buyerAddress,
      issuedAt: options.at,
      correctsDocumentId: invoice.id,
      reason: options.reason,
      ...totals,
      issuedBy: options.issuedBy,
    })
    .returning();
  await insertLines(tx, [{ documentId: note!.id, entries: credits }]);
  // What was paid of the part now taken off returns to the account's money: settleAccounts
  // (settlement.ts), which the caller runs next, puts it on the next open bill or keeps it as credit.
  const credited = locked!.creditedPaisa - totals.totalPaisa;
  await tx
    .update(billingDocuments)
    .set({ creditedPaisa: credited, paidPaisa: Math.min(locked!.paidPaisa, locked!.totalPaisa - credited) })
    .where(eq(billingDocuments.id, invoice.id));
  return note!;
}

/** The document a charge is a line of, if it was billed. */
export async function documentOfEntry(tx: Transaction, entryId: number): Promise<DocumentRow | null> {
  const [row] = await tx
    .select({ document: billingDocuments })
    .from(documentLines)
    .innerJoin(billingDocuments, eq(billingDocuments.id, documentLines.documentId))
    .where(eq(documentLines.entryId, entryId));
  return row?.document ?? null;
}
