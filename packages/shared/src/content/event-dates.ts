import { formatCalendarDateRange } from '../format/dates';
import { compareIso } from '../format/iso-order';
import type { Locale } from '../format/locale';

export type EventTiming = 'upcoming' | 'present' | 'past';

/** An event's days as ISO calendar dates (YYYY-MM-DD), in the club's timezone. */
export interface EventDays {
  startsOn: string;
  endsOn: string;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const pad = (n: number) => n.toString().padStart(2, '0');

/**
 * The label the spec shows: '01 Feb 2025' for one day, '15 - 17 May 2025' for a range in
 * one month, '30 Jun - 02 Jul 2025' across months, '30 Dec 2025 - 02 Jan 2026' across years.
 * The English is written by hand rather than in format/dates.ts: Intl's British English writes
 * "Sept" where the label has always said "Sep". The Bangla is Intl's: '১৫–১৭ মে, ২০২৫'.
 */
export function formatEventDate({ startsOn, endsOn }: EventDays, locale: Locale = 'en'): string {
  if (locale !== 'en') return formatCalendarDateRange(startsOn, endsOn, locale);
  const start = parts(startsOn);
  const end = parts(endsOn);
  const full = (p: typeof start) => `${pad(p.day)} ${monthNames[p.month - 1]} ${p.year}`;
  if (startsOn === endsOn) return full(start);
  if (start.year !== end.year) return `${full(start)} - ${full(end)}`;
  if (start.month !== end.month) {
    return `${pad(start.day)} ${monthNames[start.month - 1]} - ${full(end)}`;
  }
  return `${pad(start.day)} - ${full(end)}`;
}

/**
 * Before the first day is upcoming, from the first to the last day inclusive is present, after
 * it is past. `today` is the date at the club (`clubToday()`), since events run on its calendar.
 */
export function classifyEvent({ startsOn, endsOn }: EventDays, today: string): EventTiming {
  if (compareIso(today, startsOn) < 0) return 'upcoming';
  if (compareIso(today, endsOn) <= 0) return 'present';
  return 'past';
}

/** Events of one timing, newest start first. */
export function eventsWithTiming<T extends EventDays>(events: readonly T[], timing: EventTiming, today: string): T[] {
  return events
    .filter((event) => classifyEvent(event, today) === timing)
    .sort((a, b) => compareIso(b.startsOn, a.startsOn));
}
