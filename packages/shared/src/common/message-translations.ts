/**
 * The messages the schemas and the server raise (a validation rule, an API error, a notice) are
 * written in English where they are raised, once, as the spec words them. A translation table per
 * language turns them into that language where they are shown: the server's answers in the
 * request's language, the web's form errors in the page's (docs/decisions/0046-message-translations.md).
 *
 * A table's keys are the English messages; where the English puts a value in, the key has
 * `{name}` and the translation, an ICU message, uses the same names. A value that is a number is
 * written as the English wrote it (a year ungrouped, a rate's decimals) in the language's digits;
 * a day the English wrote out (`formatCalendarDate`: "1 July 2027") as the language writes it; a
 * value a table has as a message of its own (a console section, a staff role, a tax code) in its
 * translation; any other (a member ID, an ISO day, a code) as it is.
 */
import type { Locale } from '../format/locale';
import { formatCalendarDate } from '../format/dates';
import { localeDigits } from '../format/number';
import { formatMessage } from './messages';

export type TranslationTable = Readonly<Record<string, string>>;

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
}

interface CompiledTable {
  exact: ReadonlyMap<string, string>;
  templates: readonly Template[];
}

const placeholder = /\{([a-zA-Z]\w*)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(table: TranslationTable): CompiledTable {
  const exact = new Map<string, string>();
  const templates: (Template & { fixedLength: number })[] = [];
  for (const [english, translation] of Object.entries(table)) {
    const names = [...english.matchAll(placeholder)].map(([, name]) => name!);
    if (names.length === 0) {
      exact.set(english, translation);
      continue;
    }
    // split() with a capturing group: the fixed texts at even places, the names at odd ones.
    const pieces = english.split(placeholder);
    const source = pieces.map((piece, index) => (index % 2 === 0 ? escapeRegExp(piece) : '(.*?)')).join('');
    const fixedLength = pieces.filter((_, index) => index % 2 === 0).join('').length;
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, translation, fixedLength });
  }
  // Where two templates both fit, the one with more fixed text is the more particular.
  templates.sort((a, b) => b.fixedLength - a.fixedLength);
  return { exact, templates };
}

const compiledTables = new WeakMap<TranslationTable, CompiledTable>();

function compiled(table: TranslationTable): CompiledTable {
  let found = compiledTables.get(table);
  if (!found) {
    found = compile(table);
    compiledTables.set(table, found);
  }
  return found;
}

const plainNumber = /^\d{1,15}(\.\d+)?$/;
const englishMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A day as `formatCalendarDate` writes it in English. */
const englishCalendarDate = new RegExp(`^(\\d{1,2}) (${englishMonths.join('|')}) (\\d{4})$`);

/** A day the English wrote out, as `locale` writes it; undefined for any other value. */
function calendarDateIn(value: string, locale: Locale): string | undefined {
  const [, day, month, year] = englishCalendarDate.exec(value) ?? [];
  if (!day || !month || !year) return undefined;
  const twoDigits = (number: number) => String(number).padStart(2, '0');
  return formatCalendarDate(`${year}-${twoDigits(englishMonths.indexOf(month) + 1)}-${twoDigits(Number(day))}`, locale);
}

/**
 * An English message in the tables' language, or undefined when no table has it. The first
 * table that has the message exactly wins; else the first whose template fits it.
 */
export function translateMessage(english: string, tables: readonly TranslationTable[], locale: Locale): string | undefined {
  const exactly = (text: string) => tables.map((table) => compiled(table).exact.get(text)).find((translation) => translation !== undefined);
  const translation = exactly(english);
  if (translation !== undefined) return formatMessage(translation, {}, locale);
  for (const table of tables) {
    for (const template of compiled(table).templates) {
      const match = template.pattern.exec(english);
      if (!match) continue;
      const values: Record<string, string> = {};
      template.names.forEach((name, index) => {
        const value = match[index + 1]!;
        values[name] = plainNumber.test(value) ? localeDigits(value, locale) : (calendarDateIn(value, locale) ?? exactly(value) ?? value);
      });
      return formatMessage(template.translation, values, locale);
    }
  }
  return undefined;
}

/** The names a table key puts values in, for checking that its translation uses no other. */
export function templateNames(english: string): string[] {
  return [...english.matchAll(placeholder)].map(([, name]) => name!);
}
