import { clubZoneLabel } from '../content/club';

/** Times of day at the club (Asia/Dhaka, UTC+6 all year), labelled wherever something is booked. */

const clubDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' });
const clubClock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Dhaka' });

/** "Wednesday, 25 November 2026" */
export const formatClubDay = (instant: Date | string): string => clubDay.format(new Date(instant));

/** "06:30" */
export const formatClubClock = (instant: Date | string): string => clubClock.format(new Date(instant));

/** "Wednesday, 25 November 2026 at 06:30 (Dhaka time, UTC+6)" */
export const formatBookedTime = (instant: Date | string): string => `${formatClubDay(instant)} at ${formatClubClock(instant)} (${clubZoneLabel})`;
