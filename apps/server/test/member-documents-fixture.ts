import { billingDocuments, documentLines, ledgerEntries, receipts } from '../src/db/schema';
import type { TestApp } from './test-app';

/**
 * A member's documents written straight into the books, for tests that need some to exist but
 * not how they came about (the authorisation matrix): an invoice of 1,150.00 BDT taken back in
 * full by a credit note (so nothing is owed), and a receipt of 500.00 BDT taken at the office
 * (credit on the account). The books balance: each document's lines are its entries.
 */
export async function writeMemberDocuments(testApp: TestApp, accountId: number, memberId: string) {
  const db = testApp.database.db;
  const at = new Date();
  const buyer = { accountId, buyerMemberId: memberId, buyerName: 'Matrix Member', buyerAddress: null, issuedAt: at };
  const [charge] = await db
    .insert(ledgerEntries)
    .values({ accountId, kind: 'charge', amountPaisa: 115000, description: 'Guest green fee', postedAt: at, service: 'guest_green_fee', quantity: 1, unitPricePaisa: 100000, taxCode: 'vat_standard', taxRateBasisPoints: 1500, netPaisa: 100000, taxPaisa: 15000, sourceKey: 'matrix:charge' })
    .returning();
  const [invoice] = await db
    .insert(billingDocuments)
    .values({ ...buyer, kind: 'invoice', number: 'INV/MATRIX/000001', dueOn: '2099-01-01', netPaisa: 100000, taxPaisa: 15000, totalPaisa: 115000, creditedPaisa: 115000, status: 'void' })
    .returning();
  await db.insert(documentLines).values({ documentId: invoice!.id, position: 1, entryId: charge!.id });
  const [credit] = await db
    .insert(ledgerEntries)
    .values({ accountId, kind: 'credit_note', amountPaisa: -115000, description: 'Credit: Guest green fee', postedAt: at, service: 'guest_green_fee', quantity: 1, unitPricePaisa: -100000, taxCode: 'vat_standard', taxRateBasisPoints: 1500, netPaisa: -100000, taxPaisa: -15000, correctsEntryId: charge!.id, sourceKey: 'matrix:credit' })
    .returning();
  const [note] = await db
    .insert(billingDocuments)
    .values({ ...buyer, kind: 'credit_note', number: 'CN/MATRIX/000001', correctsDocumentId: invoice!.id, reason: 'Matrix', netPaisa: -100000, taxPaisa: -15000, totalPaisa: -115000 })
    .returning();
  await db.insert(documentLines).values({ documentId: note!.id, position: 1, entryId: credit!.id });
  const [receipt] = await db.insert(receipts).values({ receiptNumber: 'R-990001', accountId, amountPaisa: 50000, method: 'cash', trxId: 'Matrix', paidAt: at }).returning();
  await db.insert(ledgerEntries).values({ accountId, kind: 'payment', amountPaisa: -50000, description: 'Payment by cash', postedAt: at, receiptId: receipt!.id, sourceKey: 'matrix:receipt' });
  return { invoiceId: invoice!.id, creditNoteId: note!.id, receiptNumber: receipt!.receiptNumber };
}
