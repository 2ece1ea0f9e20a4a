import type { Locale } from '../format/locale';
import type { TranslationTable } from './message-translations';

/**
 * The translations of the shared schemas' messages (common/message-translations.ts), one table per
 * language beside English. The web loads one on a page in that language when a form first shows
 * an error; the server at start, with its own.
 */
const tables: Record<Exclude<Locale, 'en'>, () => Promise<{ default: TranslationTable }>> = {
  bn: () => import('../translations/bn.json', { with: { type: 'json' } }),
};

export async function loadSchemaTranslations(locale: Exclude<Locale, 'en'>): Promise<TranslationTable> {
  return (await tables[locale]()).default;
}
