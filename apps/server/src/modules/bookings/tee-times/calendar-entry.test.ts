import { describe, expect, it } from 'vitest';
import { teeTimeCalendarFile } from './calendar-entry';

const entry = {
  bookingId: 42,
  startsAt: new Date('2026-11-25T00:30:00Z'),
  summary: 'Tee time at Riverside Golf & Country Club',
  description: 'Players: Rahim Uddin, Karim; guest\nBring your card',
  location: 'Ghaghat, Rangpur',
  host: 'club.example',
  now: new Date('2026-11-24T03:00:00Z'),
};

describe('the calendar entry of a tee time', () => {
  it('starts at the tee time as an instant and lasts two hours', () => {
    const file = teeTimeCalendarFile(entry);
    expect(file.filename).toBe('tee-time.ics');
    expect(file.contentType).toContain('text/calendar');
    expect(file.content).toContain('\r\nDTSTART:20261125T003000Z\r\n');
    expect(file.content).toContain('\r\nDTEND:20261125T023000Z\r\n');
    expect(file.content).toContain('\r\nUID:tee-time-42@club.example\r\n');
    expect(file.content).toContain('\r\nMETHOD:PUBLISH\r\n');
  });

  it('escapes text and folds long lines at 75 octets', () => {
    const file = teeTimeCalendarFile(entry);
    expect(file.content).toContain('DESCRIPTION:Players: Rahim Uddin\\, Karim\\; guest\\nBring your card');
    const long = teeTimeCalendarFile({ ...entry, description: 'ক'.repeat(60) });
    for (const line of long.content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(long.content.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'ক'.repeat(60)}`);
  });

  it('cancels with the same UID', () => {
    const file = teeTimeCalendarFile({ ...entry, cancelled: true });
    expect(file.content).toContain('METHOD:CANCEL');
    expect(file.content).toContain('STATUS:CANCELLED');
    expect(file.content).toContain('UID:tee-time-42@club.example');
  });
});
