import type { MailAttachment } from '../../../db/schema';

/**
 * A tee time as an iCalendar entry (RFC 5545) that any calendar app adds with one tap. The
 * same UID for the booking and its cancellation, so the cancellation removes the entry.
 */

/** Nine holes take about two hours. */
const roundMs = 2 * 60 * 60 * 1000;

const stamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Text values escape backslashes, semicolons, commas and line breaks. */
const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never split a UTF-8 character: continuation bytes are 10xxxxxx.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

export interface CalendarEntry {
  bookingId: number;
  startsAt: Date;
  summary: string;
  description: string;
  location: string;
  /** The host of the site, which makes the UID unique to this club. */
  host: string;
  cancelled?: boolean;
  now: Date;
}

export function teeTimeCalendarFile(entry: CalendarEntry): MailAttachment {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Riverside Golf & Country Club//Tee times//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${entry.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:tee-time-${entry.bookingId}@${entry.host}`,
    `DTSTAMP:${stamp(entry.now)}`,
    `DTSTART:${stamp(entry.startsAt)}`,
    `DTEND:${stamp(new Date(entry.startsAt.getTime() + roundMs))}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `STATUS:${entry.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    // Calendars order updates by sequence: the cancellation outranks the booking.
    `SEQUENCE:${entry.cancelled ? 1 : 0}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return {
    filename: 'tee-time.ics',
    contentType: `text/calendar; charset=utf-8; method=${entry.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: `${lines.map(fold).join('\r\n')}\r\n`,
  };
}
