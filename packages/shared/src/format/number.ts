import { numberLocaleTag, perLocale, type Locale } from './locale';

/**
 * Groups an integer the Bangladeshi (Indian) way: the last three digits, then pairs
 * (1,00,000 and 10,00,000), as the fee table prints them.
 */
export function formatBangladeshiNumber(value: number): string {
  const negative = value < 0;
  const digits = Math.trunc(Math.abs(value)).toString();
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return negative ? `-${grouped}` : grouped;
}

/** Paisa to a taka amount with two decimals, grouped the Bangladeshi way: 132000 -> "1,320.00". */
export function formatTakaFromPaisa(paisa: number): string {
  const taka = Math.trunc(paisa / 100);
  const rest = Math.abs(paisa % 100).toString().padStart(2, '0');
  return `${formatBangladeshiNumber(taka)}.${rest}`;
}

/** A count with its noun, singular for one: "1 night", "14 nights". */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const plain = perLocale((locale) => new Intl.NumberFormat(numberLocaleTag(locale)));

/**
 * A number as the language writes it, grouped in lakhs and crores as the fee table prints them:
 * 1,00,000 and 1,23,45,678 in English; Bengali digits in Bangla. (Money goes through money.ts.)
 */
export const formatNumber = (value: number, locale: Locale): string => plain(locale).format(value);
