import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { ChargeService, TaxCode } from '@rgcc/shared/billing/account-constants';
import { clubToday } from '@rgcc/shared/format/club-date';
import { paisa, vatOnLine, type BasisPoints, type Paisa } from '@rgcc/shared/format/money';
import type { Transaction } from '../../../db/client';
import { documentLines, ledgerEntries, type LedgerEntryRow } from '../../../db/schema';
import type { LineText } from './ledger-lines';
import { taxRatesOn } from './tax-rates';

/** A charge to post: a line of a future invoice. Prices are before VAT. */
export interface ChargeInput {
  accountId: number;
  service: ChargeService;
  line: LineText;
  quantity: number;
  unitPricePaisa: Paisa;
  taxCode: TaxCode;
  /** What posts it, once per account (`room-booking:12`): posting it again does nothing. */
  sourceKey: string;
  postedBy?: number | null;
}

/** A line's sums: the value before VAT, its VAT (per line, half up, docs/money.md) and the total. */
export function priceLine(quantity: number, unitPrice: Paisa, rate: BasisPoints) {
  const netPaisa = paisa(quantity * unitPrice);
  const taxPaisa = vatOnLine(netPaisa, rate);
  return { netPaisa, taxPaisa, amountPaisa: paisa(netPaisa + taxPaisa) };
}

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const batchSize = 1000;

/**
 * Posts charges at `at`, VAT at each code's rate in force that day. A charge whose source was
 * posted already is left out (a unique key, so two instances post it once): answers those posted
 * now.
 */
export async function postCharges(tx: Transaction, charges: ChargeInput[], at: Date): Promise<LedgerEntryRow[]> {
  if (charges.length === 0) return [];
  const rates = await taxRatesOn(tx, clubToday(at));
  const posted: LedgerEntryRow[] = [];
  for (let start = 0; start < charges.length; start += batchSize) {
    const rows = charges.slice(start, start + batchSize).map((charge) => {
      const rate = rates[charge.taxCode];
      const { netPaisa, taxPaisa, amountPaisa } = priceLine(charge.quantity, charge.unitPricePaisa, rate);
      return {
        accountId: charge.accountId,
        kind: 'charge' as const,
        amountPaisa,
        ...charge.line,
        postedAt: at,
        service: charge.service,
        quantity: charge.quantity,
        unitPricePaisa: charge.unitPricePaisa,
        taxCode: charge.taxCode,
        taxRateBasisPoints: rate,
        netPaisa,
        taxPaisa,
        sourceKey: charge.sourceKey,
        postedBy: charge.postedBy ?? null,
      };
    });
    posted.push(...(await tx.insert(ledgerEntries).values(rows).onConflictDoNothing().returning()));
  }
  return posted;
}

/** The charges of these accounts (null: of everyone) not yet on an invoice nor taken back: what the next invoice bills. */
export async function unbilledCharges(tx: Pick<Transaction, 'select'>, accountIds: number[] | null): Promise<LedgerEntryRow[]> {
  if (accountIds?.length === 0) return [];
  const reversal = sql`select 1 from ${ledgerEntries} as reversal where reversal.corrects_entry_id = ${ledgerEntries.id} and reversal.kind = 'charge_reversal'`;
  return tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        accountIds ? inArray(ledgerEntries.accountId, accountIds) : undefined,
        eq(ledgerEntries.kind, 'charge'),
        notExists(tx.select({ one: sql`1` }).from(documentLines).where(eq(documentLines.entryId, ledgerEntries.id))),
        sql`not exists (${reversal})`,
      ),
    )
    .orderBy(ledgerEntries.postedAt, ledgerEntries.id);
}

/** The charge posted for a source, if any: to take it back when the service is cancelled. */
export async function chargeOf(tx: Transaction, accountId: number, sourceKey: string): Promise<LedgerEntryRow | null> {
  const [entry] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.sourceKey, sourceKey), eq(ledgerEntries.kind, 'charge'), isNull(ledgerEntries.correctsEntryId)));
  return entry ?? null;
}
