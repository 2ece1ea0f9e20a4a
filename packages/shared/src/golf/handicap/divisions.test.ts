import { describe, expect, it } from 'vitest';
import { allowancePercentFor, defaultAllowancePercent, divisionOf } from './divisions';

describe('divisions by playing handicap', () => {
  const divisions = [
    { name: 'A', maxHandicap: 12 },
    { name: 'B', maxHandicap: 24 },
    { name: 'C', maxHandicap: null },
  ];

  it('A 0–12, B 13–24, C 25+: the first whose maximum the handicap does not exceed', () => {
    expect([-2, 0, 12, 13, 24, 25, 54].map((handicap) => divisionOf(handicap, divisions))).toEqual(['A', 'A', 'A', 'B', 'B', 'C', 'C']);
  });

  it('no divisions: null; above a closed last division: null', () => {
    expect(divisionOf(10, [])).toBeNull();
    expect(divisionOf(30, divisions.slice(0, 2))).toBeNull();
  });
});

describe('handicap allowances (Appendix C)', () => {
  it('95 % for individual stroke play (net) and Stableford; gross 100', () => {
    expect(defaultAllowancePercent).toEqual({ stroke_gross: 100, stroke_net: 95, stableford: 95 });
    expect(allowancePercentFor('stableford')).toBe(95);
    expect(allowancePercentFor('stroke_net', 90)).toBe(90);
  });
});
