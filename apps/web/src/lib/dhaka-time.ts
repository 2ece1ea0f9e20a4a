import { clubZoneLabel } from '@rgcc/shared/content/club';

/** Instants as a clock at the club (Asia/Dhaka) shows them, for people in Bangladesh. */

const dhakaDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });
const dhakaDateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dhaka',
});

/** When something happened, as a clock in Bangladesh showed it. */
export function formatDhakaDate(iso: string): string {
  return dhakaDate.format(new Date(iso));
}

export function formatDhakaDateTime(iso: string): string {
  return dhakaDateTime.format(new Date(iso));
}

/** A booked time, with its zone said: members abroad read it right. */
export function formatDhakaTimeLabelled(iso: string): string {
  return `${formatDhakaDateTime(iso)} (${clubZoneLabel})`;
}
