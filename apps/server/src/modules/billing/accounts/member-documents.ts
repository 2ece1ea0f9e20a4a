import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { ratePercent } from '@rgcc/shared/billing/account-constants';
import { inLocale } from '@rgcc/shared/content/bangla-texts';
import type { Locale } from '@rgcc/shared/format/locale';
import { documentMessages } from '@rgcc/shared/billing/account-document-constants';
import type { CreditNoteDocument, DocumentLine, InvoiceDocument, ReceiptDocument, Seller } from '@rgcc/shared/billing/account-documents';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { accounts, billingDocuments, documentLines, ledgerEntries, members, receipts, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertMember } from '../../account/entry';
import { readSetting } from '../../content/entry';
import { shownIn } from '../ledger/ledger-lines';
import { receiptShare } from './receipt-allocation';

type Reader = Pick<Database, 'select'>;
type DocumentRow = typeof billingDocuments.$inferSelect;

/**
 * The seller as every document names it (Mushak-6.3): the club's name, its address and BIN
 * (settings); the address in the document's language (its Bangla where staff gave one).
 */
export async function sellerOf(db: Reader, config: Pick<Config, 'CLUB_NAME'>, locale: Locale): Promise<Seller> {
  const [details, rules] = await Promise.all([readSetting(db, 'details'), readSetting(db, 'billing')]);
  return { name: config.CLUB_NAME, address: inLocale(details, locale).address, bin: rules.bin };
}

/** A document's lines, in order: each a ledger entry (its text in `locale`), with its value before VAT, rate and VAT. */
async function linesOf(db: Reader, documentId: number, locale: Locale): Promise<DocumentLine[]> {
  const rows = await db
    .select({ entry: ledgerEntries })
    .from(documentLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, documentLines.entryId))
    .where(eq(documentLines.documentId, documentId))
    .orderBy(asc(documentLines.position));
  return rows.map(({ entry }) => ({
    description: shownIn(entry, locale),
    quantity: entry.quantity ?? 1,
    unitPricePaisa: entry.unitPricePaisa ?? entry.netPaisa ?? entry.amountPaisa,
    netPaisa: entry.netPaisa ?? entry.amountPaisa,
    taxRatePercent: ratePercent(entry.taxRateBasisPoints ?? 0),
    taxPaisa: entry.taxPaisa ?? 0,
    totalPaisa: entry.amountPaisa,
  }));
}

const documentHead = (document: DocumentRow, seller: Seller) => ({
  id: document.id,
  number: document.number,
  issuedAt: document.issuedAt.toISOString(),
  seller,
  buyer: { memberId: document.buyerMemberId, name: document.buyerName, address: document.buyerAddress },
  netPaisa: document.netPaisa,
  taxPaisa: document.taxPaisa,
  totalPaisa: document.totalPaisa,
});

/** One of the member's documents of these kinds; someone else's, or none, is "not found". */
async function ownDocument(db: Reader, actor: AccountRow, id: number, kinds: DocumentRow['kind'][], notFound: string): Promise<DocumentRow> {
  assertMember(actor, { unlocked: true });
  const [document] = await db
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.id, id), eq(billingDocuments.accountId, actor.id), inArray(billingDocuments.kind, kinds)));
  if (!document) throw new AppError(404, notFound);
  return document;
}

/** `GET /api/member/invoices/{id}`: the invoice (or balance brought forward) as it was issued, with what is paid and credited since. */
export async function memberInvoice(db: Reader, config: Pick<Config, 'CLUB_NAME'>, actor: AccountRow, id: number): Promise<InvoiceDocument> {
  const bill = await ownDocument(db, actor, id, ['invoice', 'opening_balance'], documentMessages.invoiceNotFound);
  const [seller, lines, creditNotes] = await Promise.all([
    sellerOf(db, config, actor.language),
    linesOf(db, bill.id, actor.language),
    db.select().from(billingDocuments).where(eq(billingDocuments.correctsDocumentId, bill.id)).orderBy(asc(billingDocuments.issuedAt), asc(billingDocuments.id)),
  ]);
  return {
    ...documentHead(bill, seller),
    kind: bill.kind as InvoiceDocument['kind'],
    lines,
    dueOn: bill.dueOn!,
    status: bill.status!,
    creditedPaisa: bill.creditedPaisa,
    paidPaisa: bill.paidPaisa,
    leftPaisa: bill.totalPaisa - bill.creditedPaisa - bill.paidPaisa,
    creditNotes: creditNotes.map((note) => ({ id: note.id, number: note.number, issuedAt: note.issuedAt.toISOString(), reason: note.reason, totalPaisa: note.totalPaisa })),
  };
}

