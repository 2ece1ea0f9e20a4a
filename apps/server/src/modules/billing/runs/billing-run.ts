import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { categoryPriceKey, type PriceKey } from '@rgcc/shared/billing/account-constants';
import type { BillingRunPreview, BillingRunResult } from '@rgcc/shared/billing/accounts';
import { addMonths, fiscalYearOf, monthOf } from '@rgcc/shared/billing/fiscal-year';
import type { ApplicantCategory } from '@rgcc/shared/membership/membership';
import { clubToday } from '@rgcc/shared/format/club-date';
import { paisa, sumPaisa } from '@rgcc/shared/format/money';
import type { Database, Transaction } from '../../../db/client';
import { accounts, billingDocuments, billingRuns, documentCounters, members, scheduledCharges, type LedgerEntryRow } from '../../../db/schema';
import { readSetting } from '../../content/entry';
import { postCharges, priceLine, unbilledCharges, type ChargeInput } from '../ledger/charges';
import { issueInvoices } from '../ledger/documents';
import { ledgerLines } from '../ledger/ledger-lines';
import { readPrices } from '../ledger/prices';
import { accountsInCredit, settleAccounts } from '../ledger/settlement';
import { taxRatesOn } from '../ledger/tax-rates';

/**
 * Waits for every other issuer of invoices (a run on another instance, an approval) by locking the
 * invoice counter of the year: after it, this run sees every invoice they issued.
 */
async function waitForOtherIssuers(tx: Transaction, at: Date) {
  await tx
    .insert(documentCounters)
    .values({ series: 'INV', fiscalYear: fiscalYearOf(clubToday(at)), lastPlace: 0 })
    .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.fiscalYear], set: { lastPlace: sql`${documentCounters.lastPlace}` } });
}

/** A run's plan: who is billed (with their category), the charges to post now, and the charges waiting for an invoice. */
interface RunPlan {
  billed: Map<number, string>;
  charges: ChargeInput[];
  waiting: LedgerEntryRow[];
}

/**
 * Every active member (not suspended, registration fee paid) who joined by the end of `period`
 * and has no invoice for it: that month's subscription, and the month before if they joined in it
 * (a whole month, no pro-rating); entrance-fee instalments now due; and what they were charged
 * since their last invoice.
 */
async function planRun(tx: Pick<Transaction, 'select'>, period: string): Promise<RunPlan> {
  const prices = await readPrices(tx);
  const alreadyBilled = tx
    .select({ accountId: billingDocuments.accountId })
    .from(billingDocuments)
    .where(and(eq(billingDocuments.kind, 'invoice'), eq(billingDocuments.period, period)));
  const toBill = await tx
    .select({ accountId: members.accountId, category: members.category, joinedOn: members.joinedOn })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(and(isNull(accounts.deactivatedAt), eq(accounts.dashboardLocked, false), lt(members.joinedOn, `${addMonths(period, 1)}-01`), sql`${members.accountId} not in (${alreadyBilled})`));
  const billed = new Map(toBill.map((member) => [member.accountId, member.category]));
  const previous = addMonths(period, -1);
  const subscriptions = toBill.flatMap((member) => {
    const price = prices.get(categoryPriceKey('subscription', member.category as ApplicantCategory) as PriceKey);
    if (!price) return [];
    const months = monthOf(member.joinedOn) === previous ? [previous, period] : [period];
    return months.map((month) => ({
      accountId: member.accountId,
      service: 'subscription' as const,
      line: ledgerLines.subscription(month),
      quantity: 1,
      unitPricePaisa: price.amountPaisa,
      taxCode: price.taxCode,
      sourceKey: `subscription:${month}`,
    }));
  });
  const instalments = (await tx.select().from(scheduledCharges).where(lte(scheduledCharges.month, period)))
    .filter((charge) => billed.has(charge.accountId))
    .map(({ id, accountId, service, description, descriptionBn, unitPricePaisa, taxCode }) => ({
      accountId,
      service,
      line: { description, descriptionBn },
      quantity: 1,
      unitPricePaisa: paisa(unitPricePaisa),
      taxCode,
      sourceKey: `scheduled:${id}`,
    }));
  const waiting = (await unbilledCharges(tx, null)).filter((entry) => billed.has(entry.accountId));
  return { billed, charges: [...subscriptions, ...instalments], waiting };
}

/** What a run of `period` would issue now, per category: the preview staff see before starting one. */
export async function previewBilling(db: Database, period: string, now: Date): Promise<BillingRunPreview> {
  const { billed, charges, waiting } = await planRun(db, period);
  const rates = await taxRatesOn(db, clubToday(now));
  const byCategory = new Map<string, { accounts: Set<number>; totalPaisa: number }>();
  const add = (accountId: number, amount: number) => {
    const category = billed.get(accountId)!;
    const row = byCategory.get(category) ?? { accounts: new Set<number>(), totalPaisa: 0 };
    row.accounts.add(accountId);
    row.totalPaisa += amount;
    byCategory.set(category, row);
  };
  for (const charge of charges) add(charge.accountId, priceLine(charge.quantity, charge.unitPricePaisa, rates[charge.taxCode]).amountPaisa);
  for (const entry of waiting) add(entry.accountId, entry.amountPaisa);
  const categories = [...byCategory.entries()]
    .map(([category, row]) => ({ category, members: row.accounts.size, totalPaisa: paisa(row.totalPaisa) }))
    .sort((a, b) => a.category.localeCompare(b.category));
  return { period, categories, members: sumOf(categories, 'members'), totalPaisa: paisa(sumOf(categories, 'totalPaisa')) };
}

const sumOf = <K extends string>(rows: Record<K, number>[], key: K) => rows.reduce((total, row) => total + row[key], 0);

/**
 * The monthly billing run for `period`: posts the plan's charges and issues one invoice per member
 * billed, under the invoice counter's lock. Run twice, or on two instances at once, it bills a
 * member once a month: the second finds them billed (and a unique index stands behind it).
 */
export async function runBilling(
  db: Database,
  options: { period: string; now: Date; startedBy: number | null; record?: (tx: Transaction, result: BillingRunResult) => Promise<void> },
): Promise<BillingRunResult> {
  const { period, now } = options;
  return db.transaction(async (tx) => {
    await waitForOtherIssuers(tx, now);
    const rules = await readSetting(tx, 'billing');
    const { billed, charges, waiting } = await planRun(tx, period);
    const lines = new Map<number, LedgerEntryRow[]>();
    for (const entry of [...waiting, ...(await postCharges(tx, charges, now))]) lines.set(entry.accountId, [...(lines.get(entry.accountId) ?? []), entry]);
    const bills = [...billed.keys()].map((accountId) => ({ accountId, entries: lines.get(accountId) ?? [], period }));
    const issued = await issueInvoices(tx, bills, { at: now, dueDays: rules.dueDays, issuedBy: options.startedBy });
    await settleAccounts(tx, await accountsInCredit(tx, issued.map((invoice) => invoice.accountId)));
    const totalPaisa = sumPaisa(issued.map((invoice) => paisa(invoice.totalPaisa)));
    const result = { period, invoicesIssued: issued.length, totalPaisa };
    await tx.insert(billingRuns).values({ period, startedAt: now, finishedAt: new Date(), invoicesIssued: issued.length, totalPaisa, startedBy: options.startedBy });
    await options.record?.(tx, result);
    return result;
  });
}
