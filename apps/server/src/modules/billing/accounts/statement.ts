import { and, asc, eq, gte, lt, sum } from 'drizzle-orm';
import type { Statement } from '@rgcc/shared/billing/account-documents';
import { clubDayEnd, clubDayStart } from '@rgcc/shared/format/club-date';
import type { Locale } from '@rgcc/shared/format/locale';
import { paisa } from '@rgcc/shared/format/money';
import type { Database } from '../../../db/client';
import { billingDocuments, documentLines, ledgerEntries, receipts } from '../../../db/schema';
import { shownIn } from '../ledger/ledger-lines';

type Reader = Pick<Database, 'select'>;

/**
 * An account's statement for the club days `from` to `to` (YYYY-MM-DD, both included): the
 * balance before `from` (the sum of every earlier entry), each entry of the period in the order
 * it was posted with the balance after it, and the balance at the end. Positive is owed to the
 * club. An entry names the document it is a line of (an invoice, a credit note, a balance
 * brought forward) and the receipt of the money it moved; its line in `locale`.
 */
export async function statementOf(db: Reader, accountId: number, from: string, to: string, locale: Locale): Promise<Statement> {
  const start = clubDayStart(from);
  const end = clubDayEnd(to);
  const [[before], rows] = await Promise.all([
    db
      .select({ total: sum(ledgerEntries.amountPaisa).mapWith(Number) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, accountId), lt(ledgerEntries.postedAt, start))),
    db
      .select({
        postedAt: ledgerEntries.postedAt,
        kind: ledgerEntries.kind,
        description: ledgerEntries.description,
        descriptionBn: ledgerEntries.descriptionBn,
        amountPaisa: ledgerEntries.amountPaisa,
        documentNumber: billingDocuments.number,
        receiptNumber: receipts.receiptNumber,
      })
      .from(ledgerEntries)
      .leftJoin(documentLines, eq(documentLines.entryId, ledgerEntries.id))
      .leftJoin(billingDocuments, eq(billingDocuments.id, documentLines.documentId))
      .leftJoin(receipts, eq(receipts.id, ledgerEntries.receiptId))
      .where(and(eq(ledgerEntries.accountId, accountId), gte(ledgerEntries.postedAt, start), lt(ledgerEntries.postedAt, end)))
      .orderBy(asc(ledgerEntries.postedAt), asc(ledgerEntries.id)),
  ]);
  const openingBalancePaisa = paisa(before?.total ?? 0);
  let balance: number = openingBalancePaisa;
  const entries = rows.map((row) => {
    balance += row.amountPaisa;
    return {
      postedAt: row.postedAt.toISOString(),
      kind: row.kind,
      description: shownIn(row, locale),
      documentNumber: row.documentNumber,
      receiptNumber: row.receiptNumber,
      amountPaisa: row.amountPaisa,
      balancePaisa: balance,
    };
  });
  return { from, to, openingBalancePaisa, entries, closingBalancePaisa: paisa(balance) };
}
