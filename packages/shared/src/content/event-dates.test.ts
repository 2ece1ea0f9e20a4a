import { describe, expect, it } from 'vitest';
import { clubToday } from '../format/club-date';
import { classifyEvent, eventsWithTiming, formatEventDate } from './event-dates';

// Rangpur is UTC+6: 00:00 on 15 May there is 18:00 UTC on 14 May.
const at = (iso: string) => clubToday(new Date(iso));

describe('formatEventDate', () => {
  it('prints a single day with a two-digit day', () => {
    expect(formatEventDate({ startsOn: '2025-02-01', endsOn: '2025-02-01' })).toBe('01 Feb 2025');
  });
  it('prints a range within one month once', () => {
    expect(formatEventDate({ startsOn: '2025-05-15', endsOn: '2025-05-17' })).toBe('15 - 17 May 2025');
  });
  it('names both months of a range across months', () => {
    expect(formatEventDate({ startsOn: '2025-06-30', endsOn: '2025-07-02' })).toBe('30 Jun - 02 Jul 2025');
  });
  it('names both years of a range across years', () => {
    expect(formatEventDate({ startsOn: '2025-12-30', endsOn: '2026-01-02' })).toBe('30 Dec 2025 - 02 Jan 2026');
  });
  it('prints the same labels in Bangla, with Bangla months and digits', () => {
    const bangla = (startsOn: string, endsOn: string) => formatEventDate({ startsOn, endsOn }, 'bn');
    expect([bangla('2025-02-01', '2025-02-01'), bangla('2025-05-15', '2025-05-17'), bangla('2025-06-30', '2025-07-02'), bangla('2025-12-30', '2026-01-02')]).toEqual([
      '১ ফেব্রুয়ারি, ২০২৫',
      '১৫–১৭ মে, ২০২৫',
      '৩০ জুন – ২ জুলাই, ২০২৫',
      '৩০ ডিসেম্বর, ২০২৫ – ২ জানুয়ারি, ২০২৬',
    ]);
  });
});

describe('classifyEvent', () => {
  const singleDay = { startsOn: '2025-02-01', endsOn: '2025-02-01' };
  const range = { startsOn: '2025-05-15', endsOn: '2025-05-17' };

  it('is upcoming one millisecond before the first day starts', () => {
    expect(classifyEvent(singleDay, at('2025-01-31T17:59:59.999Z'))).toBe('upcoming');
  });
  it('is present from 00:00 of a single day', () => {
    expect(classifyEvent(singleDay, at('2025-01-31T18:00:00.000Z'))).toBe('present');
  });
  it('is present until 23:59:59.999 of a single day', () => {
    expect(classifyEvent(singleDay, at('2025-02-01T17:59:59.999Z'))).toBe('present');
  });
  it('is past one millisecond after a single day ends', () => {
    expect(classifyEvent(singleDay, at('2025-02-01T18:00:00.000Z'))).toBe('past');
  });
  it('is present on the middle day of a range', () => {
    expect(classifyEvent(range, at('2025-05-16T06:00:00Z'))).toBe('present');
  });
  it('is present on the last millisecond of a range', () => {
    expect(classifyEvent(range, at('2025-05-17T17:59:59.999Z'))).toBe('present');
  });
  it('is past after the last day of a range', () => {
    expect(classifyEvent(range, at('2025-05-17T18:00:00.000Z'))).toBe('past');
  });
  it('is upcoming before a range starts', () => {
    expect(classifyEvent(range, at('2025-05-14T12:00:00Z'))).toBe('upcoming');
  });
});

describe('eventsWithTiming', () => {
  const events = [
    { id: 1, startsOn: '2025-02-01', endsOn: '2025-02-01' },
    { id: 2, startsOn: '2025-05-15', endsOn: '2025-05-17' },
    { id: 3, startsOn: '2025-03-10', endsOn: '2025-03-10' },
    { id: 4, startsOn: '2025-12-01', endsOn: '2025-12-02' },
  ];
  const now = at('2025-05-16T06:00:00Z');

  it('keeps only the events of the timing, newest start first', () => {
    expect(eventsWithTiming(events, 'past', now).map((e) => e.id)).toEqual([3, 1]);
    expect(eventsWithTiming(events, 'present', now).map((e) => e.id)).toEqual([2]);
    expect(eventsWithTiming(events, 'upcoming', now).map((e) => e.id)).toEqual([4]);
  });
});
