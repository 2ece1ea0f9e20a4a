import { describe, expect, it } from 'vitest';
import { holeOfError, holesOfRound, postingDays, runningTotal, strokesOf } from './post-round-form';

const card = [5, 4, 4, 5, 4, 4, 3, 4, 3].map((par, index) => ({ number: index + 1, par }));

describe('the post-a-round form', () => {
  it('plays the nine twice for 18 holes: hole 10 is hole 1 again, with its par', () => {
    const holes = holesOfRound(18, card);
    expect(holes).toHaveLength(18);
    expect(holes[9]).toEqual({ number: 10, par: 5 });
    expect(holes.reduce((total, hole) => total + hole.par, 0)).toBe(72);
    expect(holesOfRound(9, card).map((hole) => hole.par)).toEqual([5, 4, 4, 5, 4, 4, 3, 4, 3]);
  });

  it('adds up the holes filled in as the member types, leaving blanks and nonsense out', () => {
    expect(runningTotal(['5', '4', '', ' 6 ', 'x', '0'])).toEqual({ total: 15, filled: 3 });
    expect(strokesOf(['5', '', '4'])).toEqual([5, 0, 4]);
  });

  it('offers today and the 7 days before it, and names the hole of a server error', () => {
    expect(postingDays('2026-03-02')).toEqual(['2026-03-02', '2026-03-01', '2026-02-28', '2026-02-27', '2026-02-26', '2026-02-25', '2026-02-24', '2026-02-23']);
    expect(holeOfError('strokes.3')).toBe(4);
    expect(holeOfError('strokes')).toBeNull();
  });
});
