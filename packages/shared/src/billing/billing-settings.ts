import { z } from '../common/zod';
import { text } from '../common/text';
import { isCalendarDate, isoDatePattern } from '../format/club-date';
import { billingMessages, defaultPrices, editableTaxCodes, taxCodes } from './account-constants';
import { billingRulesSchema } from './accounts';
import { staffBillingMessages } from './staff-account-constants';

/** Billing's settings (docs/money.md): prices before VAT with their tax codes, tax rates from a day, and the rules. */

const priceKeys = defaultPrices.map((price) => price.key) as [string, ...string[]];

/** A price may be 0 (nothing charged), never below. */
const pricePaisa = z
  .number({ error: staffBillingMessages.priceNotNegative })
  .refine(Number.isSafeInteger, billingMessages.amountNotWholePaisa)
  .refine((value) => value >= 0, staffBillingMessages.priceNotNegative);

/** `PUT /api/admin/billing/prices`: every price staff set, each before VAT with its code. */
export const pricesUpdateSchema = z.object({
  prices: z
    .array(z.object({ key: z.enum(priceKeys, { error: staffBillingMessages.unknownPrice }), amountPaisa: pricePaisa, taxCode: z.enum(editableTaxCodes) }))
    .min(1)
    .max(priceKeys.length),
});
export type PricesUpdate = z.infer<typeof pricesUpdateSchema>;

/** Whether a rate has at most two decimals (7.5, 12.25), read as typed. */
const hasTwoDecimalsAtMost = (value: number) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/**
 * `POST /api/admin/billing/tax-rates`: a new rate of a code from a day, never over an older one.
 * The day is today or later (the server checks it against the club's today).
 */
export const taxRateRequestSchema = z.object({
  taxCode: z.enum(editableTaxCodes, { error: staffBillingMessages.taxCodeNotEditable }),
  ratePercent: z
    .number({ error: staffBillingMessages.ratePercent })
    .min(0, staffBillingMessages.ratePercent)
    .max(100, staffBillingMessages.ratePercent)
    .refine(hasTwoDecimalsAtMost, staffBillingMessages.ratePercent),
  effectiveFrom: text({ error: staffBillingMessages.rateFrom })
    .trim()
    .regex(isoDatePattern, staffBillingMessages.rateFrom)
    .refine(isCalendarDate, staffBillingMessages.rateFrom),
});
export type TaxRateRequest = z.infer<typeof taxRateRequestSchema>;

/** The rate in basis points of a percentage typed with up to two decimals: 7.5 → 750. */
export const basisPointsOf = (percent: number) => Math.round(percent * 100);

/** `GET /api/admin/billing/settings`. */
export const billingSettingsSchema = z.object({
  prices: z.array(z.object({ key: z.string(), amountPaisa: z.number(), taxCode: z.enum(taxCodes), saved: z.boolean() })),
  /** Each code's rates from a day, newest first; `effectiveFrom` null is the rate it starts with. */
  taxRates: z.array(z.object({ taxCode: z.enum(taxCodes), rateBasisPoints: z.number(), effectiveFrom: z.string().nullable(), createdAt: z.string().nullable() })),
  /** Each code's rate today. */
  ratesToday: z.record(z.enum(taxCodes), z.number()),
  rules: billingRulesSchema,
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;
