import { describe, expect, it } from 'vitest';
import { clubDateTimeInstant, clubDateTimeOf, clubDateTimePattern, clubToday, isCalendarDate } from './club-date';

describe('isCalendarDate', () => {
  it.each(['2023-02-28', '2024-02-29', '2000-02-29', '1900-01-01', '2999-12-31'])('%s is a day of the calendar', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each(['2023-02-29', '1900-02-29', '2023-02-31', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00', '0000-01-01', '0099-01-01', '2023-1-01', '23-01-01', ' 2023-01-01', 'yesterday', ''])(
    '%j is not',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});

describe('clubToday', () => {
  it('is the date in Dhaka (UTC+6), which turns at 18:00 UTC', () => {
    expect(clubToday(new Date('2026-11-23T17:59:59Z'))).toBe('2026-11-23');
    expect(clubToday(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-24');
    expect(clubToday(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('club date and time', () => {
  it('reads a datetime-local value as a clock in Dhaka shows it, and back', () => {
    expect(clubDateTimeInstant('2026-11-24T00:30').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(clubDateTimeOf(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24T00:30');
  });

  it.each(['2026-11-24T24:00', '2026-11-24T7:30', '2026-11-24 07:30', '2026-11-24T07:30:00'])('%j is not a time at the club', (value) => {
    expect(clubDateTimePattern.test(value)).toBe(false);
  });
});
