import { choiceFilter } from '../common/list-filters';
import { formatEventDate } from '../content/event-dates';
import { addDays, clubToday } from '../format/club-date';

/**
 * The guest rooms and the convention hall, as members and visitors request them and staff
 * confirm them. A stay is a range of nights at the club (Asia/Dhaka calendar dates): it checks
 * in on its first night and out on the morning after its last. The hall is let by date and
 * session.
 */

/** Every request starts pending; staff confirm or decline it; the requester may cancel it. */
export const bookingStatuses = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** The console's lists of room and hall requests: a status, or every request with the pending ones first. */
export const bookingListFilters = {
  status: choiceFilter('Status', bookingStatuses, { any: 'All, pending first', optionLabels: bookingStatusLabels, unknown: 'Unknown status' }),
};

export const hallSessions = ['morning', 'evening'] as const;
export type HallSession = (typeof hallSessions)[number];

/** Rows a page of a staff list shows. */
export const bookingsPageSize = 20;

/** Nights between a check-in and a check-out day. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** The last day a request may name, counted from today at the club (the horizons are settings: `roomAndHallSettingsSchema`). */
export const lastRoomNight = (settings: { roomBookingHorizonDays: number }, today = clubToday()) => addDays(today, settings.roomBookingHorizonDays - 1);
export const lastHallDate = (settings: { hallBookingHorizonDays: number }, today = clubToday()) => addDays(today, settings.hallBookingHorizonDays - 1);

/** A calendar day as people read it: '05 Dec 2026'. */
export const formatDay = (date: string) => formatEventDate({ startsOn: date, endsOn: date });
