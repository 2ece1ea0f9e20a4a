import { describe, expect, it } from 'vitest';
import { clubPars, clubStrokeIndexes } from './club-card.test-data';
import { adjustedGrossScore, holeLimits } from './adjusted-score';
import { parsFor, strokeIndexesFor, strokesReceived } from './course';

describe('net double bogey (Rule 3.1b)', () => {
  it('Rule 3.1b on the club\'s card: a Course Handicap of 20 gets one stroke a hole, two on indexes 1 and 2; the limit is par + 2 + strokes', () => {
    const pars = parsFor(18, clubPars);
    const received = strokesReceived(20, strokeIndexesFor(18, clubStrokeIndexes));
    const limits = holeLimits(pars, received);
    // Hole 1, par 5, one stroke: 8. Hole 6, par 4, stroke index 1, two strokes: 8. Hole 7, par 3, one stroke: 6.
    expect(limits[0]).toBe(8);
    expect(limits[5]).toBe(8);
    expect(limits[6]).toBe(6);
  });

  it('caps only the holes over the limit: 10 on a par 5 with one stroke counts 8, the rest as played', () => {
    const pars = parsFor(9, clubPars);
    const received = strokesReceived(9, clubStrokeIndexes); // one a hole
    const strokes = [10, 5, 5, 6, 5, 5, 4, 5, 4]; // gross 49
    expect(adjustedGrossScore(strokes, pars, received)).toBe(47);
  });

  it('a plus handicap lowers the limit on the holes where strokes are given back (par + 1)', () => {
    const received = strokesReceived(-1, clubStrokeIndexes); // hole 2 (index 9)
    expect(holeLimits(parsFor(9, clubPars), received)).toEqual([7, 5, 6, 7, 6, 6, 5, 6, 5]);
  });
});

describe('before a Handicap Index (Rule 3.1a): par + 5', () => {
  it('a 12 on a par 5 counts 10; a 9 on a par 3 counts 8', () => {
    const pars = parsFor(9, clubPars);
    expect(holeLimits(pars, null)).toEqual([10, 9, 9, 10, 9, 9, 8, 9, 8]);
    expect(adjustedGrossScore([12, 4, 4, 5, 4, 4, 9, 4, 3], pars, null)).toBe(10 + 4 + 4 + 5 + 4 + 4 + 8 + 4 + 3);
  });

  it('refuses cards and pars of different lengths', () => {
    expect(() => adjustedGrossScore([4, 4], [4, 4, 4], null)).toThrow(RangeError);
  });
});
