import { describe, expect, it } from 'vitest';
import { clubPars, clubStrokeIndexes } from './club-card.test-data';
import { parsFor, strokeIndexesFor } from './course';
import { leaderboard, type LeaderboardPlayer, type TournamentFormat } from './leaderboard';

const pars = parsFor(18, clubPars);
const strokeIndexes = strokeIndexesFor(18, clubStrokeIndexes);

/** A card: par on every hole plus these changes ({ hole: strokes over par }), played through `thru` holes. */
function player(key: string, changes: Record<number, number> = {}, thru = 18, playingHandicap = 0, division: string | null = null): LeaderboardPlayer {
  return { key, division, playingHandicap, strokes: pars.map((par, i) => (i < thru ? par + (changes[i + 1] ?? 0) : null)) };
}
const board = (format: TournamentFormat, players: LeaderboardPlayer[], final = false, divisionOrder?: string[]) =>
  leaderboard({ format, pars, strokeIndexes, players, final, divisionOrder });

describe('the live leaderboard', () => {
  it('gross stroke play: positions with ties ("T2"), Thru a count or F, To Par over the holes played, the total; no holes last', () => {
    const rows = board('stroke_gross', [player('nobody', {}, 0), player('p5', { 1: 1, 2: 1, 3: 1 }), player('p3', { 12: 1 }, 12), player('p1'), player('p2', { 4: 1 }, 9)]);
    expect(rows.map(({ key, position, thru, toPar, total }) => [key, position, thru, toPar, total])).toEqual([
      ['p1', '1', 'F', 0, 72],
      ['p2', 'T2', 9, 1, 37],
      ['p3', 'T2', 12, 1, 50],
      ['p5', '4', 'F', 3, 75],
      ['nobody', '', 0, null, null],
    ]);
    expect(rows.every((row) => row.points === null && row.tieBreak === null)).toBe(true);
  });

  it('net stroke play: To Par and total net of the strokes received by stroke index', () => {
    // Handicap 18: a bogey on every hole is net par. Handicap 20 through 6 holes (indexes 3 17 9 7 5 1: 7 strokes), bogeys: 32 − 7 = 25, +6 − 7 = −1.
    const bogeys = Object.fromEntries(pars.map((_, i) => [i + 1, 1]));
    const rows = board('stroke_net', [player('eighteen', bogeys, 18, 18), player('scratch'), player('twenty', bogeys, 6, 20)]);
    expect(rows.map(({ key, position, thru, toPar, total }) => [key, position, thru, toPar, total])).toEqual([
      ['twenty', '1', 6, -1, 25],
      ['eighteen', 'T2', 'F', 0, 72],
      ['scratch', 'T2', 'F', 0, 72],
    ]);
  });

  it('Stableford: points sorted most first, To Par net', () => {
    // Handicap 18: a par everywhere is 3 points a hole (54); scratch level par: 36.
    const rows = board('stableford', [player('scratch'), player('eighteen', {}, 18, 18), player('halfway', { 1: -1 }, 9, 0)]);
    expect(rows.map(({ key, position, points, toPar }) => [key, position, points, toPar])).toEqual([
      ['eighteen', '1', 54, -18],
      ['scratch', '2', 36, 0],
      ['halfway', '3', 19, -1],
    ]);
  });

  it('positions per division, divisions in the order given', () => {
    const rows = board('stroke_net', [player('b1', { 1: 1 }, 18, 15, 'B'), player('a1', {}, 18, 5, 'A'), player('a2', {}, 18, 5, 'A'), player('b2', {}, 18, 15, 'B')], false, ['A', 'B']);
    expect(rows.map(({ key, position, division }) => [key, position, division])).toEqual([
      ['a1', 'T1', 'A'],
      ['a2', 'T1', 'A'],
      ['b2', '1', 'B'],
      ['b1', '2', 'B'],
    ]);
  });

  it('refuses a card that is not the length of the round', () => {
    expect(() => board('stroke_gross', [{ key: 'x', division: null, playingHandicap: 0, strokes: [4, 4] }])).toThrow(RangeError);
  });
});

describe('the final leaderboard: ties for first settled by countback', () => {
  it('gross: level on 72, the better last 6 wins ("Won on countback: last 6"); third stays 3', () => {
    const a = player('a', { 13: 1, 16: -1 }); // 72: level par over the last 9 and the last 6 (13–18), one under over the last 3
    const b = player('b', { 12: 1, 14: -1 }); // 72: level over the last 9, one under over the last 6 → better
    const c = player('c', { 1: 1 });
    const live = board('stroke_gross', [a, b, c]);
    expect(live.map(({ key, position, tieBreak }) => [key, position, tieBreak])).toEqual([
      ['a', 'T1', null],
      ['b', 'T1', null],
      ['c', '3', null],
    ]);
    const final = board('stroke_gross', [a, b, c], true);
    expect(final.map(({ key, position, tieBreak }) => [key, position, tieBreak])).toEqual([
      ['b', '1', 'Won on countback: last 6'],
      ['a', '2', 'Countback: last 6'],
      ['c', '3', null],
    ]);
  });

  it('net: the handicap fractions decide (10 and 16 level over the last 9 and the last 6, 10 better over the last 3)', () => {
    const a = player('a', { 11: 1, 12: 1, 13: 1, 14: 1, 15: 1 }, 18, 10); // gross 77 (+5), net 67
    const b = player('b', { 1: 1, 2: 1, 3: 1, 10: 1, 11: 1, 12: 1, 13: 1, 14: 1, 15: 1, 16: 1, 18: 1 }, 18, 16); // +11, 83, net 67
    const rows = board('stroke_net', [a, b], true);
    expect(rows.map(({ key, total }) => [key, total])).toEqual([
      ['a', 67],
      ['b', 67],
    ]);
    // last 9: a 41 − 5 = 36, b 44 − 8 = 36; last 6: a 26 − 3.33, b 28 − 5.33, both 22.67; last 3: a 10 − 1.67 = 8.33, b 12 − 2.67 = 9.33 → a.
    expect(rows.map(({ position, tieBreak }) => [position, tieBreak])).toEqual([
      ['1', 'Won on countback: last 3'],
      ['2', 'Countback: last 3'],
    ]);
  });

  it('Stableford: the most points over the last holes', () => {
    const a = player('a', { 1: 1, 10: -1 });
    const b = player('b', { 10: 1, 1: -1 });
    const rows = board('stableford', [b, a], true);
    expect(rows.map(({ key, position, points, tieBreak }) => [key, position, points, tieBreak])).toEqual([
      ['a', '1', 36, 'Won on countback: last 9'],
      ['b', '2', 36, 'Countback: last 9'],
    ]);
  });

  it('what countback cannot separate stays tied: identical cards are T1 both; with three, the winner 1 and the others T2', () => {
    expect(board('stroke_gross', [player('a'), player('b')], true).map(({ position, tieBreak }) => [position, tieBreak])).toEqual([
      ['T1', 'Tied on countback'],
      ['T1', 'Tied on countback'],
    ]);
    const rows = board('stroke_gross', [player('x'), player('y'), player('w', { 1: 1, 18: -1 })], true);
    expect(rows.map(({ key, position }) => [key, position])).toEqual([
      ['w', '1'],
      ['x', 'T2'],
      ['y', 'T2'],
    ]);
  });

  it('countback only between finished cards: a tie with a card not finished stays a tie', () => {
    const tied = board('stroke_gross', [player('done'), player('partway', {}, 17)], true);
    expect(tied.map(({ position, tieBreak }) => [position, tieBreak])).toEqual([
      ['T1', null],
      ['T1', null],
    ]);
  });
});
