import { formatDay } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { eventTypes } from '@rgcc/shared/content/club';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';

/**
 * A night of a stay or the day of a hall request as the bookings pages read it: the English keeps
 * the label the bookings' mails and the convention hall page use ('05 Dec 2026', formatDay);
 * other languages get theirs from format/dates.ts.
 */
export const dayLabel = (date: string, locale: Locale) => (locale === 'en' ? formatDay(date) : formatCalendarDate(date, locale));

const eventTypeChoices: Record<(typeof eventTypes)[number], string> = {
  Wedding: 'wedding',
  'Corporate event': 'corporate',
  Birthday: 'birthday',
  Conference: 'conference',
  Other: 'otherType',
};

/**
 * A hall request's type of event (the English of club.ts, as stored) as the catalogues' `eventType`
 * select names it; a type it does not know shows as it was written.
 */
export const eventTypeValues = (eventType: string) => ({ type: (eventTypeChoices as Partial<Record<string, string>>)[eventType] ?? 'unknown', eventType });
