import { describe, expect, it } from 'vitest';
import { formatBookedTime, formatClubClock, formatClubDay } from './club-time';

describe('times at the club', () => {
  it('are shown on the clock in Dhaka, with the zone named', () => {
    expect(formatClubClock('2026-11-30T18:00:00Z')).toBe('00:00');
    expect(formatClubDay('2026-11-30T18:00:00Z')).toBe('Tuesday, 1 December 2026');
    expect(formatBookedTime('2026-11-25T00:30:00Z')).toBe('Wednesday, 25 November 2026 at 06:30 (Dhaka time, UTC+6)');
  });
});
