import { describe, expect, it } from 'vitest';
import { countback, countbackSteps } from './countback';

/** An 18-hole card of 4s with some holes changed: { hole (1-based): strokes }. */
function card(changes: Record<number, number>, holes = 18): number[] {
  return Array.from({ length: holes }, (_, i) => changes[i + 1] ?? 4);
}

describe('countback (Committee Procedures 5A(7): last 9, 6, 3, 1)', () => {
  it('the steps: 18 holes → last 9, 6, 3, 1; a 9-hole round → last 6, 3, 1', () => {
    expect(countbackSteps(18).map(({ step }) => step)).toEqual(['last 9', 'last 6', 'last 3', 'last 1']);
    expect(countbackSteps(9).map(({ holes }) => holes)).toEqual([6, 3, 1]);
    expect(() => countbackSteps(12)).toThrow(RangeError);
  });

  it('gross: level totals, the better last nine (holes 10–18) wins', () => {
    const a = { strokes: card({ 1: 6, 10: 3 }), handicap: 0 }; // 73, back nine 35
    const b = { strokes: card({ 1: 5 }), handicap: 0 }; // 73, back nine 36
    expect(countback('stroke_gross', a, b)).toEqual({ order: -1, decidedBy: 'last 9' });
    expect(countback('stroke_gross', b, a)).toEqual({ order: 1, decidedBy: 'last 9' });
  });

  it('gross: level over the last 9 and 6, decided over the last 3, then the last hole', () => {
    const a = { strokes: card({ 13: 5, 16: 3 }), handicap: 0 }; // 72: last 9 and 6 as b's, last 3 one better
    const b = { strokes: card({}), handicap: 0 };
    expect(countback('stroke_gross', a, b)).toEqual({ order: -1, decidedBy: 'last 3' });
    const e = { strokes: card({ 17: 3, 18: 5 }), handicap: 0 };
    const f = { strokes: card({ 17: 5, 18: 3 }), handicap: 0 };
    expect(countback('stroke_gross', e, f)).toEqual({ order: 1, decidedBy: 'last 1' });
  });

  it('identical cards are a tie', () => {
    expect(countback('stroke_gross', { strokes: card({}), handicap: 3 }, { strokes: card({}), handicap: 3 })).toEqual({ order: 0, decidedBy: 'tie' });
  });

  it('net: with 1/2, 1/3, 1/6 and 1/18 of the handicap, fractions kept (10 and 16: level over the last 9, 10 better over the last 6)', () => {
    // A: handicap 10, gross 76, net 66. Back nine 40 − 5 = 35; last six 25 − 3.33 = 21.67.
    const a = { strokes: card({ 10: 5, 11: 5, 12: 5, 13: 5 }), handicap: 10 };
    // B: handicap 16, gross 82, net 66. Back nine 43 − 8 = 35; last six 28 − 5.33 = 22.67.
    const b = { strokes: card({ 1: 5, 2: 5, 3: 5, 10: 5, 11: 5, 12: 5, 13: 5, 14: 5, 15: 5, 16: 5 }), handicap: 16 };
    const sum = (values: readonly number[]) => values.reduce((x, y) => x + y, 0);
    expect([sum(a.strokes) - 10, sum(b.strokes) - 16]).toEqual([66, 66]);
    expect(countback('stroke_net', a, b)).toEqual({ order: -1, decidedBy: 'last 6' });
    // In gross the same cards are decided over the last 9 (40 against 43).
    expect(countback('stroke_gross', a, b)).toEqual({ order: -1, decidedBy: 'last 9' });
  });

  it('net on a 9-hole round: 6/9, 3/9 and 1/9 of the handicap', () => {
    // last 6: A 26 − 9 × 6/9 = 20, B 24 − 6 × 6/9 = 20; last 3: A 13 − 3 = 10, B 12 − 2 = 10;
    // last 1: A 5 − 1 = 4, B 4 − 0.67 = 3.33 → B.
    const a = { strokes: card({ 4: 5, 9: 5 }, 9), handicap: 9 };
    const b = { strokes: card({}, 9), handicap: 6 };
    expect(countback('stroke_net', a, b)).toEqual({ order: 1, decidedBy: 'last 1' });
  });

  it('Stableford: the most points over the last 9, 6, 3, 1 wins', () => {
    const base = Array.from({ length: 18 }, () => 2);
    const a = { strokes: card({}), handicap: 0, points: base.map((p, i) => (i === 9 ? 3 : i === 0 ? 1 : p)) };
    const b = { strokes: card({}), handicap: 0, points: base };
    expect(countback('stableford', a, b)).toEqual({ order: -1, decidedBy: 'last 9' });
    expect(() => countback('stableford', { strokes: card({}), handicap: 0 }, b)).toThrow(RangeError);
  });
});
