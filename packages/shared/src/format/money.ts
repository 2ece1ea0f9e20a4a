import type { Locale } from './locale';
import { groupInLakhs, localeDigits } from './number';

/**
 * Money is whole paisa (1 taka = 100 paisa) in integers, in the database, the API (`...Paisa`
 * fields) and the code (docs/money.md): never a float, never taka with decimals except in the
 * string a payment provider's API demands. This module is the only place that turns paisa into
 * taka, for people (`formatMoney`, `formatAmount`) and for providers (`takaForProvider`).
 */

declare const paisaBrand: unique symbol;

/**
 * A whole number of paisa. Branded, so that a count of taka or the float of a division cannot be
 * passed where paisa are meant; the ways in are `paisa()`, which refuses anything but a safe
 * integer, and the functions below. The brand stops at the API's zod schemas and the database
 * columns: JSON has no brands, a branded schema would make every reply and every test row cast
 * its numbers, and those fields' names already say `...Paisa`. A value read from them enters
 * here through `paisa()` where it is shown or added up, which also checks it.
 */
export type Paisa = number & { readonly [paisaBrand]: true };

/** The amount in paisa; throws on a fraction, NaN or an integer too large to be exact. */
export function paisa(value: number): Paisa {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Money is whole paisa: ${value} is not.`);
  return (value === 0 ? 0 : value) as Paisa; // -0 would show as "-0.00"
}

/** Whole taka in paisa, for the figures kept in whole taka (membership fees, prices, a declared income). */
export function paisaOfTaka(taka: number): Paisa {
  if (!Number.isSafeInteger(taka)) throw new RangeError(`Whole taka expected: ${taka} is not.`);
  return paisa(taka * 100);
}

/** The sum of amounts; throws rather than lose a paisa past 2^53. */
export function sumPaisa(amounts: Iterable<Paisa>): Paisa {
  let total = paisa(0);
  for (const amount of amounts) total = paisa(total + amount);
  return total;
}

/** A rate in hundredths of a percent, an integer: 15 % is 1500, 7.5 % is 750. */
export type BasisPoints = number;

/**
 * VAT on one invoice line (VAT is computed per line, docs/money.md): `net × rate`, rounded half up
 * to the paisa in integer arithmetic. A negative line (a credit note) rounds half away from zero,
 * so that it mirrors the line it corrects.
 */
export function vatOnLine(net: Paisa, rate: BasisPoints): Paisa {
  if (!Number.isSafeInteger(rate) || rate < 0) throw new RangeError(`A VAT rate is whole basis points: ${rate} is not.`);
  const product = BigInt(paisa(net)) * BigInt(rate);
  const whole = product / 10_000n; // toward zero
  const rest = product % 10_000n; // the sign of product
  const halfOrMore = (rest < 0n ? -rest : rest) * 2n >= 10_000n;
  return paisa(Number(halfOrMore ? whole + (product < 0n ? -1n : 1n) : whole));
}

/** The amount as a plain decimal string, "-1320.50": digits moved, nothing divided. */
function decimal(amount: Paisa): `${number}` {
  const digits = String(Math.abs(paisa(amount))).padStart(3, '0');
  return `${amount < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/** The ISO 4217 code of the taka, as payment providers and the registration fee name it. */
export const currencyCode = 'BDT';

/** Taka with two decimals and no grouping, as a payment provider's API demands it: "1320.00". */
export const takaForProvider = (amount: Paisa): string => decimal(amount);

/**
 * Taka with two decimals, no grouping and the sign kept, for a file another program imports:
 * the VAT register's CSV for Tally, whose import reads "1,20,000.00" as text ("-120000.00").
 */
export const takaForImport = (amount: Paisa): string => decimal(amount);

/**
 * A provider's taka string ("1320.00", "1320", "1320.5") in paisa, or undefined when it is not
 * one or carries a fraction of a paisa. Trailing zeros after the paisa are taken ("1320.000").
 */
export function paisaFromProvider(text: string): Paisa | undefined {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return undefined;
  const [, sign, taka, fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return undefined;
  const value = Number(`${taka}${fraction.slice(0, 2).padEnd(2, '0')}`);
  return Number.isSafeInteger(value) ? paisa(sign ? -value : value) : undefined;
}

/**
 * The unit the site writes after an amount. One label for the whole site in English: "BDT", as
 * the checkout shows the fee (spec: "1,320.00 BDT"); not the taka sign, for which the self-hosted
 * Latin fonts have no glyph (a phone without a fallback font would show an empty box).
 */
const units: Record<Locale, string> = { en: currencyCode, bn: '৳' };
export const moneyUnit = (locale: Locale): string => units[locale];

/**
 * The amount without its unit, grouped in lakhs and crores, with its sign: "1,320.00",
 * "-1,23,456.78". For a place that names the unit itself: a column headed "(BDT)", a CSV file, a
 * figure set apart from its unit. `'unless-zero'` leaves out ".00" (a price list kept in whole
 * taka: "5,000"); paisa, when there are any, always show.
 */
export function formatAmount(amount: Paisa, locale: Locale, paisaDigits: 'always' | 'unless-zero' = 'always'): string {
  const whole = paisaDigits === 'unless-zero' && amount % 100 === 0;
  const text = whole ? (decimal(amount).slice(0, -3) as `${number}`) : decimal(amount);
  return localeDigits(groupInLakhs(text), locale);
}

/** Money as the site shows it, everywhere: "1,320.00 BDT", "-0.50 BDT" (a credit keeps its sign). */
export const formatMoney = (amount: Paisa, locale: Locale): string => `${formatAmount(amount, locale)} ${moneyUnit(locale)}`;

/**
 * An amount as a form's input holds it, in taka without grouping ("1500.00"; "1500" when whole),
 * and what staff typed back in paisa (undefined when it is not an amount of whole paisa).
 */
export const takaForInput = (amount: Paisa): string => (amount % 100 === 0 ? decimal(amount).slice(0, -3) : decimal(amount));
export const paisaFromInput = (text: string): Paisa | undefined => paisaFromProvider(text.trim().replaceAll(',', ''));
