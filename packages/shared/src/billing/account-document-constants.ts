import { addDays, clubToday, isCalendarDate } from '../format/club-date';
import { fiscalYearOf } from './fiscal-year';

/**
 * The member's documents (invoice, credit note, receipt, statement), free of zod: their titles,
 * the statement's period and the messages the server answers with, for pages that show them
 * before a schema loads.
 */

export const documentMessages = {
  invoiceNotFound: 'Invoice not found.',
  creditNoteNotFound: 'Credit note not found.',
  receiptNotFound: 'Receipt not found.',
  statementDate: 'Please give the dates as YYYY-MM-DD.',
  statementOrder: 'The statement must start on or before the day it ends.',
  statementTooLong: 'A statement covers at most 10 years.',
} as const;

/** What each document is called at its head (Mushak-6.3 for the tax invoice, Mushak-6.7 for the credit note). */
export const documentTitles = {
  invoice: 'Tax invoice (Mushak-6.3)',
  opening_balance: 'Balance brought forward',
  credit_note: 'Credit note (Mushak-6.7)',
  receipt: 'Receipt',
  statement: 'Statement of account',
} as const;

/** The longest period a statement covers, in days. */
export const statementMaxDays = 3660;

/** A statement's period when none is asked for: the financial year so far (1 July to today, at the club). */
export function defaultStatementPeriod(now = new Date()): { from: string; to: string } {
  const today = clubToday(now);
  return { from: `${fiscalYearOf(today).slice(0, 4)}-07-01`, to: today };
}

/** Why a period cannot be a statement's, or null when it can. */
export function statementPeriodProblem(from: string, to: string): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return documentMessages.statementDate;
  if (from > to) return documentMessages.statementOrder;
  if (addDays(from, statementMaxDays) < to) return documentMessages.statementTooLong;
  return null;
}

/** The paths of a document's page and PDF. */
export const documentPaths = {
  invoicePage: (id: number) => `/dashboard/invoices/${id}`,
  invoicePdf: (id: number) => `/api/member/invoices/${id}.pdf`,
  creditNotePage: (id: number) => `/dashboard/credit-notes/${id}`,
  creditNotePdf: (id: number) => `/api/member/credit-notes/${id}.pdf`,
  receiptPage: (number: string) => `/dashboard/receipts/${encodeURIComponent(number)}`,
  receiptPdf: (number: string) => `/api/member/receipts/${encodeURIComponent(number)}.pdf`,
  statementPage: (from: string, to: string) => `/dashboard/statement?from=${from}&to=${to}`,
  statementPdf: (from: string, to: string) => `/api/member/statement.pdf?from=${from}&to=${to}`,
};

