import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invoiceStatusLabels } from '@rgcc/shared/billing/account-constants';
import { documentKindLabels, invoicesPageSize } from '@rgcc/shared/billing/billing-report-constants';
import type { DocumentPage, DocumentSummary, InvoiceListFilter, InvoiceListQuery } from '@rgcc/shared/billing/billing-reports';
import { addMonths } from '@rgcc/shared/billing/fiscal-year';
import { clubDayStart, clubToday } from '@rgcc/shared/format/club-date';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { formatAmount, paisa } from '@rgcc/shared/format/money';
import type { Database } from '../../../db/client';
import { likePattern } from '../../../db/search';
import { accounts, billingDocuments, type AccountRow } from '../../../db/schema';
import { toCsv, word } from '../../../http/csv';
import { documentCsvHeader } from './report-csv';
import { assertStaff } from '../../account/entry';
import { memberMatching } from '../../membership/entry';

/** The instants a club month (`YYYY-MM`) runs between: its first day's start, and the next month's. */
export const clubMonthRange = (month: string) => ({ start: clubDayStart(`${month}-01`), end: clubDayStart(`${addMonths(month, 1)}-01`) });

/** What is left to pay of a bill; a credit note has nothing to pay. */
const leftOf = sql<number | null>`case when ${billingDocuments.kind} = 'credit_note' then null else ${billingDocuments.totalPaisa} - ${billingDocuments.creditedPaisa} - ${billingDocuments.paidPaisa} end`;

function whereOf(filter: InvoiceListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    // The buyer as the document names them, or the member as the register names them now.
    conditions.push(
      or(
        ilike(billingDocuments.number, pattern),
        ilike(billingDocuments.buyerMemberId, pattern),
        ilike(billingDocuments.buyerName, pattern),
        sql`${billingDocuments.accountId} in (select ${accounts.id} from ${accounts} where ${memberMatching(filter.q)})`,
      )!,
    );
  }
  if (filter.status) conditions.push(eq(billingDocuments.status, filter.status));
  if (filter.month) {
    const { start, end } = clubMonthRange(filter.month);
    conditions.push(gte(billingDocuments.issuedAt, start), lt(billingDocuments.issuedAt, end));
  }
  return conditions.length ? and(...conditions) : undefined;
}

const corrected = alias(billingDocuments, 'corrected');

const documentsWith = (db: Pick<Database, 'select'>) =>
  db
    .select({ document: billingDocuments, leftPaisa: leftOf.mapWith((value: string | number | null) => (value === null ? null : Number(value))), corrects: corrected.number })
    .from(billingDocuments)
    .leftJoin(corrected, eq(corrected.id, billingDocuments.correctsDocumentId));

type Row = Awaited<ReturnType<ReturnType<typeof documentsWith>['where']>>[number];

const summaryOf = ({ document, leftPaisa, corrects }: Row): DocumentSummary => ({
  id: document.id,
  kind: document.kind,
  number: document.number,
  issuedAt: document.issuedAt.toISOString(),
  dueOn: document.dueOn,
  status: document.status,
  memberId: document.buyerMemberId,
  name: document.buyerName,
  netPaisa: document.netPaisa,
  taxPaisa: document.taxPaisa,
  totalPaisa: document.totalPaisa,
  creditedPaisa: document.creditedPaisa,
  paidPaisa: document.paidPaisa,
  leftPaisa,
  corrects,
});

/**
 * The Invoices list: every invoice, credit note and balance brought forward, newest first, 20 a
 * page, with the sum of totals and what is left to pay over all the filter finds.
 */
export async function listDocuments(db: Database, actor: AccountRow, query: InvoiceListQuery): Promise<DocumentPage> {
  assertStaff(actor, 'Billing');
  const where = whereOf(query);
  const [rows, [totals]] = await Promise.all([
    documentsWith(db)
      .where(where)
      .orderBy(desc(billingDocuments.issuedAt), desc(billingDocuments.id))
      .limit(invoicesPageSize)
      .offset((query.page - 1) * invoicesPageSize),
    db
      .select({
        count: count(),
        totalPaisa: sql<number>`coalesce(sum(${billingDocuments.totalPaisa}), 0)`.mapWith(Number),
        leftPaisa: sql<number>`coalesce(sum(${leftOf}), 0)`.mapWith(Number),
      })
      .from(billingDocuments)
      .where(where),
  ]);
  return {
    items: rows.map(summaryOf),
    total: totals?.count ?? 0,
    page: query.page,
    pageSize: invoicesPageSize,
    totalPaisa: totals?.totalPaisa ?? 0,
    leftPaisa: totals?.leftPaisa ?? 0,
  };
}

const amount = (value: number | null) => (value === null ? null : formatAmount(paisa(value), defaultLocale));

/** Every document the filter finds, as CSV: days at the club, amounts in taka. */
export async function exportDocuments(db: Database, actor: AccountRow, filter: InvoiceListFilter): Promise<string> {
  assertStaff(actor, 'Billing');
  const rows = await documentsWith(db).where(whereOf(filter)).orderBy(desc(billingDocuments.issuedAt), desc(billingDocuments.id));
  return toCsv(
    documentCsvHeader,
    rows.map(summaryOf).map((row) => [
      row.number,
      word(documentKindLabels[row.kind]),
      clubToday(new Date(row.issuedAt)),
      row.dueOn,
      row.status && word(invoiceStatusLabels[row.status]),
      row.memberId,
      row.name,
      amount(row.netPaisa),
      amount(row.taxPaisa),
      amount(row.totalPaisa),
      amount(row.creditedPaisa),
      amount(row.paidPaisa),
      amount(row.leftPaisa),
      row.corrects,
    ]),
    actor.language,
  );
}
