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

export const hallSessions = ['morning', 'evening'] as const;
export type HallSession = (typeof hallSessions)[number];

export const hallSessionLabels: Record<HallSession, string> = { morning: 'Morning', evening: 'Evening' };

/**
 * The numbers of the room and hall rules, which staff change under Bookings (issue 12: every
 * numbered rule is a setting), and their defaults. A change applies to requests sent from then
 * on; those already made or confirmed are kept as they are.
 */
export interface RoomAndHallSettings {
  /** How far ahead a stay may begin: tonight and the nights after it, this many in all. */
  roomBookingHorizonDays: number;
  /** How far ahead the hall may be asked for, counted the same way: the club's diary runs a year. */
  hallBookingHorizonDays: number;
  /** The longest stay one request asks for; longer ones are arranged with the office. */
  maxRoomNights: number;
  /** People one guest room sleeps. */
  maxRoomGuests: number;
}

export const defaultRoomAndHallSettings: RoomAndHallSettings = {
  roomBookingHorizonDays: 180,
  hallBookingHorizonDays: 365,
  maxRoomNights: 14,
  maxRoomGuests: 3,
};

/** Rows a page of a staff list shows. */
export const bookingsPageSize = 20;

/** Nights between a check-in and a check-out day. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** The last day a request may name, counted from today at the club. */
export const lastRoomNight = (settings: Pick<RoomAndHallSettings, 'roomBookingHorizonDays'>, today = clubToday()) => addDays(today, settings.roomBookingHorizonDays - 1);
export const lastHallDate = (settings: Pick<RoomAndHallSettings, 'hallBookingHorizonDays'>, today = clubToday()) => addDays(today, settings.hallBookingHorizonDays - 1);

/** A calendar day as people read it: '05 Dec 2026'. */
export const formatDay = (date: string) => formatEventDate({ startsOn: date, endsOn: date });
