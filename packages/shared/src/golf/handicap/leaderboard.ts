import { countback, type CountbackCard, type CountbackStep } from './countback';
import { strokesReceived } from './course';
import { stablefordPoints } from './stableford';
import { type TournamentFormat } from './tournament-format';

/**
 * A tournament's leaderboard from the hole scores entered so far: position (ties "T3"), Thru,
 * To Par, total and Stableford points, per division; when final, ties for first settled by
 * countback. Pure: the server and the page compute the same rows.
 */

export type { TournamentFormat };
export type LeaderboardPlayer = { key: string; division: string | null; playingHandicap: number; strokes: readonly (number | null)[] /* 18 entries, null: not yet played */ };
export type LeaderboardRow = { key: string; position: string /* "1", "T3", "" for no holes yet */; division: string | null; thru: number | 'F'; toPar: number | null; total: number | null; points: number | null; tieBreak: string | null };

type Scored = { player: LeaderboardPlayer; row: LeaderboardRow; rank: number | null; card: CountbackCard | null };

function score(format: TournamentFormat, pars: readonly number[], strokeIndexes: readonly number[], player: LeaderboardPlayer): Scored {
  if (player.strokes.length !== pars.length) throw new RangeError(`${player.key}: ${player.strokes.length} holes on a card of ${pars.length}`);
  const received = format === 'stroke_gross' ? pars.map(() => 0) : strokesReceived(player.playingHandicap, strokeIndexes);
  let played = 0;
  let gross = 0;
  let grossToPar = 0;
  let net = 0;
  let points = 0;
  const holePoints: number[] = [];
  player.strokes.forEach((strokes, hole) => {
    if (strokes === null) return;
    const par = pars[hole]!;
    played += 1;
    gross += strokes;
    grossToPar += strokes - par;
    net += strokes - received[hole]!;
    const earned = stablefordPoints(strokes, par, received[hole]!);
    points += earned;
    holePoints[hole] = earned;
  });
  const netToPar = net - (gross - grossToPar);
  const base = { key: player.key, division: player.division, tieBreak: null };
  if (played === 0) return { player, rank: null, card: null, row: { ...base, position: '', thru: 0, toPar: null, total: null, points: null } };
  const row: LeaderboardRow = {
    ...base,
    position: '',
    thru: played === pars.length ? 'F' : played,
    toPar: format === 'stroke_gross' ? grossToPar : netToPar,
    total: format === 'stroke_net' ? net : gross,
    points: format === 'stableford' ? points : null,
  };
  const card = played === pars.length ? { strokes: player.strokes as readonly number[], handicap: player.playingHandicap, points: holePoints } : null;
  return { player, row, rank: format === 'stableford' ? -points : netOrGross(format, grossToPar, netToPar), card };
}

const netOrGross = (format: TournamentFormat, grossToPar: number, netToPar: number) => (format === 'stroke_net' ? netToPar : grossToPar);

/** Standard competition positions over `rank` (lower is better): 1, T2, T2, 4. */
function assignPositions(scored: Scored[]) {
  for (const each of scored) {
    if (each.rank === null) continue;
    const better = scored.filter((other) => other.rank !== null && other.rank < each.rank!).length;
    const shared = scored.filter((other) => other.rank === each.rank).length > 1;
    each.row.position = `${shared ? 'T' : ''}${better + 1}`;
  }
}

/** Ties for first settled by countback; what countback cannot separate stays tied. */
function settleFirst(format: TournamentFormat, scored: Scored[]): Scored[] {
  const best = scored[0]?.rank;
  if (best === null || best === undefined) return scored;
  const tied = scored.filter((each) => each.rank === best);
  if (tied.length < 2 || tied.some((each) => each.card === null)) return scored;
  const compare = (a: Scored, b: Scored) => countback(format, a.card!, b.card!);
  const ordered = [...tied].sort((a, b) => compare(a, b).order || (a.player.key < b.player.key ? -1 : 1));
  ordered.forEach((each, i) => {
    const better = ordered.filter((other) => compare(other, each).order < 0).length;
    const level = ordered.some((other) => other !== each && compare(other, each).order === 0);
    each.row.position = `${level ? 'T' : ''}${better + 1}`;
    const above = ordered.slice(0, i).reverse().find((other) => compare(other, each).order < 0);
    const below = ordered.slice(i + 1).find((other) => compare(each, other).order < 0);
    const step = (above ? compare(above, each).decidedBy : below ? compare(each, below).decidedBy : 'tie') as CountbackStep | 'tie';
    each.row.tieBreak = step === 'tie' ? 'Tied on countback' : better === 0 ? `Won on countback: ${step}` : `Countback: ${step}`;
  });
  return [...ordered, ...scored.filter((each) => each.rank !== best)];
}

/**
 * Positions per division (ties "T3"), sorted; To Par gross or net over the holes played (net for
 * stroke_net and Stableford), total gross (or net for stroke_net), Stableford points; with
 * `final`, ties for first in each division are settled by countback and `tieBreak` says how
 * ("Won on countback: last 6"). Players with no holes go last. Divisions come in `divisionOrder`
 * when given (others after, by name), otherwise by name, no division first.
 */
export function leaderboard(input: {
  format: TournamentFormat;
  pars: readonly number[];
  strokeIndexes: readonly number[];
  players: readonly LeaderboardPlayer[];
  final: boolean;
  divisionOrder?: readonly string[];
}): LeaderboardRow[] {
  const { format, pars, strokeIndexes, players, final, divisionOrder = [] } = input;
  if (strokeIndexes.length !== pars.length) throw new RangeError('Pars and stroke indexes must cover the same holes');
  const divisions = [...new Set(players.map((player) => player.division))].sort((a, b) => {
    const at = (name: string | null) => (name === null ? -1 : divisionOrder.includes(name) ? divisionOrder.indexOf(name) : divisionOrder.length);
    return at(a) - at(b) || ((a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0);
  });
  return divisions.flatMap((division) => {
    const scored = players
      .filter((player) => player.division === division)
      .map((player) => score(format, pars, strokeIndexes, player))
      .sort((a, b) => {
        if (a.rank === null || b.rank === null) return a.rank === b.rank ? (a.player.key < b.player.key ? -1 : 1) : a.rank === null ? 1 : -1;
        return a.rank - b.rank || (a.player.key < b.player.key ? -1 : 1);
      });
    assignPositions(scored);
    return (final ? settleFirst(format, scored) : scored).map((each) => each.row);
  });
}
