/**
 * Tee times' zod-free values (issue 12): the weekdays the rules are set for, the clock's
 * arithmetic, attendance and waitlist states, so pages can read them before a form's schema
 * loads. The rules themselves and their defaults are in tee-times.ts.
 */

/** Days of the week as `Date.getUTCDay()` numbers them: 0 is Sunday. */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** `HH:MM` as minutes after midnight. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Attendance staff record on the tee sheet, per player. */
export const attendances = ['expected', 'checked_in', 'no_show'] as const;
export type Attendance = (typeof attendances)[number];

/** Where a waitlist entry stands. */
export const waitlistStates = ['waiting', 'offered', 'booked', 'expired', 'left'] as const;
export type WaitlistState = (typeof waitlistStates)[number];
