import { numberLocaleTag, perLocale, writesLatinLakhs, type Locale } from './locale';

/** A count with its noun, singular for one: "1 night", "14 nights". */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * A plain decimal ("-12345678.90", "5000") in Latin digits grouped in lakhs and crores, as Intl
 * writes it for the English tag: "-1,23,45,678.90", "5,000". Written here, without ICU (locale.ts).
 */
export function groupInLakhs(decimal: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(decimal);
  if (!match) throw new RangeError(`Not a plain decimal: ${decimal}`);
  const [, sign, whole = '', fraction = ''] = match;
  const rest = whole.slice(0, -3);
  return `${sign}${rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},` : ''}${whole.slice(-3)}${fraction}`;
}

const plain = perLocale((locale) => new Intl.NumberFormat(numberLocaleTag(locale)));

/**
 * A number as the language writes it, grouped in lakhs and crores as the fee table prints them:
 * 1,00,000 and 1,23,45,678 in English; Bengali digits in Bangla. (Money goes through money.ts.)
 */
export function formatNumber(value: number, locale: Locale): string {
  return writesLatinLakhs(locale) && Number.isSafeInteger(value) ? groupInLakhs(String(value)) : plain(locale).format(value);
}
