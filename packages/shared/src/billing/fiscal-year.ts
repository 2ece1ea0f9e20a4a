import { isoDatePattern } from '../format/club-date';

/**
 * The club's books run by the financial year of Bangladesh, 1 July to 30 June (docs/money.md),
 * and by the club's calendar (Asia/Dhaka): a day here is the club's `YYYY-MM-DD`, never UTC's.
 */

/** The financial year a club day falls in, as documents write it: 2026-07-01 and 2027-06-30 are both "2026-27". */
export function fiscalYearOf(day: string): string {
  const match = isoDatePattern.exec(day);
  if (!match) throw new RangeError(`A club day is YYYY-MM-DD: ${day} is not.`);
  const year = Number(match[1]);
  const first = Number(match[2]) >= 7 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** The series a document is numbered in: invoices, credit notes, opening balances brought forward. */
export const documentSeries = ['INV', 'CN', 'OB'] as const;
export type DocumentSeries = (typeof documentSeries)[number];

/** `INV/2026-27/000001`: the series, the financial year and the place in it, gap-free. */
export const documentNumber = (series: DocumentSeries, fiscalYear: string, place: number): string =>
  `${series}/${fiscalYear}/${String(place).padStart(6, '0')}`;

/** A month of the club's calendar, `YYYY-MM`: what a billing run charges for. */
export const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month a club day falls in. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** `month` plus `months` (negative goes back): 2026-12 + 1 is 2027-01. */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * `day` plus whole calendar months, clamped to the month's last day: 2026-08-31 + 6 months is
 * 2027-02-28. How standing counts "3 months after the due date".
 */
export function addMonthsToDay(day: string, months: number): string {
  const month = addMonths(monthOf(day), months);
  const [year, number] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(Math.min(Number(day.slice(8, 10)), lastDay)).padStart(2, '0')}`;
}
