import { divideRoundHalfUp } from './rounding';
import { type RoundRating } from './course';

/**
 * Score Differentials (Rule 5.1), in tenths, computed as exact integer fractions and rounded once,
 * half up (Rule 5.1a: ".5 rounded upwards"; Rule 5.1c: a minus differential upward towards 0).
 * A 9-hole score (Rule 5.1b, 2024) becomes an 18-hole differential with the player's expected
 * score for the other nine; with no index yet it waits to be paired with another 9-hole score
 * (docs/decisions/0035-nine-hole-scores.md).
 */

function checkRating(rating: RoundRating) {
  if (!Number.isInteger(rating.slopeRating) || rating.slopeRating <= 0) throw new RangeError(`A Slope Rating is a positive whole number, not ${rating.slopeRating}`);
}

/**
 * The differential before rounding, as a fraction in tenths. For a 9-hole rating, half the day's
 * PCC (Rule 5.1b): 113 × (20 × AGS − 2 × CR − PCC) / (2 × Slope).
 */
function differentialFraction(adjustedGross: number, rating: RoundRating, pccTenths: number) {
  checkRating(rating);
  if (rating.holes === 9) {
    return { numerator: 113 * (20 * adjustedGross - 2 * rating.courseRatingTenths - pccTenths), denominator: 2 * rating.slopeRating };
  }
  return { numerator: 113 * (10 * adjustedGross - rating.courseRatingTenths - pccTenths), denominator: rating.slopeRating };
}

/**
 * (113 / Slope) × (AGS − CR − PCC), to the nearest tenth (Rule 5.1), in tenths; exact integer
 * arithmetic. `pccTenths` is the day's (18-hole) playing conditions calculation, 0 unless computed;
 * a 9-hole rating takes half of it (Rule 5.1b).
 */
export function scoreDifferential(adjustedGross: number, rating: RoundRating, pccTenths = 0): number {
  const { numerator, denominator } = differentialFraction(adjustedGross, rating, pccTenths);
  return divideRoundHalfUp(numerator, denominator);
}

/**
 * The expected 9-hole Score Differential for a Handicap Index, in hundredths of a tenth:
 * 0.52 × index + 1.2 (strokes) is (52 × I + 1200) / 100 tenths. The Rules (2024) define expected
 * score without publishing the table behind it; this line reproduces the USGA's published example
 * (index 14.0, 9-hole differential 7.2 → 18-hole 15.7). See decision 0035.
 */
function expectedNineHundredths(indexTenths: number) {
  return 52 * indexTenths + 1200;
}

/** The expected Score Differential over 9 holes for an index, in tenths rounded half up (for showing; the sums below use it unrounded). */
export function expectedNineHoleDifferential(indexTenths: number): number {
  return divideRoundHalfUp(expectedNineHundredths(indexTenths), 100);
}

/**
 * WHS 2024 (Rule 5.1b): a 9-hole score's 18-hole differential = its 9-hole differential + the
 * expected 9-hole differential for the player's index. Null when the player has no index (the
 * score then waits to be paired, see `pairedNineHoleDifferential`). Given a rounded 9-hole
 * differential this rounds a second time; `eighteenHoleDifferentialForNineHoles` rounds once.
 */
export function eighteenHoleDifferentialFromNine(nineHoleDifferentialTenths: number, indexTenths: number | null): number | null {
  if (indexTenths === null) return null;
  if (Number.isInteger(nineHoleDifferentialTenths)) return divideRoundHalfUp(100 * nineHoleDifferentialTenths + expectedNineHundredths(indexTenths), 100);
  return Math.floor(nineHoleDifferentialTenths + expectedNineHundredths(indexTenths) / 100 + 0.5 + 1e-9);
}

/**
 * The same from the 9-hole score itself, exactly: the 9-hole differential stays unrounded until it
 * is combined (Rule 5.1b Note 1), and the sum is rounded once. Null without an index.
 */
export function eighteenHoleDifferentialForNineHoles(adjustedGross: number, nine: RoundRating, indexTenths: number | null, pccTenths = 0): number | null {
  if (nine.holes !== 9) throw new RangeError('A 9-hole differential needs the nine\'s rating');
  if (indexTenths === null) return null;
  const { numerator, denominator } = differentialFraction(adjustedGross, nine, pccTenths);
  return divideRoundHalfUp(100 * numerator + denominator * expectedNineHundredths(indexTenths), 100 * denominator);
}

/**
 * Before 2024 / no index: two 9-hole scores combined into one 18-hole differential (Rule 5.1b,
 * 2020): the sum of the two 9-hole differentials, each unrounded, rounded once. On the same nine
 * (one Slope) that is the sum of the AGS against the sum of the two nines' ratings.
 */
export function pairedNineHoleDifferential(first: { adjustedGross: number; rating: RoundRating }, second: { adjustedGross: number; rating: RoundRating }): number {
  if (first.rating.holes !== 9 || second.rating.holes !== 9) throw new RangeError('Only two 9-hole scores are paired');
  const a = differentialFraction(first.adjustedGross, first.rating, 0);
  const b = differentialFraction(second.adjustedGross, second.rating, 0);
  return divideRoundHalfUp(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}
