import { defaultPrices, type PriceKey, type TaxCode } from '@rgcc/shared/billing/account-constants';
import { paisa, type Paisa } from '@rgcc/shared/format/money';
import type { Database } from '../../../db/client';
import { prices } from '../../../db/schema';

export interface Price {
  amountPaisa: Paisa;
  taxCode: TaxCode;
}

/** Every price: what staff saved over the defaults (a price added later has its default until they save it). */
export async function readPrices(db: Pick<Database, 'select'>): Promise<Map<PriceKey, Price>> {
  const saved = new Map((await db.select().from(prices)).map((row) => [row.key, row]));
  return new Map(
    defaultPrices.map(({ key, amountPaisa, taxCode }) => {
      const row = saved.get(key);
      return [key, row ? { amountPaisa: paisa(row.amountPaisa), taxCode: row.taxCode } : { amountPaisa, taxCode }];
    }),
  );
}

export async function readPrice(db: Pick<Database, 'select'>, key: PriceKey): Promise<Price> {
  return (await readPrices(db)).get(key)!;
}
