import { describe, expect, it } from 'vitest';
import { stablefordPoints } from './stableford';

describe('Stableford points (Rule 21.1b table)', () => {
  it('on a par 4 with no stroke: albatross 5, eagle 4, birdie 3, par 2, bogey 1, double bogey or worse 0', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((strokes) => stablefordPoints(strokes, 4, 0))).toEqual([5, 4, 3, 2, 1, 0, 0, 0]);
  });

  it('on the net score: a 5 on a par 4 with one stroke is a net par, 2 points; with two strokes, 3', () => {
    expect(stablefordPoints(5, 4, 1)).toBe(2);
    expect(stablefordPoints(5, 4, 2)).toBe(3);
  });

  it('a plus handicap gives a stroke back: a 4 on a par 4 with −1 is a net bogey, 1 point', () => {
    expect(stablefordPoints(4, 4, -1)).toBe(1);
  });
});
