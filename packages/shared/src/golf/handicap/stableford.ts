/**
 * Points for a hole on the net score: max(0, 2 + par − (strokes − received)) (Rules of Golf
 * Rule 21.1b; Rules of Handicapping, the Stableford table: net double bogey or worse 0, bogey 1,
 * par 2, birdie 3, eagle 4, albatross 5, and one more for each stroke better).
 */
export function stablefordPoints(strokes: number, par: number, received: number): number {
  return Math.max(0, 2 + par - (strokes - received));
}
