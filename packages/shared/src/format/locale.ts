/**
 * The site's languages (English at today's paths, Bangla under /bn: docs/languages-and-instances.md)
 * and the one place that names their Intl locale tags. Every formatter in format/ takes a `Locale`
 * and asks here for its tag; lint refuses a locale tag written anywhere else (house/locale-tags).
 */

export const locales = ['en', 'bn'] as const;
export type Locale = (typeof locales)[number];

/** The language of a page, a mail or a message when nothing has chosen another (all of them, today). */
export const defaultLocale: Locale = 'en';

/** Each language's name in itself, as a language switch shows it. */
export const languageNames: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/**
 * English dates are British ("25 November 2026", a 24-hour clock), as the site has always shown
 * them; English numbers are grouped the South Asian way (1,00,000 and 1,00,00,000), which ICU
 * gives for en-IN and not for en-GB. Bangla takes bn-BD for both: Bengali digits, lakh grouping.
 *
 * Both write their grouped numbers in lakhs and crores, which number.ts writes without ICU
 * (building an Intl.NumberFormat loads ICU data on the main thread: 160 ms of a throttled phone
 * while /golf-course hydrated, docs/decisions/0012; 115 ms while /bn/membership did). The tests
 * hold that writing to what Intl gives for each language's tag.
 */
const intlTags: Record<Locale, { dates: string; numbers: string }> = {
  en: { dates: 'en-GB', numbers: 'en-IN' },
  bn: { dates: 'bn-BD', numbers: 'bn-BD' },
};

/** The tag Intl.DateTimeFormat is given for a language. */
export const dateLocaleTag = (locale: Locale): string => intlTags[locale].dates;

/** The tag Intl.NumberFormat is given for a language. */
export const numberLocaleTag = (locale: Locale): string => intlTags[locale].numbers;

/**
 * One formatter per language, made on first use and kept for the life of the module. Building an
 * Intl formatter loads ICU data (time zone data: over 100 ms on Lighthouse's phone), so none is
 * built before a page shows something it formats, and none is built twice.
 */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}
