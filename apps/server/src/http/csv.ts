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

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
