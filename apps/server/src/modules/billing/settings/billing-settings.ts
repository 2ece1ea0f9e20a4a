import { desc } from 'drizzle-orm';
import { defaultTaxRates, ratePercent, taxCodeLabels, taxCodes, type BillingRules } from '@rgcc/shared/billing/account-constants';
import { basisPointsOf, type BillingSettings, type PricesUpdate, type TaxRateRequest } from '@rgcc/shared/billing/billing-settings';
import { staffBillingMessages, staffBillingReplies } from '@rgcc/shared/billing/staff-account-constants';
import { clubToday } from '@rgcc/shared/format/club-date';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { defaultLocale } from '@rgcc/shared/format/locale';
import type { Database } from '../../../db/client';
import { prices, taxRates, type AccountRow } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { readSetting, saveSetting } from '../../content/entry';
import { readPrices } from '../ledger/prices';
import { taxRatesOn } from '../ledger/tax-rates';

/** The audit log files every change of Billing's settings under one entity. */
const entity = (id: string) => ({ type: 'billing-settings' as const, id });

/** `GET /api/admin/billing/settings`: the prices, every tax rate with its day, today's rates and the rules. */
export async function billingSettings(db: Database, actor: AccountRow, now = new Date()): Promise<BillingSettings> {
  assertStaff(actor, 'Billing');
  const [current, saved, rates, ratesToday, rules] = await Promise.all([
    readPrices(db),
    db.select({ key: prices.key }).from(prices),
    db.select().from(taxRates).orderBy(taxRates.taxCode, desc(taxRates.effectiveFrom)),
    taxRatesOn(db, clubToday(now)),
    readSetting(db, 'billing'),
  ]);
  const savedKeys = new Set(saved.map((row) => row.key));
  return {
    prices: [...current].map(([key, price]) => ({ key, amountPaisa: price.amountPaisa, taxCode: price.taxCode, saved: savedKeys.has(key) })),
    taxRates: taxCodes.flatMap((code) => [
      ...rates
        .filter((row) => row.taxCode === code)
        .map((row) => ({ taxCode: code, rateBasisPoints: row.rateBasisPoints, effectiveFrom: row.effectiveFrom, createdAt: row.createdAt.toISOString() })),
      { taxCode: code, rateBasisPoints: defaultTaxRates[code], effectiveFrom: null, createdAt: null },
    ]),
    ratesToday,
    rules,
  };
}

/** `PUT /api/admin/billing/prices`: the prices sent, over the defaults; the ones that changed are audited. */
export async function savePrices(db: Database, actor: AccountRow, input: PricesUpdate, now = new Date()) {
  assertStaff(actor, 'Billing');
  const changed = await db.transaction(async (tx) => {
    // One editor at a time: each audit entry's "before" is what the other left.
    await tx.select({ key: prices.key }).from(prices).for('update');
    const before = await readPrices(tx);
    const changes = input.prices.filter((price) => {
      const old = before.get(price.key as never);
      return !old || old.amountPaisa !== price.amountPaisa || old.taxCode !== price.taxCode;
    });
    for (const price of changes) {
      await tx
        .insert(prices)
        .values({ key: price.key, amountPaisa: price.amountPaisa, taxCode: price.taxCode, updatedAt: now })
        .onConflictDoUpdate({ target: prices.key, set: { amountPaisa: price.amountPaisa, taxCode: price.taxCode, updatedAt: now } });
      const old = before.get(price.key as never)!;
      await recordStaffAction(
        tx,
        actor,
        { action: 'billing.price-changed', entity: entity(`price:${price.key}`), before: { amountPaisa: old.amountPaisa, taxCode: old.taxCode }, after: { amountPaisa: price.amountPaisa, taxCode: price.taxCode } },
        now,
      );
    }
    return changes.length;
  });
  return { message: changed > 0 ? staffBillingReplies.pricesSaved : staffBillingReplies.nothingChanged, settings: await billingSettings(db, actor, now) };
}

/**
 * `POST /api/admin/billing/tax-rates`: a new rate of a code from a day, today or later. Never an
 * overwrite: a code has one rate per day (a unique key), and invoices issued before the day keep
 * the rate they were issued with, since each line holds its own.
 */
export async function addTaxRate(db: Database, actor: AccountRow, input: TaxRateRequest, now = new Date()) {
  assertStaff(actor, 'Billing');
  if (input.effectiveFrom < clubToday(now)) throw new AppError(400, staffBillingMessages.rateFromPast, { effectiveFrom: staffBillingMessages.rateFromPast });
  const rateBasisPoints = basisPointsOf(input.ratePercent);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(taxRates).values({ taxCode: input.taxCode, rateBasisPoints, effectiveFrom: input.effectiveFrom, createdAt: now }).returning();
      await recordStaffAction(tx, actor, { action: 'billing.tax-rate-added', entity: entity(`tax-rate:${input.taxCode}`), after: { rateBasisPoints, effectiveFrom: row!.effectiveFrom } }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, staffBillingMessages.rateExists, { effectiveFrom: staffBillingMessages.rateExists });
    throw error;
  }
  return {
    message: staffBillingReplies.rateAdded(taxCodeLabels[input.taxCode], String(ratePercent(rateBasisPoints)), formatCalendarDate(input.effectiveFrom, defaultLocale)),
    settings: await billingSettings(db, actor, now),
  };
}

/** `PUT /api/admin/billing/rules`: the club setting `billing`, audited as Billing's. */
export async function saveBillingRules(db: Database, actor: AccountRow, rules: BillingRules, now = new Date()) {
  const changed = await saveSetting(db, actor, { section: 'Billing', key: 'billing', next: () => rules, auditEntity: entity('rules') }, now);
  return { message: changed ? staffBillingReplies.rulesSaved : staffBillingReplies.nothingChanged, settings: await billingSettings(db, actor, now) };
}
