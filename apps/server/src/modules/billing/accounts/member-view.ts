import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Invoice, MemberAccount } from '@rgcc/shared/billing/accounts';
import { ratePercent } from '@rgcc/shared/billing/account-constants';
import type { Locale } from '@rgcc/shared/format/locale';
import type { Database } from '../../../db/client';
import { billingDocuments, documentLines, ledgerEntries, type AccountRow } from '../../../db/schema';
import { assertMember } from '../../account/entry';
import { accountSummary } from '../ledger/account-summary';
import { shownIn } from '../ledger/ledger-lines';

/** `GET /api/member/account`. */
export async function memberAccount(db: Database, actor: AccountRow, now = new Date()): Promise<MemberAccount> {
  assertMember(actor, { unlocked: true });
  return accountSummary(db, actor.id, now);
}

/** The bills of an account, newest first, each with its lines in `locale` (as `GET /api/member/invoices` gives them). */
export async function billsWithLines(db: Pick<Database, 'select'>, accountId: number, locale: Locale): Promise<Invoice[]> {
  const bills = await db
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.accountId, accountId), inArray(billingDocuments.kind, ['invoice', 'opening_balance'])))
    .orderBy(desc(billingDocuments.issuedAt), desc(billingDocuments.id));
  if (bills.length === 0) return [];
  const lines = await db
    .select({ documentId: documentLines.documentId, entry: ledgerEntries })
    .from(documentLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, documentLines.entryId))
    .where(inArray(documentLines.documentId, bills.map((bill) => bill.id)))
    .orderBy(documentLines.documentId, documentLines.position);
  return bills.map((bill) => ({
    id: bill.id,
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
        description: shownIn(entry, locale),
        quantity: entry.quantity ?? 1,
        unitPricePaisa: entry.unitPricePaisa ?? entry.amountPaisa,
        taxRatePercent: ratePercent(entry.taxRateBasisPoints ?? 0),
        taxPaisa: entry.taxPaisa ?? 0,
        totalPaisa: entry.amountPaisa,
      })),
  }));
}

/** `GET /api/member/invoices`. */
export async function memberInvoices(db: Database, actor: AccountRow): Promise<Invoice[]> {
  assertMember(actor, { unlocked: true });
  return billsWithLines(db, actor.id, actor.language);
}
