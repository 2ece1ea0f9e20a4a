import { and, desc, eq, lte } from 'drizzle-orm';
import { defaultTaxRates, taxCodes, type TaxCode } from '@rgcc/shared/billing/account-constants';
import type { BasisPoints } from '@rgcc/shared/format/money';
import type { Database } from '../../../db/client';
import { taxRates } from '../../../db/schema';

type Reader = Pick<Database, 'select'>;

/**
 * The rate of a tax code in force on a club day: the newest row from that day or before, else
 * the code's first rate (account-constants.ts). Rates are effective-dated, so a new rate from a
 * day leaves documents issued before it as they were.
 */
export async function taxRateOn(db: Reader, code: TaxCode, day: string): Promise<BasisPoints> {
  const [row] = await db
    .select({ rate: taxRates.rateBasisPoints })
    .from(taxRates)
    .where(and(eq(taxRates.taxCode, code), lte(taxRates.effectiveFrom, day)))
    .orderBy(desc(taxRates.effectiveFrom))
    .limit(1);
  return row?.rate ?? defaultTaxRates[code];
}

/** Every code's rate on a day: for a run that prices many lines at once. */
export async function taxRatesOn(db: Reader, day: string): Promise<Record<TaxCode, BasisPoints>> {
  const rates = await Promise.all(taxCodes.map((code) => taxRateOn(db, code, day)));
  return Object.fromEntries(taxCodes.map((code, index) => [code, rates[index]!])) as Record<TaxCode, BasisPoints>;
}
