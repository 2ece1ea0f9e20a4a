import type { Locale } from '../format/locale';

/**
 * Staff's Bangla of a content row's texts, by field name (an event's title and description, a
 * dish's name): each text staff write has an optional Bangla version. Kept beside the English
 * on the row (`bn`), never instead of it.
 */
export type BanglaTexts<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * A row as a page in `locale` shows it, without its `bn`: on a Bangla page each text in Bangla
 * where staff wrote one, else in English.
 */
export function inLocale<Row extends { bn: BanglaTexts }>(row: Row, locale: Locale): Omit<Row, 'bn'> {
  const { bn, ...shown } = row;
  if (locale === 'en') return shown;
  const texts = shown as Record<string, unknown>;
  for (const [field, bangla] of Object.entries(bn)) {
    if (bangla?.trim() && typeof texts[field] === 'string') texts[field] = bangla;
  }
  return shown;
}
