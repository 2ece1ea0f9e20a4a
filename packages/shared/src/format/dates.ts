import { clubZoneLabels } from '../content/club';
import { dateLocaleTag, perLocale, type Locale } from './locale';

/**
 * Every date and time the site shows, in the language asked for. Two kinds of value:
 * - instants (a `Date` or an ISO timestamp), shown on the clock at the club: Asia/Dhaka, UTC+6
 *   all year (docs/rendering.md, Time);
 * - calendar dates (`YYYY-MM-DD`: a birthday, a day on the tee sheet, a night in a room), which
 *   are no instant: read in UTC, so that no time zone moves them a day.
 * The examples are the English texts.
 */

type Instant = Date | string;

const clubTimeZone = 'Asia/Dhaka';

const atTheClub = (options: Intl.DateTimeFormatOptions) =>
  perLocale((locale) => new Intl.DateTimeFormat(dateLocaleTag(locale), { ...options, timeZone: clubTimeZone }));
const onTheCalendar = (options: Intl.DateTimeFormatOptions) =>
  perLocale((locale) => new Intl.DateTimeFormat(dateLocaleTag(locale), { ...options, timeZone: 'UTC' }));

const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const fullDay = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const shortDate = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const longDate = { day: 'numeric', month: 'long', year: 'numeric' } as const;

const clubDay = atTheClub(fullDay);
const clubClock = atTheClub(clock);
const clubDayAndClock = atTheClub({ ...fullDay, ...clock });
const clubDate = atTheClub(shortDate);
const clubLongDate = atTheClub(longDate);
const clubDateTime = atTheClub({ ...shortDate, ...clock });

/** "Wednesday, 25 November 2026" */
export const formatClubDay = (instant: Instant, locale: Locale): string => clubDay(locale).format(new Date(instant));

/** "06:30" */
export const formatClubClock = (instant: Instant, locale: Locale): string => clubClock(locale).format(new Date(instant));

/** A booked time, with its zone said so that a member abroad reads it right: "Wednesday, 25 November 2026 at 06:30 (Dhaka time, UTC+6)" */
export const formatBookedTime = (instant: Instant, locale: Locale): string => `${clubDayAndClock(locale).format(new Date(instant))} (${clubZoneLabels[locale]})`;

/** "25 Nov 2026" */
export const formatClubDate = (instant: Instant, locale: Locale): string => clubDate(locale).format(new Date(instant));

/** "25 November 2026" */
export const formatClubLongDate = (instant: Instant, locale: Locale): string => clubLongDate(locale).format(new Date(instant));

/** "25 Nov 2026, 06:30" */
export const formatClubDateTime = (instant: Instant, locale: Locale): string => clubDateTime(locale).format(new Date(instant));

/** "25 Nov 2026, 06:30 (Dhaka time, UTC+6)" */
export const formatClubDateTimeLabelled = (instant: Instant, locale: Locale): string => `${formatClubDateTime(instant, locale)} (${clubZoneLabels[locale]})`;

const calendarDate = onTheCalendar(longDate);
const calendarDay = onTheCalendar(fullDay);
const calendarMonth = onTheCalendar({ month: 'long', year: 'numeric' });
const calendarShortDay = onTheCalendar({ weekday: 'short', day: 'numeric', month: 'short' });
const calendarWeekdayAndDay = onTheCalendar({ weekday: 'short', day: 'numeric' });

/** Midnight UTC of a `YYYY-MM-DD` date (or of the first of a `YYYY-MM` month). */
const onCalendar = (date: string) => new Date(`${date.length === 7 ? `${date}-01` : date}T00:00:00Z`);

/** `1990-04-12` as "12 April 1990" */
export const formatCalendarDate = (date: string, locale: Locale): string => calendarDate(locale).format(onCalendar(date));

/** `2025-05-15` to `2025-05-17` as "15–17 May 2025": one date when they are the same day. */
export const formatCalendarDateRange = (first: string, last: string, locale: Locale): string => calendarDate(locale).formatRange(onCalendar(first), onCalendar(last));

/** `2026-11-25` as "Wednesday, 25 November 2026" */
export const formatCalendarDay = (date: string, locale: Locale): string => calendarDay(locale).format(onCalendar(date));

/** `2026-11` (or any day of it) as "November 2026" */
export const formatCalendarMonth = (month: string, locale: Locale): string => calendarMonth(locale).format(onCalendar(month));

/** `2026-11-25` as "Wed 25 Nov" */
export const formatCalendarShortDay = (date: string, locale: Locale): string => calendarShortDay(locale).format(onCalendar(date));

/** `2026-11-25` as "Wed 25", a day in a month's calendar */
export const formatCalendarWeekdayAndDay = (date: string, locale: Locale): string => calendarWeekdayAndDay(locale).format(onCalendar(date));
