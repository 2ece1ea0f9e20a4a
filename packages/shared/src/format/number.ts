import { numberLocaleTag, perLocale, type Locale } from './locale';

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
  return Number.isSafeInteger(value) ? localeDigits(groupInLakhs(String(value)), locale) : plain(locale).format(value);
}

/**
 * Which plural form a count takes (CLDR's cardinal rules, written here so that no Intl.PluralRules
 * loads ICU while a page hydrates): English says "1 night" and "0 nights"; Bangla uses its "one"
 * form for 0 and 1 (CLDR: i = 0 or n = 1) and "other" for the rest.
 */
export function pluralCategory(count: number, locale: Locale): 'one' | 'other' {
  if (locale === 'bn') return count === 1 || (count >= 0 && count < 1) ? 'one' : 'other';
  return count === 1 ? 'one' : 'other';
}

const bengaliDigits = '০১২৩৪৫৬৭৮৯';

/**
 * Bengali digits typed into a field, as ASCII: a phone number, an amount, a code or a date typed
 * on a Bengali keyboard is stored and checked as the same figures in Latin digits.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(bengaliDigits.indexOf(digit)));
}

/** Digits as the language writes them, for a figure that is not a grouped number (a year, a time's hour): "2026", "২০২৬". */
export function localeDigits(text: string, locale: Locale): string {
  return locale === 'bn' ? text.replace(/[0-9]/g, (digit) => bengaliDigits[Number(digit)]!) : text;
}
