import { describe, expect, it } from 'vitest';
import { clubPars, clubStrokeIndexes } from './club-card.test-data';
import { parsFor, strokeIndexesFor } from './course';
import { leaderboard, noReturnPosition, type LeaderboardPlayer } from './leaderboard';

const pars = parsFor(18, clubPars);
const strokeIndexes = strokeIndexesFor(18, clubStrokeIndexes);
const card = (key: string, changes: Record<number, number>, thru = 18): LeaderboardPlayer => ({
  key,
  division: null,
  playingHandicap: 0,
  strokes: pars.map((par, i) => (i < thru ? par + (changes[i + 1] ?? 0) : null)),
});

describe('the final leaderboard and incomplete cards (decision 0038)', () => {
  const players = [card('stopped', {}, 12), card('late', { 10: 1 }), card('early', { 1: 1 }), card('nobody', {}, 0)];

  it('live: a card leads on To Par over the holes played so far', () => {
    expect(leaderboard({ format: 'stroke_gross', pars, strokeIndexes, players, final: false }).map((row) => [row.key, row.position])).toEqual([
      ['stopped', '1'],
      ['early', 'T2'],
      ['late', 'T2'],
      ['nobody', ''],
    ]);
  });

  it('final: an incomplete card is no return, after every complete card, and countback settles the tie for first among those (last 9)', () => {
    const rows = leaderboard({ format: 'stroke_gross', pars, strokeIndexes, players, final: true });
    expect(rows.map((row) => [row.key, row.position, row.thru, row.tieBreak])).toEqual([
      ['early', '1', 'F', 'Won on countback: last 9'],
      ['late', '2', 'F', 'Countback: last 9'],
      ['stopped', noReturnPosition, 12, null],
      ['nobody', '', 0, null],
    ]);
  });
});
