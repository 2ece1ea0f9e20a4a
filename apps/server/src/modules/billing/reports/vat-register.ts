import { and, asc, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import { ratePercent } from '@rgcc/shared/billing/account-constants';
import { documentKindLabels, vatRegisterPageSize } from '@rgcc/shared/billing/billing-report-constants';
import type { RateSums, VatRegister, VatRegisterQuery } from '@rgcc/shared/billing/billing-reports';
import { monthOf } from '@rgcc/shared/billing/fiscal-year';
import { clubToday } from '@rgcc/shared/format/club-date';
import { paisa, takaForImport } from '@rgcc/shared/format/money';
import type { Database } from '../../../db/client';
import { billingDocuments, documentLines, ledgerEntries, type AccountRow } from '../../../db/schema';
import { toCsv } from '../../../http/csv';
import { assertStaff } from '../../account/entry';
import { clubMonthRange } from './invoice-list';

type Reader = Pick<Database, 'select'>;

/**
 * The VAT register (Mushak-9.1's sales register, docs/money.md): every tax invoice and credit
 * note issued in a month at the club, with the value before VAT and the VAT by rate. Balances
 * brought forward are not sales and are left out. Each document's figures are the sums of its
 * lines, which are its own totals (billing/ledger/documents.ts): the register adds up exactly.
 */
const salesOf = (month: string) => {
  const { start, end } = clubMonthRange(month);
  return and(inArray(billingDocuments.kind, ['invoice', 'credit_note']), gte(billingDocuments.issuedAt, start), lt(billingDocuments.issuedAt, end))!;
};

/** A line's value before VAT, its VAT and its rate (a line without a rate has no VAT). */
const lineNet = sql`coalesce(${ledgerEntries.netPaisa}, ${ledgerEntries.amountPaisa})`;
const lineTax = sql`coalesce(${ledgerEntries.taxPaisa}, 0)`;
const lineRate = sql<number>`coalesce(${ledgerEntries.taxRateBasisPoints}, 0)`;

/** The lines' sums per rate, per document (or over the month with `documentIds` null), highest rate first. */
async function sumsByRate(db: Reader, month: string, documentIds: number[] | null) {
  const rows = await db
    .select({
      documentId: documentIds ? documentLines.documentId : sql<number>`0`,
      rateBasisPoints: lineRate.mapWith(Number),
      netPaisa: sql<string>`sum(${lineNet})`.mapWith(Number),
      taxPaisa: sql<string>`sum(${lineTax})`.mapWith(Number),
    })
    .from(documentLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, documentLines.entryId))
    .innerJoin(billingDocuments, eq(billingDocuments.id, documentLines.documentId))
    .where(documentIds ? inArray(documentLines.documentId, documentIds) : salesOf(month))
    .groupBy(...(documentIds ? [documentLines.documentId, lineRate] : [lineRate]))
    .orderBy(sql`${lineRate} desc`);
  return rows;
}

const rateSums = (rows: { rateBasisPoints: number; netPaisa: number; taxPaisa: number }[]): RateSums[] =>
  rows.map(({ rateBasisPoints, netPaisa, taxPaisa }) => ({ rateBasisPoints, netPaisa, taxPaisa }));

/** The register of a month (the current one at the club unless asked): its documents in order of issue, 50 a page, and the month's totals. */
export async function vatRegister(db: Database, actor: AccountRow, query: VatRegisterQuery, now = new Date()): Promise<VatRegister> {
  assertStaff(actor, 'Billing');
  const month = query.month ?? monthOf(clubToday(now));
  const [documents, [totals], monthByRate] = await Promise.all([
    db
      .select()
      .from(billingDocuments)
      .where(salesOf(month))
      .orderBy(asc(billingDocuments.issuedAt), asc(billingDocuments.id))
      .limit(vatRegisterPageSize)
      .offset((query.page - 1) * vatRegisterPageSize),
    db
      .select({
        documents: count(),
        netPaisa: sum(billingDocuments.netPaisa).mapWith(Number),
        taxPaisa: sum(billingDocuments.taxPaisa).mapWith(Number),
        totalPaisa: sum(billingDocuments.totalPaisa).mapWith(Number),
      })
      .from(billingDocuments)
      .where(salesOf(month)),
    sumsByRate(db, month, null),
  ]);
  const lines = documents.length > 0 ? await sumsByRate(db, month, documents.map((document) => document.id)) : [];
  return {
    month,
    rates: monthByRate.map((row) => row.rateBasisPoints),
    items: documents.map((document) => ({
      id: document.id,
      kind: document.kind as 'invoice' | 'credit_note',
      number: document.number,
      issuedAt: document.issuedAt.toISOString(),
      memberId: document.buyerMemberId,
      name: document.buyerName,
      netPaisa: document.netPaisa,
      taxPaisa: document.taxPaisa,
      totalPaisa: document.totalPaisa,
      byRate: rateSums(lines.filter((line) => line.documentId === document.id)),
    })),
    total: totals?.documents ?? 0,
    page: query.page,
    pageSize: vatRegisterPageSize,
    totals: {
      documents: totals?.documents ?? 0,
      netPaisa: totals?.netPaisa ?? 0,
      taxPaisa: totals?.taxPaisa ?? 0,
      totalPaisa: totals?.totalPaisa ?? 0,
      byRate: rateSums(monthByRate),
    },
  };
}

export const vatRegisterCsvHeader = ['Date', 'Number', 'Type', 'Member ID', 'Member name', 'Description', 'Net (BDT)', 'VAT rate (%)', 'VAT (BDT)', 'Total (BDT)'] as const;

/** A club day as Tally's import reads a date: DD-MM-YYYY. */
const tallyDate = (day: string) => day.split('-').reverse().join('-');

/**
 * The month's register for the accountant, one row per line, in order of issue: the date at the
 * club (DD-MM-YYYY), the document, the member, the line's description, its value before VAT, rate,
 * VAT and total, amounts as plain figures ("1200.00") for Tally's import (docs/money.md).
 */
export async function exportVatRegister(db: Database, actor: AccountRow, filter: { month?: string }, now = new Date()): Promise<string> {
  assertStaff(actor, 'Billing');
  const month = filter.month ?? monthOf(clubToday(now));
  const rows = await db
    .select({
      issuedAt: billingDocuments.issuedAt,
      number: billingDocuments.number,
      kind: billingDocuments.kind,
      memberId: billingDocuments.buyerMemberId,
      name: billingDocuments.buyerName,
      description: ledgerEntries.description,
      netPaisa: lineNet.mapWith(Number),
      rate: lineRate.mapWith(Number),
      taxPaisa: lineTax.mapWith(Number),
      totalPaisa: ledgerEntries.amountPaisa,
    })
    .from(billingDocuments)
    .innerJoin(documentLines, eq(documentLines.documentId, billingDocuments.id))
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, documentLines.entryId))
    .where(salesOf(month))
    .orderBy(asc(billingDocuments.issuedAt), asc(billingDocuments.id), asc(documentLines.position));
  return toCsv(
    vatRegisterCsvHeader,
    rows.map((row) => [
      tallyDate(clubToday(row.issuedAt)),
      row.number,
      documentKindLabels[row.kind],
      row.memberId,
      row.name,
      row.description,
      takaForImport(paisa(row.netPaisa)),
      ratePercent(row.rate),
      takaForImport(paisa(row.taxPaisa)),
      takaForImport(paisa(row.totalPaisa)),
    ]),
  );
}