/** `GET /api/member/credit-notes/{id}`: a credit note and the invoice it corrects. */
export async function memberCreditNote(db: Reader, config: Pick<Config, 'CLUB_NAME'>, actor: AccountRow, id: number): Promise<CreditNoteDocument> {
  const note = await ownDocument(db, actor, id, ['credit_note'], documentMessages.creditNoteNotFound);
  const [seller, lines, [corrected]] = await Promise.all([
    sellerOf(db, config, actor.language),
    linesOf(db, note.id, actor.language),
    db.select({ id: billingDocuments.id, number: billingDocuments.number }).from(billingDocuments).where(eq(billingDocuments.id, note.correctsDocumentId!)),
  ]);
  return { ...documentHead(note, seller), kind: 'credit_note', lines, reason: note.reason, corrects: corrected! };
}

/** The money in an account's pool, in the order it came in (billing/ledger/settlement.ts counts the same entries). */
async function poolMoves(db: Reader, accountId: number) {
  const rows = await db
    .select({ entryId: ledgerEntries.id, receiptId: ledgerEntries.receiptId, amountPaisa: ledgerEntries.amountPaisa, correctsEntryId: ledgerEntries.correctsEntryId, kind: ledgerEntries.kind })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        or(inArray(ledgerEntries.kind, ['payment', 'payment_reversal', 'refund']), and(eq(ledgerEntries.kind, 'opening_balance'), sql`${ledgerEntries.amountPaisa} < 0`)),
      ),
    )
    .orderBy(asc(ledgerEntries.postedAt), asc(ledgerEntries.id));
  // A payment (or credit brought forward) puts money in; a refund or reversal takes it out. A
  // refund's receipt is the payment's (schema): only money in is the receipt's own.
  return rows.map((row) => ({ entryId: row.entryId, receiptId: row.kind === 'payment' ? row.receiptId : null, amountPaisa: -row.amountPaisa, correctsEntryId: row.correctsEntryId }));
}

/** `GET /api/member/receipts/{number}`: the receipt, and which bills its money paid (the rest is credit). */
export async function memberReceipt(db: Reader, config: Pick<Config, 'CLUB_NAME'>, actor: AccountRow, number: string): Promise<ReceiptDocument> {
  assertMember(actor, { unlocked: true });
  const [row] = await db
    .select({ receipt: receipts, memberId: accounts.memberId, name: members.name })
    .from(receipts)
    .innerJoin(accounts, eq(accounts.id, receipts.accountId))
    .leftJoin(members, eq(members.accountId, receipts.accountId))
    .where(and(eq(receipts.receiptNumber, number.trim().toUpperCase()), eq(receipts.accountId, actor.id)));
  if (!row) throw new AppError(404, documentMessages.receiptNotFound);
  const [seller, moves, bills] = await Promise.all([
    sellerOf(db, config, actor.language),
    poolMoves(db, actor.id),
    db
      .select({ id: billingDocuments.id, number: billingDocuments.number, paidPaisa: billingDocuments.paidPaisa })
      .from(billingDocuments)
      .where(and(eq(billingDocuments.accountId, actor.id), inArray(billingDocuments.kind, ['invoice', 'opening_balance'])))
      .orderBy(asc(billingDocuments.dueOn), asc(billingDocuments.issuedAt), asc(billingDocuments.id)),
  ]);
  const { receipt } = row;
  return {
    number: receipt.receiptNumber,
    paidAt: receipt.paidAt.toISOString(),
    amountPaisa: receipt.amountPaisa,
    method: receipt.method,
    reference: receipt.trxId,
    seller,
    buyer: { memberId: row.memberId ?? '', name: row.name ?? actor.email },
    ...receiptShare(moves, bills, receipt.id),
  };
}
