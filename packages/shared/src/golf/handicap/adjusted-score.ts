/**
 * Adjusted Gross Score (Rule 3.1): each hole counts at most net double bogey, par + 2 + the strokes
 * received on it (from the Course Handicap); a player without a Handicap Index counts at most
 * par + 5 on a hole.
 */

function sameLength(what: string, a: readonly unknown[], b: readonly unknown[]) {
  if (a.length !== b.length) throw new RangeError(`${what}: ${a.length} holes against ${b.length}`);
}

/** Each hole at most net double bogey (par + 2 + strokes received); with no index (`received` null) at most par + 5 (Rule 3.1). */
export function holeLimits(pars: readonly number[], received: readonly number[] | null): number[] {
  if (received === null) return pars.map((par) => par + 5);
  sameLength('Pars and strokes received', pars, received);
  return pars.map((par, hole) => par + 2 + received[hole]!);
}

export function adjustedGrossScore(strokes: readonly number[], pars: readonly number[], received: readonly number[] | null): number {
  sameLength('Strokes and pars', strokes, pars);
  const limits = holeLimits(pars, received);
  return strokes.reduce((total, score, hole) => total + Math.min(score, limits[hole]!), 0);
}
