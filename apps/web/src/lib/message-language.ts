import { translateMessage, type TranslationTable } from '@rgcc/shared/common/message-translations';
import { loadSchemaTranslations } from '@rgcc/shared/common/schema-translations';
import { isLocale, type Locale } from '@rgcc/shared/format/locale';

/**
 * The shared schemas' messages in the page's language (the server translates its own answers:
 * docs/decisions/0046-message-translations.md). Called when a form shows an error, so a page
 * loads the table only then, and an English page never.
 *
 * In the tests a message the Bangla table lacks throws, whatever the page's language: every
 * message a test sees must have its translation.
 */
const pageLocale = (): Locale => {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
};

const checksEveryMessage = import.meta.env.MODE === 'test';

/** The table once loaded: every translated error on the page was translated with it. */
let loadedTable: TranslationTable | undefined;

async function translator(): Promise<(english: string) => string> {
  const locale = pageLocale();
  if (locale === 'en' && !checksEveryMessage) return (english) => english;
  const table = (loadedTable ??= await loadSchemaTranslations('bn'));
  return (english) => {
    const bangla = translateMessage(english, [table], 'bn');
    if (bangla === undefined && checksEveryMessage) throw new Error(`The message "${english}" has no Bangla: add it to packages/shared/src/translations/bn.json`);
    return locale === 'bn' ? (bangla ?? english) : english;
  };
}

/**
 * A shared message as the page's errors show it, to find it among them: translated once a form
 * has shown an error (which loaded the table), else as it is.
 */
export function shownMessage(english: string): string {
  return pageLocale() === 'bn' && loadedTable ? (translateMessage(english, [loadedTable], 'bn') ?? english) : english;
}

/** One of the shared messages in the page's language. */
export async function inPageLanguage(english: string): Promise<string> {
  return (await translator())(english);
}

/** A form's errors (react-hook-form's `FieldErrors`, nested like the form's values) with each message in the page's language. */
export async function errorsInPageLanguage<Errors extends object>(errors: Errors): Promise<Errors> {
  if (Object.keys(errors).length === 0) return errors;
  const translate = await translator();
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null || node instanceof EventTarget) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, key === 'message' && typeof value === 'string' ? translate(value) : key === 'ref' ? value : walk(value)]),
    );
  };
  return walk(errors) as Errors;
}
