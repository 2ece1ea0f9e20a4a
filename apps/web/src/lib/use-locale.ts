import { defaultLocale, type Locale } from '@rgcc/shared/format/locale';

/**
 * The language the page is shown in, for the formatters in @rgcc/shared/format. Every page is
 * English today; when the Bangla pages come (under /bn), this is the one place that reads the
 * language from the route, and every date, number and amount on the page follows it.
 */
export function useLocale(): Locale {
  return defaultLocale;
}
