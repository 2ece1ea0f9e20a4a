import { type TournamentFormat } from './tournament-format';

/**
 * Countback ("matching cards"), the tie-break the Rules of Golf's Committee Procedures recommend
 * (Section 5A(7)) where there is no play-off: the better score over the last 9, 6, 3 and 1 holes,
 * with one-half, one-third, one-sixth and one-eighteenth of the handicaps in a net competition.
 * Those fractions are the share of the round the holes are (9/18, 6/18, 3/18, 1/18); on a 9-hole
 * round the same rule gives 6/9, 3/9 and 1/9 over the last 6, 3 and 1 (decision 0035). Fractions
 * are not rounded: the comparison is exact.
 */

export type CountbackCard = { strokes: readonly number[] /* full round, playing order */; handicap: number; points?: readonly number[] };
export type CountbackStep = 'last 9' | 'last 6' | 'last 3' | 'last 1';

/** The steps for a round of `holes`: 18 → last 9, 6, 3, 1; 9 → last 6, 3, 1. */
export function countbackSteps(holes: number): { step: CountbackStep; holes: number }[] {
  if (holes === 18) return [9, 6, 3, 1].map((count) => ({ step: `last ${count}` as CountbackStep, holes: count }));
  if (holes === 9) return [6, 3, 1].map((count) => ({ step: `last ${count}` as CountbackStep, holes: count }));
  throw new RangeError(`Countback needs a full round of 9 or 18 holes, not ${holes}`);
}

const sumLast = (values: readonly number[], count: number) => values.slice(values.length - count).reduce((total, value) => total + value, 0);

/**
 * Compares two equal totals by the last 9, 6, 3 and 1 holes (net: with 1/2, 1/3, 1/6, 1/18 of the
 * handicap; Stableford: most points wins); `order` is negative when `a` is better, positive when
 * `b` is, 0 when every step is level. `decidedBy` says which step decided, or 'tie'.
 */
export function countback(format: TournamentFormat, a: CountbackCard, b: CountbackCard): { order: number; decidedBy: CountbackStep | 'tie' } {
  const holes = a.strokes.length;
  if (b.strokes.length !== holes) throw new RangeError('Countback compares two cards of the same round');
  for (const { step, holes: count } of countbackSteps(holes)) {
    let difference: number;
    if (format === 'stableford') {
      if (!a.points || !b.points) throw new RangeError('Stableford countback needs the points of each hole');
      difference = sumLast(b.points, count) - sumLast(a.points, count);
    } else if (format === 'stroke_net') {
      // (strokes − handicap × count / holes), multiplied through by `holes` to stay whole.
      difference = sumLast(a.strokes, count) * holes - a.handicap * count - (sumLast(b.strokes, count) * holes - b.handicap * count);
    } else {
      difference = sumLast(a.strokes, count) - sumLast(b.strokes, count);
    }
    if (difference !== 0) return { order: Math.sign(difference), decidedBy: step };
  }
  return { order: 0, decidedBy: 'tie' };
}
