import { addDays, clubDayStart, clubToday } from '../format/club-date';
import { minutesOf } from './tee-time-constants';
import type { TeeTimeSettings } from './tee-times';

/**
 * The tee sheet's arithmetic at the club (Asia/Dhaka, UTC+6 all year): which instants are tee
 * times, which day a tee time falls on, and the booking window. Shared by the server's rules and
 * the pages that explain them.
 */

const minuteMs = 60_000;

/** The weekday of a date, 0 for Sunday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Every tee time of a day at the club, first to last. */
export function slotTimes(date: string, settings: Pick<TeeTimeSettings, 'days' | 'intervalMinutes'>): Date[] {
  const day = settings.days[weekdayOf(date)]!;
  const start = clubDayStart(date).getTime();
  const times: Date[] = [];
  for (let minute = minutesOf(day.first); minute <= minutesOf(day.last); minute += settings.intervalMinutes) {
    times.push(new Date(start + minute * minuteMs));
  }
  return times;
}

/** The club's date of an instant. */
export const clubDateOf = (instant: Date): string => clubToday(instant);

/** Whether an instant is one of its day's tee times under these settings. */
export function isTeeTime(instant: Date, settings: Pick<TeeTimeSettings, 'days' | 'intervalMinutes'>): boolean {
  return slotTimes(clubDateOf(instant), settings).some((time) => time.getTime() === instant.getTime());
}

/** The last day members may book today: `daysAhead` days after the club's today. */
export function lastBookableDate(now: Date, settings: Pick<TeeTimeSettings, 'daysAhead'>): string {
  return addDays(clubToday(now), settings.daysAhead);
}

/** Until when a booking may be cancelled online. */
export function cancelDeadline(startsAt: Date, settings: Pick<TeeTimeSettings, 'cancelHoursBefore'>): Date {
  return new Date(startsAt.getTime() - settings.cancelHoursBefore * 60 * minuteMs);
}
