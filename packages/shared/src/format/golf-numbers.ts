/**
 * Golf's tenths as pages show them (issue 24: indexes, ratings and differentials are integers in
 * tenths behind the API and numbers with one decimal in it). No ICU: a fixed point and one decimal,
 * whatever the locale, as the Federation and scorecards write them.
 */

/** 353 → "35.3"; −21 → "−2.1". */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? '−' : '';
  const whole = Math.abs(tenths);
  return `${sign}${Math.floor(whole / 10)}.${whole % 10}`;
}

/** A rating or index given as a number with one decimal (the API's form): 35.3 → "35.3". */
export const formatOneDecimal = (value: number) => formatTenths(Math.round(value * 10));

/** A Handicap Index in tenths as golfers write it: a plus index with "+" (−21 → "+2.1"), 12.4 as "12.4". */
export function formatHandicapIndex(tenths: number): string {
  return tenths < 0 ? `+${formatTenths(-tenths)}` : formatTenths(tenths);
}
