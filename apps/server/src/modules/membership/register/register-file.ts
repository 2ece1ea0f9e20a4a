import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { importFileMessages } from '@rgcc/shared/membership/register-constants';
import { AppError } from '../../../http/errors';

/**
 * An uploaded register file as rows of text cells: CSV (UTF-8 with or without a byte-order
 * mark, comma or semicolon, CRLF or LF) read by csv-parse, or an Excel workbook's first sheet
 * read by read-excel-file. A row's `line` is its row number in the sheet, the header's being 1,
 * as a spreadsheet shows it (a quoted CSV cell may hold line breaks).
 */
export interface SheetRows {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const isXlsx = (bytes: Buffer) => bytes.subarray(0, 4).equals(zipSignature);
const looksLikeCsv = (fileName: string, mimeType: string) => /\.(csv|txt)$/i.test(fileName) || /^text\/(csv|plain)/.test(mimeType) || mimeType === 'application/vnd.ms-excel';

/** Semicolon when the header has more of them than commas (spreadsheets in comma-decimal locales write them). */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (character: string) => firstLine.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function readCsv(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(400, importFileMessages.unreadable, { file: importFileMessages.unreadable });
  }
  if (text.includes('\0')) throw new AppError(415, importFileMessages.type, { file: importFileMessages.type });
  try {
    return parse(text, { bom: true, delimiter: delimiterOf(text.replace(/^\uFEFF/, '')), relax_column_count: true, skip_empty_lines: false });
  } catch {
    throw new AppError(400, importFileMessages.unreadable, { file: importFileMessages.unreadable });
  }
}

/** A cell as text: dates as YYYY-MM-DD (Excel's dates are days, read as UTC midnight), numbers as written. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell);
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  try {
    const sheet = await readSheet(bytes, { parseNumber: (value: string) => value, trim: false });
    return sheet.map((row) => row.map(cellText));
  } catch {
    throw new AppError(400, importFileMessages.unreadable, { file: importFileMessages.unreadable });
  }
}

export async function readRegisterFile(file: { name: string; mimeType: string; bytes: Buffer }): Promise<SheetRows> {
  if (file.bytes.length === 0) throw new AppError(400, importFileMessages.empty, { file: importFileMessages.empty });
  let records: string[][];
  if (isXlsx(file.bytes)) records = await readXlsx(file.bytes);
  else if (looksLikeCsv(file.name, file.mimeType)) records = readCsv(file.bytes);
  else throw new AppError(415, importFileMessages.type, { file: importFileMessages.type });
  const [header, ...rest] = records;
  if (!header || header.every((cell) => cell.trim() === '')) throw new AppError(400, importFileMessages.empty, { file: importFileMessages.empty });
  const rows = rest.map((cells, index) => ({ line: index + 2, cells })).filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  return { header: header.map((cell) => cell.trim()), rows };
}
