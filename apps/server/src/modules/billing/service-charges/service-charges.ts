import { and, eq, sql } from 'drizzle-orm';
import type { ChargeService, ClubPriceKey, TaxCode } from '@rgcc/shared/billing/account-constants';
import { fiscalYearOf } from '@rgcc/shared/billing/fiscal-year';
import { clubToday } from '@rgcc/shared/format/club-date';
import { paisa, type Paisa } from '@rgcc/shared/format/money';
import type { Transaction } from '../../../db/client';
import { documentCounters, ledgerEntries, type LedgerEntryRow } from '../../../db/schema';
import { chargeOf, postCharges } from '../ledger/charges';
import { documentOfEntry, issueCreditNote } from '../ledger/documents';
import { ledgerLines, type LineText } from '../ledger/ledger-lines';
import { readPrice } from '../ledger/prices';
import { settleAccounts } from '../ledger/settlement';

/**
 * What a service the club supplies (a room, the hall, guests' green fees, a tournament entry)
 * charges to a member's account, and how a cancellation takes it back. Called by the areas that
 * supply them, in the transaction of the change that causes the charge (billing/entry.ts).
 */
export interface ServiceCharge {
  accountId: number;
  service: ChargeService;
  /** The line as the invoice shows it, from `ledgerLines`: "Guest room: 2 nights from 12 November 2026". */
  line: LineText;
  quantity: number;
  /** A club price staff set under Billing, or an amount of the service's own (a tournament's entry fee, at the standard rate). */
  price: ClubPriceKey | { amountPaisa: Paisa; taxCode: TaxCode };
  /** Unique per service and account: `room-booking:12`. Posting it again does nothing. */
  sourceKey: string;
  postedBy?: number | null;
}

/**
 * Posts a service's charge, picked up by the next monthly invoice. Nothing is charged for nothing
 * (no guests, a free entry). Answers the charge posted, or null.
 */
export async function chargeService(tx: Transaction, charge: ServiceCharge, at: Date): Promise<LedgerEntryRow | null> {
  const price = typeof charge.price === 'string' ? await readPrice(tx, charge.price) : charge.price;
  if (charge.quantity <= 0 || price.amountPaisa <= 0) return null;
  const [posted] = await postCharges(
    tx,
    [{ accountId: charge.accountId, service: charge.service, line: charge.line, quantity: charge.quantity, unitPricePaisa: price.amountPaisa, taxCode: price.taxCode, sourceKey: charge.sourceKey, postedBy: charge.postedBy }],
    at,
  );
  return posted ?? null;
}

/**
 * Waits for whoever issues invoices now (a monthly run, an approval) by taking the invoice
 * counter's lock, as a run does first: a charge is then either on the invoice they issue, seen
 * below, or taken back before the next run reads it, never both.
 */
async function waitForInvoicing(tx: Transaction, at: Date) {
  await tx
    .insert(documentCounters)
    .values({ series: 'INV', fiscalYear: fiscalYearOf(clubToday(at)), lastPlace: 0 })
    .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.fiscalYear], set: { lastPlace: sql`${documentCounters.lastPlace}` } });
}

/** What happened to a charge taken back: nothing was charged, it was reversed before a bill, or a credit note took it off a bill. */
export type TakenBack = 'nothing' | 'reversed' | 'credited' | 'already';

/**
 * A cancellation within the service's rules takes its charge back. Not yet billed: a
 * `charge_reversal` that names it (the next invoice leaves both out). Billed: a credit note for
 * that line in full, and the account's money settled again (what was paid of it becomes credit).
 * Taken back once, however often it is called. A bill staff already credited by hand past this
 * line is left to them.
 */
export async function takeBackServiceCharge(
  tx: Transaction,
  accountId: number,
  sourceKey: string,
  options: { at: Date; reason: string; by?: number | null },
): Promise<TakenBack> {
  if (!(await chargeOf(tx, accountId, sourceKey))) return 'nothing';
  await waitForInvoicing(tx, options.at);
  const charge = (await chargeOf(tx, accountId, sourceKey))!;
  const [corrected] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.correctsEntryId, charge.id), sql`${ledgerEntries.kind} in ('charge_reversal', 'credit_note')`))
    .limit(1);
  if (corrected) return 'already';
  const bill = await documentOfEntry(tx, charge.id);
  if (!bill) {
    await tx.insert(ledgerEntries).values({
      accountId,
      kind: 'charge_reversal',
      amountPaisa: paisa(-charge.amountPaisa),
      ...ledgerLines.cancelled(charge),
      postedAt: options.at,
      service: charge.service,
      quantity: charge.quantity,
      unitPricePaisa: charge.unitPricePaisa === null ? null : paisa(-charge.unitPricePaisa),
      taxCode: charge.taxCode,
      taxRateBasisPoints: charge.taxRateBasisPoints,
      netPaisa: charge.netPaisa === null ? null : paisa(-charge.netPaisa),
      taxPaisa: charge.taxPaisa === null ? null : paisa(-charge.taxPaisa),
      correctsEntryId: charge.id,
      sourceKey: `${sourceKey}:reversal`,
      reason: options.reason,
      postedBy: options.by ?? null,
    });
    return 'reversed';
  }
  if (bill.totalPaisa - bill.creditedPaisa < charge.amountPaisa) return 'already';
  await issueCreditNote(tx, bill, [{ charge, netPaisa: charge.netPaisa ?? charge.amountPaisa }], {
    at: options.at,
    reason: options.reason,
    issuedBy: options.by ?? null,
    sourceKey: `${sourceKey}:credit`,
  });
  await settleAccounts(tx, [accountId]);
  return 'credited';
}
