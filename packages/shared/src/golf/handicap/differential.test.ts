import { describe, expect, it } from 'vitest';
import { roundRating } from './course';
import {
  eighteenHoleDifferentialForNineHoles,
  eighteenHoleDifferentialFromNine,
  expectedNineHoleDifferential,
  pairedNineHoleDifferential,
  scoreDifferential,
} from './differential';

const eighteen = (courseRatingTenths: number, slopeRating: number) => ({ courseRatingTenths, slopeRating, par: 72, holes: 18 }) as const;
const clubNine = roundRating({ courseRatingTenths: 353, slopeRating: 121, par: 36 }, 9);

describe('Score Differential (Rule 5.1a)', () => {
  it('Rule 5.1a: (113 / 125) × (94 − 73.0 − 0) = 18.98 → 19.0', () => {
    expect(scoreDifferential(94, eighteen(730, 125))).toBe(190);
  });

  it('95 on 71.5 / 125: 21.24 → 21.2; 69 on the same tee: −2.26 → −2.3', () => {
    expect(scoreDifferential(95, eighteen(715, 125))).toBe(212);
    expect(scoreDifferential(69, eighteen(715, 125))).toBe(-23);
  });

  it('.5 is rounded upwards, exactly: 78 on 71.5 / 130 is 5.65 → 5.7', () => {
    expect(scoreDifferential(78, eighteen(715, 130))).toBe(57);
  });

  it('Rule 5.1c: a minus differential at .5 rounds upward towards 0: 65 on 71.5 / 130 is −5.65 → −5.6', () => {
    expect(scoreDifferential(65, eighteen(715, 130))).toBe(-56);
  });

  it('takes off the PCC: 94 on 73.0 / 125 with PCC +1.0 is 18.08 → 18.1', () => {
    expect(scoreDifferential(94, eighteen(730, 125), 10)).toBe(181);
  });

  it("the club's 18 holes (CR 70.6, Slope 121): 90 is 113/121 × 19.4 = 18.12 → 18.1", () => {
    expect(scoreDifferential(90, roundRating({ courseRatingTenths: 353, slopeRating: 121, par: 36 }, 18))).toBe(181);
  });

  it('Rule 5.1b: a 9-hole rating takes half the PCC (45 on 36.0 / 113 with PCC +1.0: 9.0 − 0.5 = 8.5)', () => {
    expect(scoreDifferential(45, { courseRatingTenths: 360, slopeRating: 113, par: 36, holes: 9 }, 10)).toBe(85);
  });
});

describe('9-hole scores with the expected score (Rule 5.1b, 2024)', () => {
  it("the USGA's 2024 example: index 14.0 and a 9-hole differential of 7.2 make an 18-hole differential of 15.7", () => {
    expect(expectedNineHoleDifferential(140)).toBe(85); // 0.52 × 14.0 + 1.2 = 8.48
    expect(eighteenHoleDifferentialFromNine(72, 140)).toBe(157);
  });

  it('no index: no 18-hole differential yet (the score waits to be paired)', () => {
    expect(eighteenHoleDifferentialFromNine(72, null)).toBeNull();
    expect(eighteenHoleDifferentialForNineHoles(45, clubNine, null)).toBeNull();
  });

  it('a plus index expects less than the 1.2 floor: +2.1 expects 0.52 × −2.1 + 1.2 = 0.1', () => {
    expect(expectedNineHoleDifferential(-21)).toBe(1);
  });

  it('Rule 5.1b Note 1: the 9-hole differential stays unrounded until combined (42 on 35.3 / 121: 6.257 + 8.48 = 14.737 → 14.7, not 6.3 + 8.48 → 14.8)', () => {
    expect(scoreDifferential(42, clubNine)).toBe(63);
    expect(eighteenHoleDifferentialForNineHoles(42, clubNine, 140)).toBe(147);
    expect(eighteenHoleDifferentialFromNine(63, 140)).toBe(148);
  });

  it('refuses an 18-hole rating for a 9-hole score', () => {
    expect(() => eighteenHoleDifferentialForNineHoles(42, roundRating(clubNine, 18), 140)).toThrow(RangeError);
  });
});

describe('two 9-hole scores paired (Rule 5.1b, 2020; players without an index)', () => {
  it('on the same nine: the sum of AGS against twice the rating (42 + 45 on 35.3 / 121: 113/121 × 16.4 = 15.3)', () => {
    expect(pairedNineHoleDifferential({ adjustedGross: 42, rating: clubNine }, { adjustedGross: 45, rating: clubNine })).toBe(153);
  });

  it('on two tees: the two unrounded 9-hole differentials added and rounded once (6.257 + 8.046 = 14.30 → 14.3)', () => {
    const other = { courseRatingTenths: 361, slopeRating: 125, par: 36, holes: 9 } as const;
    expect(pairedNineHoleDifferential({ adjustedGross: 42, rating: clubNine }, { adjustedGross: 45, rating: other })).toBe(143);
  });

  it('pairs only 9-hole scores', () => {
    expect(() => pairedNineHoleDifferential({ adjustedGross: 84, rating: roundRating(clubNine, 18) }, { adjustedGross: 45, rating: clubNine })).toThrow(RangeError);
  });
});
