import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, roundHalfUp } from './rounding';

describe('rounding half up (Rules of Handicapping: ".5 rounded upwards"; Rule 5.1c: minus values upward towards 0)', () => {
  it('rounds .5 up and below .5 down', () => {
    expect(divideRoundHalfUp(125, 10)).toBe(13);
    expect(divideRoundHalfUp(124, 10)).toBe(12);
    expect(divideRoundHalfUp(126, 10)).toBe(13);
  });

  it('Rule 5.1c: −1.54 → −1.5, −1.55 → −1.5, −1.56 → −1.6 (in tenths: hundredths / 10)', () => {
    expect(divideRoundHalfUp(-154, 10)).toBe(-15);
    expect(divideRoundHalfUp(-155, 10)).toBe(-15);
    expect(divideRoundHalfUp(-156, 10)).toBe(-16);
  });

  it('takes a negative denominator and refuses fractions or zero', () => {
    expect(divideRoundHalfUp(155, -10)).toBe(-15);
    expect(() => divideRoundHalfUp(1.5, 10)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
  });

  it('is exact at every .x5 boundary over a wide range (property)', () => {
    for (let n = -5000; n <= 5000; n += 1) {
      // n + 0.5 exactly as a fraction (2n + 1) / 2
      expect(divideRoundHalfUp(2 * n + 1, 2)).toBe(n + 1);
      expect(divideRoundHalfUp(n * 7, 7)).toBe(n);
    }
  });

  it('rounds floating values half up through binary error', () => {
    expect(roundHalfUp(12.35 * 100)).toBe(1235);
    expect(roundHalfUp(-2.5)).toBe(-2);
    expect(roundHalfUp(2.4999)).toBe(2);
  });
});
