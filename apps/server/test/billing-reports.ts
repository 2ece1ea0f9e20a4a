import { eq } from 'drizzle-orm';
import type { TaxCode } from '@rgcc/shared/billing/account-constants';
import { paisa } from '@rgcc/shared/format/money';
import { accounts, billingDocuments, documentLines, ledgerEntries, members, type AccountRow } from '../src/db/schema';
import { issueCreditNote, issueInvoices, postCharges, recordOfficePayment, settleAccounts, takeDocumentNumbers, type DocumentRow } from '../src/modules/billing/entry';
import { approvedMember } from './accounts';
import type { TestApp } from './test-app';

/**
 * Accounts with bills on days a test chooses, for the Billing reports' tests: a member in the
 * register, an invoice of charges, a balance brought forward due on any day, a credit note, a
 * payment at the office.
 */

/** An approved member who has paid the fee (not through the ledger), with a name and category of the test's choosing. */
export async function billedMember(testApp: TestApp, staff: AccountRow, email: string, options: { name: string; category?: string; joinedOn?: string }) {
  const { memberId } = await approvedMember(testApp, staff, email);
  const db = testApp.database.db;
  const [account] = await db.update(accounts).set({ dashboardLocked: false }).where(eq(accounts.memberId, memberId)).returning();
  await db
    .update(members)
    .set({ name: options.name, category: options.category ?? 'Government Officer', joinedOn: options.joinedOn ?? '2025-06-15' })
    .where(eq(members.accountId, account!.id));
  return { accountId: account!.id, memberId };
}

/** An invoice issued at `at` of charges posted then (before VAT, with their tax codes), due `dueDays` later. */
export async function invoiceOf(
  testApp: TestApp,
  accountId: number,
  at: Date,
  lines: { description: string; unitPricePaisa: number; quantity?: number; taxCode?: TaxCode }[],
  dueDays = 15,
): Promise<DocumentRow> {
  return testApp.database.db.transaction(async (tx) => {
    const charges = await postCharges(
      tx,
      lines.map((line, index) => ({
        accountId,
        service: 'other' as const,
        line: { description: line.description, descriptionBn: null },
        quantity: line.quantity ?? 1,
        unitPricePaisa: paisa(line.unitPricePaisa),
        taxCode: line.taxCode ?? 'vat_standard',
        sourceKey: `test:${at.toISOString()}:${index}:${line.description}`,
      })),
      at,
    );
    const [invoice] = await issueInvoices(tx, [{ accountId, entries: charges }], { at, dueDays });
    await settleAccounts(tx, [accountId]);
    return invoice!;
  });
}

/** A balance owed brought forward from the old books, issued at `at` and due on `dueOn`. */
export async function broughtForward(testApp: TestApp, accountId: number, amountPaisa: number, at: Date, dueOn: string): Promise<DocumentRow> {
  return testApp.database.db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({ accountId, kind: 'opening_balance', amountPaisa, description: 'Balance brought forward', postedAt: at, sourceKey: `opening-balance:${at.toISOString()}` })
      .returning();
    const [account] = await tx.select().from(accounts).innerJoin(members, eq(members.accountId, accounts.id)).where(eq(accounts.id, accountId));
    const [number] = await takeDocumentNumbers(tx, 'OB', at, 1);
    const [document] = await tx
      .insert(billingDocuments)
      .values({
        kind: 'opening_balance',
        number: number!,
        accountId,
        buyerMemberId: account!.accounts.memberId!,
        buyerName: account!.members.name,
        issuedAt: at,
        dueOn,
        netPaisa: amountPaisa,
        taxPaisa: 0,
        totalPaisa: amountPaisa,
        status: 'open',
      })
      .returning();
    await tx.insert(documentLines).values({ documentId: document!.id, position: 1, entryId: entry!.id });
    await settleAccounts(tx, [accountId]);
    return document!;
  });
}

/** A credit note taking `netPaisa` (before VAT) off the invoice's first line, at `at`. */
export async function creditNoteOf(testApp: TestApp, invoice: DocumentRow, netPaisa: number, at: Date, staff: AccountRow): Promise<DocumentRow> {
  return testApp.database.db.transaction(async (tx) => {
    const [line] = await tx
      .select({ entry: ledgerEntries })
      .from(documentLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, documentLines.entryId))
      .where(eq(documentLines.documentId, invoice.id))
      .orderBy(documentLines.position)
      .limit(1);
    const note = await issueCreditNote(tx, invoice, [{ charge: line!.entry, netPaisa }], { at, reason: 'Charged twice', issuedBy: staff.id });
    await settleAccounts(tx, [invoice.accountId]);
    return note;
  });
}

/** Money taken at the office at `at`: the receipt. */
export const paidAtOffice = (testApp: TestApp, staff: AccountRow, memberId: string, amountPaisa: number, at: Date) =>
  recordOfficePayment(testApp.database.db, staff, memberId, { amountPaisa, method: 'cash', reference: `Receipt book ${at.toISOString()}` }, at);
