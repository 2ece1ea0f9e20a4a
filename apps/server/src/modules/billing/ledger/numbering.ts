import { sql } from 'drizzle-orm';
import { documentNumber, fiscalYearOf, type DocumentSeries } from '@rgcc/shared/billing/fiscal-year';
import { clubToday } from '@rgcc/shared/format/club-date';
import type { Transaction } from '../../../db/client';
import { documentCounters } from '../../../db/schema';

/**
 * Takes the next `count` numbers of a series for documents issued at `at`, in the transaction
 * that issues them. The counter row stays locked until it ends, so two issuers wait for each
 * other, and a rollback gives the numbers back: the series has no gaps (docs/money.md).
 */
export async function takeDocumentNumbers(tx: Transaction, series: DocumentSeries, at: Date, count: number): Promise<string[]> {
  if (count === 0) return [];
  const fiscalYear = fiscalYearOf(clubToday(at));
  const [counter] = await tx
    .insert(documentCounters)
    .values({ series, fiscalYear, lastPlace: count })
    .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.fiscalYear], set: { lastPlace: sql`${documentCounters.lastPlace} + ${count}` } })
    .returning({ last: documentCounters.lastPlace });
  const last = counter!.last;
  return Array.from({ length: count }, (_, index) => documentNumber(series, fiscalYear, last - count + 1 + index));
}
