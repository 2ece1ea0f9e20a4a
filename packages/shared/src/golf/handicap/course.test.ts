import { describe, expect, it } from 'vitest';
import { clubPars, clubStrokeIndexes } from './club-card.test-data';
import { courseHandicap, parsFor, playingHandicap, playingHandicapFromIndex, roundRating, strokeIndexesFor, strokesReceived } from './course';

const nine = { courseRatingTenths: 353, slopeRating: 121, par: 36 };

describe('the rating a round is measured against', () => {
  it('18 holes on the nine played twice double Course Rating and par and keep the Slope', () => {
    expect(roundRating(nine, 18)).toEqual({ courseRatingTenths: 706, slopeRating: 121, par: 72, holes: 18 });
    expect(roundRating(nine, 9)).toEqual({ ...nine, holes: 9 });
  });
});

describe('stroke indexes and pars in playing order', () => {
  it("the club's card on 18 holes: 2×SI−1 on the first loop, 2×SI on the second", () => {
    expect(strokeIndexesFor(18, clubStrokeIndexes)).toEqual([3, 17, 9, 7, 5, 1, 11, 15, 13, 4, 18, 10, 8, 6, 2, 12, 16, 14]);
    expect(strokeIndexesFor(9, clubStrokeIndexes)).toEqual([...clubStrokeIndexes]);
    expect(new Set(strokeIndexesFor(18, clubStrokeIndexes)).size).toBe(18);
  });

  it('pars: the nine once or twice (par 36, 72)', () => {
    expect(parsFor(9, clubPars).reduce((a, b) => a + b, 0)).toBe(36);
    expect(parsFor(18, clubPars)).toEqual([...clubPars, ...clubPars]);
  });

  it('refuses a round that is neither 9 nor 18 holes', () => {
    expect(() => parsFor(12 as 9, clubPars)).toThrow(RangeError);
  });
});

describe('Course Handicap (Rule 6.1)', () => {
  it('Rule 6.1a: index × Slope / 113 + (CR − par), rounded: 27.7 on 129 / 71.1 / 72 is 30.72 → 31; 7.9 is 8.12 → 8', () => {
    const tee = { courseRatingTenths: 711, slopeRating: 129, par: 72, holes: 18 } as const;
    expect(courseHandicap(277, tee)).toBe(31);
    expect(courseHandicap(79, tee)).toBe(8);
  });

  it('Rule 6.1b (9 holes): half the index, rounded only at the end: 8.7 on 35.3 / 121 / 36 → 3.96 → 4', () => {
    expect(courseHandicap(87, roundRating(nine, 9))).toBe(4);
  });

  it('Rule 6.1b 2024: the half index is not rounded to a tenth first (index 0.9 on 36.0 / 113 / 36: 0.45 → 0, where 0.5 would make 1)', () => {
    expect(courseHandicap(9, { courseRatingTenths: 360, slopeRating: 113, par: 36, holes: 9 })).toBe(0);
  });

  it('a plus index gives a plus (negative) Course Handicap, .5 rounded upwards (+2.5 is +2)', () => {
    expect(courseHandicap(-21, { courseRatingTenths: 720, slopeRating: 113, par: 72, holes: 18 })).toBe(-2);
    // −2.5 exactly: index −2.5, Slope 113, CR = par.
    expect(courseHandicap(-25, { courseRatingTenths: 720, slopeRating: 113, par: 72, holes: 18 })).toBe(-2);
    expect(courseHandicap(-26, { courseRatingTenths: 720, slopeRating: 113, par: 72, holes: 18 })).toBe(-3);
  });

  it("the club's 18 holes (CR 2 × 35.3, Slope 121, par 72) for index 12.4: 13.28 − 1.4 = 11.88 → 12", () => {
    expect(courseHandicap(124, roundRating(nine, 18))).toBe(12);
  });
});

describe('Playing Handicap (Rule 6.2)', () => {
  it('Course Handicap × allowance, rounded: 15 at 85 % (four-ball) is 12.75 → 13; 14 at 95 % is 13.3 → 13; 10 at 95 % is 9.5 → 10', () => {
    expect(playingHandicap(15, 85)).toBe(13);
    expect(playingHandicap(14, 95)).toBe(13);
    expect(playingHandicap(10, 95)).toBe(10);
    expect(playingHandicap(20, 100)).toBe(20);
  });

  it('Rule 6.1 Note: from the index, the allowance applies to the unrounded Course Handicap (27.7 → 30.72 × 85 % = 26.11 → 26; 7.9 → 8.12 × 85 % = 6.90 → 7)', () => {
    const tee = { courseRatingTenths: 711, slopeRating: 129, par: 72, holes: 18 } as const;
    expect(playingHandicapFromIndex(277, tee, 85)).toBe(26);
    expect(playingHandicapFromIndex(79, tee, 85)).toBe(7);
  });

  it('rounding once differs from rounding twice: index 13.4 on 73.0 / 113 / 72 is 14.4; at 95 % that is 13.68 → 14, where 14 × 95 % = 13.3 → 13', () => {
    const tee = { courseRatingTenths: 730, slopeRating: 113, par: 72, holes: 18 } as const;
    expect(courseHandicap(134, tee)).toBe(14);
    expect(playingHandicapFromIndex(134, tee, 95)).toBe(14);
    expect(playingHandicap(courseHandicap(134, tee), 95)).toBe(13);
  });

  it('takes a fractional allowance', () => {
    expect(playingHandicap(20, 87.5)).toBe(18);
  });
});

describe('strokes received (Appendix E: by stroke index)', () => {
  const eighteen = strokeIndexesFor(18, clubStrokeIndexes);

  it('a handicap of 20 on 18 holes: one stroke on every hole, a second on stroke indexes 1 and 2 (holes 6 and 15)', () => {
    const received = strokesReceived(20, eighteen);
    expect(received).toEqual([1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1]);
    expect(received.reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('a plus 2 on 18 holes gives one back on stroke indexes 18 and 17 (holes 11 and 2)', () => {
    const received = strokesReceived(-2, eighteen);
    expect(received[10]).toBe(-1);
    expect(received[1]).toBe(-1);
    expect(received.reduce((a, b) => a + b, 0)).toBe(-2);
  });

  it('on the nine: 20 is two a hole and a third on indexes 1 and 2 (holes 6 and 1); 0 gives nothing', () => {
    expect(strokesReceived(20, clubStrokeIndexes)).toEqual([3, 2, 2, 2, 2, 3, 2, 2, 2]);
    expect(strokesReceived(0, clubStrokeIndexes)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('always gives the whole handicap, and each hole within one of the others (property)', () => {
    for (let handicap = -40; handicap <= 60; handicap += 1) {
      const received = strokesReceived(handicap, eighteen);
      expect(received.reduce((a, b) => a + b, 0)).toBe(handicap);
      expect(Math.max(...received) - Math.min(...received)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses stroke indexes that are not 1..n once each', () => {
    expect(() => strokesReceived(5, [1, 2, 2])).toThrow(RangeError);
  });
});
