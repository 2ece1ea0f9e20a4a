/**
 * The tee-time rules staff change under Bookings, and their defaults (issue 12). Free of zod, so
 * pages can read them before a form's schema loads.
 */

/** Days of the week as `Date.getUTCDay()` numbers them: 0 is Sunday. */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface TeeTimeDay {
  /** The first and the last tee time of the day at the club, `HH:MM`. */
  first: string;
  last: string;
}

export interface TeeTimeSettings {
  /** One entry per weekday, Sunday first. */
  days: TeeTimeDay[];
  intervalMinutes: number;
  playersPerSlot: number;
  /** How many days after today a member may book (today included, so 7 means a week ahead). */
  daysAhead: number;
  /** Bookings one member may hold on one day, as the booker or a named player. */
  bookingsPerDay: number;
  /** Online cancellation ends this many hours before the tee time. */
  cancelHoursBefore: number;
  /** `noShowLimit` no-shows within `noShowWindowDays` stop online booking for `noShowBlockDays`. */
  noShowLimit: number;
  noShowWindowDays: number;
  noShowBlockDays: number;
  /** How long freed places are held for the member a waitlist offers them to. */
  waitlistHoldMinutes: number;
}

const weekday: TeeTimeDay = { first: '06:30', last: '16:30' };

export const defaultTeeTimeSettings: TeeTimeSettings = {
  // Friday's play starts after the Jumu'ah prayer.
  days: weekdayNames.map((name) => (name === 'Friday' ? { first: '13:30', last: '16:30' } : weekday)),
  intervalMinutes: 10,
  playersPerSlot: 4,
  daysAhead: 7,
  bookingsPerDay: 1,
  cancelHoursBefore: 24,
  noShowLimit: 3,
  noShowWindowDays: 60,
  noShowBlockDays: 14,
  waitlistHoldMinutes: 30,
};

/** Attendance staff record on the tee sheet, per player. */
export const attendances = ['expected', 'checked_in', 'no_show'] as const;
export type Attendance = (typeof attendances)[number];
export const attendanceLabels: Record<Attendance, string> = { expected: 'Expected', checked_in: 'Checked in', no_show: 'No-show' };

/** Where a waitlist entry stands. */
export const waitlistStates = ['waiting', 'offered', 'booked', 'expired', 'left'] as const;
export type WaitlistState = (typeof waitlistStates)[number];
