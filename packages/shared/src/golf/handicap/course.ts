import { divideRoundHalfUp, roundHalfUp } from './rounding';

/**
 * The course side of the World Handicap System (Rules of Handicapping 2024): the rating a round is
 * measured against, stroke indexes and pars in playing order, Course Handicap (Rule 6.1), Playing
 * Handicap (Rule 6.2) and the strokes received on each hole (Appendix E). Course Ratings and
 * Handicap Indexes are integers in tenths (71.2 is 712, a plus index +2.1 is −21).
 */

/** A tee's 9-hole values, as staff set them. */
export type NineRating = { courseRatingTenths: number; slopeRating: number; par: number };
export type RoundRating = NineRating & { holes: 9 | 18 };

/** The rating a round of `holes` is measured against: 18 holes (the nine twice) double Course Rating and par and keep the Slope. */
export function roundRating(nine: NineRating, holes: 9 | 18): RoundRating {
  const { courseRatingTenths, slopeRating, par } = nine;
  return holes === 18 ? { courseRatingTenths: 2 * courseRatingTenths, slopeRating, par: 2 * par, holes } : { courseRatingTenths, slopeRating, par, holes };
}

function checkHoles(holes: number): asserts holes is 9 | 18 {
  if (holes !== 9 && holes !== 18) throw new RangeError(`A round is 9 or 18 holes, not ${holes}`);
}

/** Stroke indexes in playing order: 9 holes as the card says; 18: hole n of the first loop 2×SI−1, of the second 2×SI. */
export function strokeIndexesFor(holes: 9 | 18, nineStrokeIndexes: readonly number[]): number[] {
  checkHoles(holes);
  if (holes === 9) return [...nineStrokeIndexes];
  return [...nineStrokeIndexes.map((index) => 2 * index - 1), ...nineStrokeIndexes.map((index) => 2 * index)];
}

/** The pars in playing order (the nine twice for 18). */
export function parsFor(holes: 9 | 18, ninePars: readonly number[]): number[] {
  checkHoles(holes);
  return holes === 9 ? [...ninePars] : [...ninePars, ...ninePars];
}

/**
 * The Course Handicap before rounding, as an exact fraction. 18 holes (Rule 6.1a):
 * index × Slope / 113 + (CR − par). 9 holes (Rule 6.1b, 2024): the index halved, not rounded
 * ("rounding to the nearest whole number is the final step"), against the nine's ratings.
 * In tenths: (I × S + 113 × (C − 10 × par)) / 1130, and (I × S + 226 × (C − 10 × par)) / 2260 for 9.
 */
export function courseHandicapFraction(indexTenths: number, rating: RoundRating): { numerator: number; denominator: number } {
  checkHoles(rating.holes);
  const halves = rating.holes === 9 ? 2 : 1;
  const { courseRatingTenths, slopeRating, par } = rating;
  return {
    numerator: indexTenths * slopeRating + 113 * halves * (courseRatingTenths - 10 * par),
    denominator: 1130 * halves,
  };
}

/** Course Handicap for a round: index × Slope/113 + (CR − par), rounded to a whole number (Rule 6.1). For 9 holes, half the index (Rule 6.1b, 2024). */
export function courseHandicap(indexTenths: number, rating: RoundRating): number {
  const { numerator, denominator } = courseHandicapFraction(indexTenths, rating);
  return divideRoundHalfUp(numerator, denominator);
}

/**
 * Playing Handicap = Course Handicap × allowance %, rounded (Rule 6.2, with the worked example's
 * rounded Course Handicap). Give it an unrounded Course Handicap and it rounds once; for a
 * tournament prefer `playingHandicapFromIndex`, which does that exactly.
 */
export function playingHandicap(courseHandicap: number, allowancePercent: number): number {
  if (Number.isInteger(courseHandicap) && Number.isInteger(allowancePercent)) return divideRoundHalfUp(courseHandicap * allowancePercent, 100);
  return roundHalfUp((courseHandicap * allowancePercent) / 100);
}

/**
 * Playing Handicap straight from the index, the allowance applied to the unrounded Course
 * Handicap (Rule 6.1 Note: "the full calculated value is retained and rounding occurs only after
 * the Playing Handicap calculation"; the USGA's FAQ on where rounding occurs says the same).
 */
export function playingHandicapFromIndex(indexTenths: number, rating: RoundRating, allowancePercent: number): number {
  const { numerator, denominator } = courseHandicapFraction(indexTenths, rating);
  if (Number.isInteger(allowancePercent)) return divideRoundHalfUp(numerator * allowancePercent, denominator * 100);
  return roundHalfUp((numerator * allowancePercent) / (denominator * 100));
}

function checkStrokeIndexes(strokeIndexes: readonly number[]) {
  const holes = strokeIndexes.length;
  const seen = new Set(strokeIndexes);
  if (holes === 0 || seen.size !== holes || strokeIndexes.some((index) => !Number.isInteger(index) || index < 1 || index > holes)) {
    throw new RangeError(`Stroke indexes must be 1 to ${holes}, each once: ${strokeIndexes.join(' ')}`);
  }
}

/**
 * Strokes received on each hole (playing order) for a handicap over these stroke indexes
 * (Appendix E): a whole number of strokes on every hole for each full round of the handicap, one
 * more on the holes whose index is at most what is left. A plus handicap gives strokes back from
 * the highest index down (negative numbers): +2 on 18 holes gives one back on indexes 18 and 17.
 */
export function strokesReceived(handicap: number, strokeIndexes: readonly number[]): number[] {
  if (!Number.isInteger(handicap)) throw new RangeError(`A handicap for strokes is a whole number, not ${handicap}`);
  checkStrokeIndexes(strokeIndexes);
  const holes = strokeIndexes.length;
  const size = Math.abs(handicap);
  const everyHole = Math.floor(size / holes);
  const left = size % holes;
  return strokeIndexes.map((index) => {
    if (handicap >= 0) return everyHole + (index <= left ? 1 : 0);
    return -(everyHole + (index > holes - left ? 1 : 0));
  });
}
