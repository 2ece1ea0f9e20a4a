import { clubTimeZoneOffset } from '../content/club';

/**
 * Calendar dates as date inputs give them (`YYYY-MM-DD`), judged against the calendar at the
 * club (Asia/Dhaka, which keeps no daylight saving). Free of zod, so that pages can show the
 * same limits before the form's schema has loaded.
 */

export const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 2023-02-28 is; 2023-02-31, 2023-13-01 and 0000-01-01 are not. */
export function isCalendarDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC reads years below 100 as 19xx: those come back as another year and are refused.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(clubTimeZoneOffset)!;
const clubOffsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;

/** The instant a day (`YYYY-MM-DD`) begins at the club. */
export function clubDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${clubTimeZoneOffset}`);
}

/** The first instant after a day at the club: the exclusive end of a range that includes the day. */
export function clubDayEnd(date: string): Date {
  return new Date(clubDayStart(date).getTime() + 86_400_000);
}

/** `date` plus `days` calendar days, `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date at the club, `YYYY-MM-DD`. */
export function clubToday(now = new Date()): string {
  return new Date(now.getTime() + clubOffsetMs).toISOString().slice(0, 10);
}

/** A date and time at the club as a `datetime-local` input gives it (`YYYY-MM-DDTHH:mm`). */
export const clubDateTimePattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

/** The instant a clock at the club shows `YYYY-MM-DDTHH:mm` (the club keeps no daylight saving). */
export function clubDateTimeInstant(value: string): Date {
  return new Date(`${value}:00${clubTimeZoneOffset}`);
}

/** An instant as a `datetime-local` input at the club shows it, to fill a form with a saved time. */
export function clubDateTimeOf(instant: Date): string {
  return new Date(instant.getTime() + clubOffsetMs).toISOString().slice(0, 16);
}
