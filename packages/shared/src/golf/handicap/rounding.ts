/**
 * Rounding for the handicap engine. The Rules of Handicapping round to the nearest tenth or whole
 * number "with .5 rounded upwards", and a minus Score Differential "upward towards 0" (Rule 5.1c:
 * −1.55 is −1.5): that is rounding half up on the number line, `floor(x + 0.5)`, for every sign.
 * The figures are kept as integer fractions so that a .5 boundary is met exactly, never through a
 * binary floating-point approximation.
 */

/** numerator / denominator rounded half up (towards +∞) to a whole number; both integers, denominator ≠ 0. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(`divideRoundHalfUp needs integers and a non-zero denominator, not ${numerator}/${denominator}`);
  }
  if (denominator < 0) return divideRoundHalfUp(-numerator, -denominator);
  // floor((2n + d) / 2d), corrected to exact integer arithmetic.
  const a = 2 * numerator + denominator;
  const b = 2 * denominator;
  let quotient = Math.floor(a / b);
  if (quotient * b > a) quotient -= 1;
  else if ((quotient + 1) * b <= a) quotient += 1;
  return quotient;
}

/**
 * A number that may carry a fraction (an allowance such as 87.5 %, a value not in whole units)
 * rounded half up; the tiny tolerance absorbs binary error at .5 (12.35 × 100 is 1234.9999…).
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  return Math.floor(value + 0.5 + 1e-9);
}
