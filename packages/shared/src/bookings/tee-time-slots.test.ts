import { describe, expect, it } from 'vitest';
import { addDays } from '@rgcc/shared/format/club-date';
import { defaultTeeTimeSettings } from './tee-times';
import { cancelDeadline, clubDateOf, isTeeTime, lastBookableDate, slotTimes } from './tee-time-slots';

describe('the tee sheet at the club (issue 12, item 1)', () => {
  it('has a tee time every 10 minutes from 06:30 to 16:30 Dhaka time on a weekday', () => {
    const times = slotTimes('2026-11-24', defaultTeeTimeSettings); // a Tuesday
    expect(times).toHaveLength(61);
    expect(times[0]!.toISOString()).toBe('2026-11-24T00:30:00.000Z');
    expect(times[1]!.toISOString()).toBe('2026-11-24T00:40:00.000Z');
    expect(times.at(-1)!.toISOString()).toBe('2026-11-24T10:30:00.000Z');
  });

  it('starts at 13:30 on Fridays', () => {
    const times = slotTimes('2026-11-27', defaultTeeTimeSettings);
    expect(times[0]!.toISOString()).toBe('2026-11-27T07:30:00.000Z');
    expect(times).toHaveLength(19);
  });

  it('knows which instants are tee times', () => {
    expect(isTeeTime(new Date('2026-11-24T00:30:00Z'), defaultTeeTimeSettings)).toBe(true);
    expect(isTeeTime(new Date('2026-11-24T00:35:00Z'), defaultTeeTimeSettings)).toBe(false);
    expect(isTeeTime(new Date('2026-11-24T00:20:00Z'), defaultTeeTimeSettings)).toBe(false);
    expect(isTeeTime(new Date('2026-11-27T01:00:00Z'), defaultTeeTimeSettings)).toBe(false); // Friday 07:00
  });

  it("puts a tee time on the club's day, not UTC's", () => {
    // 06:30 in Dhaka on 1 December is still 30 November in UTC.
    expect(clubDateOf(new Date('2026-11-30T18:00:00Z'))).toBe('2026-12-01');
    expect(clubDateOf(new Date('2026-11-30T17:59:59Z'))).toBe('2026-11-30');
  });

  it('opens a new day to booking at midnight in Dhaka', () => {
    expect(lastBookableDate(new Date('2026-11-24T17:59:59Z'), defaultTeeTimeSettings)).toBe('2026-12-01');
    expect(lastBookableDate(new Date('2026-11-24T18:00:00Z'), defaultTeeTimeSettings)).toBe('2026-12-02');
  });

  it('ends online cancellation 24 hours before the tee time', () => {
    expect(cancelDeadline(new Date('2026-11-25T00:30:00Z'), defaultTeeTimeSettings).toISOString()).toBe('2026-11-24T00:30:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
