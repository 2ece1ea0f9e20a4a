import { describe, expect, it } from 'vitest';
import { formatHandicapIndex, formatOneDecimal, formatTenths } from './golf-numbers';

describe('golf numbers in tenths', () => {
  it('writes one decimal, always', () => {
    expect(formatTenths(353)).toBe('35.3');
    expect(formatTenths(700)).toBe('70.0');
    expect(formatTenths(5)).toBe('0.5');
    expect(formatTenths(0)).toBe('0.0');
    expect(formatTenths(-21)).toBe('−2.1');
  });

  it('reads the API numbers exactly (0.1 steps that are not exact in binary)', () => {
    expect(formatOneDecimal(35.3)).toBe('35.3');
    expect(formatOneDecimal(70.6)).toBe('70.6');
    expect(formatOneDecimal(0.3)).toBe('0.3');
  });

  it('writes a plus index with "+" (Rule 5.2: a Handicap Index below zero is a plus handicap)', () => {
    expect(formatHandicapIndex(-21)).toBe('+2.1');
    expect(formatHandicapIndex(124)).toBe('12.4');
    expect(formatHandicapIndex(540)).toBe('54.0');
  });
});
