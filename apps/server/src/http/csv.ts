import { translateMessage } from '@rgcc/shared/common/message-translations';
import type { Locale } from '@rgcc/shared/format/locale';
import serverBangla from '../translations/bn.json' with { type: 'json' };

/**
 * CSV for spreadsheets (RFC 4180): every cell quoted when it holds a comma, a quote or a line
 * break, lines ended by CRLF, and a UTF-8 byte-order mark so that Excel reads Bengali names right.
 */

/**
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+…`, `-…`, `@…`, or one hidden
 * behind a tab or carriage return) is kept as text by a leading single quote: a visitor's message
 * must not become code on a staff member's computer (OWASP "CSV injection").
 */
const formulaStart = /^[=+\-@\t\r]/;
/** A negative amount ("-1200.00", "-1,23,456.78") is a number to a spreadsheet, not a formula: kept as it is. */
const negativeAmount = /^-\d+(,\d+)*(\.\d+)?$/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = formulaStart.test(text) && !negativeAmount.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A cell that is one of the club's words (a status, a category, Yes or No), written in the
 * reader's language like the column headings; any other cell (a name, an ID, an amount, a day)
 * goes as it is, so that a spreadsheet still reads its figures and dates.
 */
export interface CsvWord {
  readonly word: string;
}
export const word = (english: string): CsvWord => ({ word: english });
/** Yes or No, as a CSV cell. */
export const booleanWords = { true: 'Yes', false: 'No' } as const;
export const yesOrNo = (value: boolean): CsvWord => word(booleanWords[`${value}`]);

export type CsvValue = string | number | null | CsvWord;

/** A heading or word of a CSV in `locale`, through the server's translation table. */
export function csvWordIn(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  const translated = translateMessage(english, [serverBangla], locale);
  // Every word a CSV can hold is checked to have its Bangla (apps/server/test/csv-words.test.ts).
  if (translated === undefined) throw new Error(`No Bangla for the CSV word "${english}": add it to apps/server/src/translations/bn.json.`);
  return translated;
}

/**
 * The CSV of a table: its headings and word cells in `locale` (the staff member's language), the
 * rest as it is. A file another program reads (the members' import template, the VAT register
 * for Tally) stays in English.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[], locale: Locale = 'en'): string {
  const inLocale = (cell: CsvValue) => (typeof cell === 'object' && cell !== null ? csvWordIn(cell.word, locale) : cell);
  const lines = [header.map((heading) => csvWordIn(heading, locale)), ...rows.map((row) => row.map(inLocale))];
  return `\uFEFF${lines.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
