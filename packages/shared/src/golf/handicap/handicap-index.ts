import { divideRoundHalfUp } from './rounding';

/**
 * The Handicap Index from a member's Score Differentials (Rules of Handicapping 2024, Rule 5),
 * replayed score by score so that every index in the record's history is the one the Rules would
 * have given that day. Differentials and indexes are integers in tenths.
 */

export type ScoreForIndex = { id: number; playedOn: string /* YYYY-MM-DD */; postedOrder: number; differentialTenths: number /* 18-hole */ };

/** The maximum Handicap Index (Rule 5.3). */
export const maximumIndexTenths = 540;
/** Soft cap: a rise over the Low Handicap Index beyond 3.0 is halved; hard cap: never more than 5.0 (Rule 5.8). */
export const softCapTenths = 30;
export const hardCapTenths = 50;
/** How many of the most recent differentials count (Rule 5.2). */
export const recentScores = 20;

const table: readonly (readonly [upTo: number, lowest: number, adjustmentTenths: number])[] = [
  [3, 1, -20],
  [4, 1, -10],
  [5, 1, 0],
  [6, 2, -10],
  [8, 2, 0],
  [11, 3, 0],
  [14, 4, 0],
  [16, 5, 0],
  [18, 6, 0],
  [19, 7, 0],
  [20, 8, 0],
];

/** The Rule 5.2a table: how many of `count` (1..20) differentials are averaged and the adjustment (tenths); null below 3. Over 20, the 20's row. */
export function differentialsUsed(count: number): { lowest: number; adjustmentTenths: number } | null {
  if (count < 3) return null;
  const row = table.find(([upTo]) => count <= upTo) ?? table[table.length - 1]!;
  return { lowest: row[1], adjustmentTenths: row[2] };
}

/**
 * The exceptional score reduction for a differential against the index in effect when the round
 * was played (Rule 5.9): 7.0–9.9 below → −1.0, 10.0 or more → −2.0, else 0. In tenths, negative.
 */
export function exceptionalScoreReduction(differentialTenths: number, indexBeforeTenths: number | null): number {
  if (indexBeforeTenths === null) return 0;
  const below = indexBeforeTenths - differentialTenths;
  if (below >= 100) return -20;
  if (below >= 70) return -10;
  return 0;
}

/**
 * The index after the soft and hard caps (Rule 5.8), given the calculated index and the Low
 * Handicap Index: beyond 3.0 over the low the rise is halved (rounded to the nearest tenth, .5 up:
 * the USGA's example 11.6 over 6.5 gives 10.55 → 10.6), and never more than 5.0 over the low.
 */
export function applyCaps(calculatedTenths: number, lowIndexTenths: number | null): { indexTenths: number; capped: 'soft' | 'hard' | null } {
  if (lowIndexTenths === null) return { indexTenths: calculatedTenths, capped: null };
  const rise = calculatedTenths - lowIndexTenths;
  if (rise <= softCapTenths) return { indexTenths: calculatedTenths, capped: null };
  const softened = lowIndexTenths + softCapTenths + divideRoundHalfUp(rise - softCapTenths, 2);
  if (softened - lowIndexTenths > hardCapTenths) return { indexTenths: lowIndexTenths + hardCapTenths, capped: 'hard' };
  return { indexTenths: softened, capped: 'soft' };
}

/**
 * One step of the record. `exceptionalReductionTenths` is what this score's exceptional score
 * reduction took off each of the last 20 differentials (Rule 5.9): 0, −10 (−1.0) or −20 (−2.0).
 * `lowIndexTenths` is the Low Handicap Index the caps were measured against (null before 20 scores).
 */
export type IndexAfter = { scoreId: number; playedOn: string; indexTenths: number | null; lowIndexTenths: number | null; capped: 'soft' | 'hard' | null; exceptionalReductionTenths: number };

export type HandicapRecord = {
  indexTenths: number | null; // the current computed index ("club estimate"); null below 3 differentials (54 holes)
  counted: number[]; // ids of the differentials counted in it (the best 8, or the table's number)
  recent: number[]; // ids of the most recent 20, newest first
  history: IndexAfter[]; // the index after each score, oldest first (the chart)
  adjustedDifferentials: Record<number, number>; // every score's differential after exceptional score reductions
  lowIndexTenths: number | null; // the Low Handicap Index now: the lowest index of the 365 days before the latest score (Rule 5.7); null before 20 scores
};

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

export function compareScores(a: ScoreForIndex, b: ScoreForIndex): number {
  return a.playedOn < b.playedOn ? -1 : a.playedOn > b.playedOn ? 1 : a.postedOrder - b.postedOrder;
}

/** The lowest `count` of these scores by adjusted differential; on equal values the older one first. */
function lowest(scores: readonly ScoreForIndex[], adjusted: ReadonlyMap<number, number>, count: number): ScoreForIndex[] {
  return scores
    .map((score, order) => ({ score, order }))
    .sort((a, b) => adjusted.get(a.score.id)! - adjusted.get(b.score.id)! || a.order - b.order)
    .slice(0, count)
    .map(({ score }) => score);
}

/**
 * The Low Handicap Index after the score at `upTo` in the history (Rule 5.7): the lowest index in
 * effect during the 365 days before the day that score was played, its own result included. An
 * index is in effect from the day of the score it follows until the next one's day.
 */
function lowIndexAfter(history: readonly IndexAfter[], upTo: number): number | null {
  const latest = dayNumber(history[upTo]!.playedOn);
  let low: number | null = null;
  for (let i = 0; i <= upTo; i += 1) {
    const { indexTenths } = history[i]!;
    if (indexTenths === null) continue;
    const until = i === upTo ? latest : dayNumber(history[i + 1]!.playedOn);
    if (until < latest - 365) continue;
    if (low === null || indexTenths < low) low = indexTenths;
  }
  return low;
}

/**
 * Replays a member's scores in order (playedOn, then postedOrder) and gives the index after each
 * one: most recent 20, the table, rounding (nearest tenth), the 54.0 maximum, the soft (3.0 then
 * half) and hard (5.0) caps against the Low Handicap Index of the 365 days before (only once 20
 * scores exist, Rule 5.8), and exceptional score reduction (Rule 5.9: 7.0–9.9 below the index
 * before → −1.0, ≥10.0 → −2.0 on the last 20 differentials, itself included).
 *
 * - "The index before" a round is the one in effect on the day it was played: the index after the
 *   last score played on an earlier day.
 * - The Low Handicap Index the caps use for a score is the one that stood after the score before it
 *   (Interpretation 5.7/1: the 365 days preceding the most recent score's day).
 */
export function handicapRecord(scores: readonly ScoreForIndex[]): HandicapRecord {
  const ordered = [...scores].sort(compareScores);
  const adjusted = new Map<number, number>(ordered.map((score) => [score.id, score.differentialTenths]));
  const history: IndexAfter[] = [];
  let counted: ScoreForIndex[] = [];
  let dayStartIndex: number | null = null; // the index in effect on the day being replayed
  let currentIndex: number | null = null;
  let lowIndex: number | null = null; // after the latest score, once 20 scores exist

  ordered.forEach((score, position) => {
    if (position > 0 && ordered[position - 1]!.playedOn !== score.playedOn) dayStartIndex = currentIndex;
    const recent = ordered.slice(Math.max(0, position + 1 - recentScores), position + 1);

    const reduction = exceptionalScoreReduction(score.differentialTenths, dayStartIndex);
    if (reduction !== 0) for (const earlier of recent) adjusted.set(earlier.id, adjusted.get(earlier.id)! + reduction);

    const used = differentialsUsed(recent.length);
    let indexTenths: number | null = null;
    let capped: IndexAfter['capped'] = null;
    const lowUsed = position + 1 >= recentScores ? lowIndex : null;
    if (used) {
      counted = lowest(recent, adjusted, used.lowest);
      const sum = counted.reduce((total, each) => total + adjusted.get(each.id)!, 0);
      const calculated = divideRoundHalfUp(sum, used.lowest) + used.adjustmentTenths;
      const afterCaps = applyCaps(calculated, lowUsed);
      indexTenths = Math.min(afterCaps.indexTenths, maximumIndexTenths);
      capped = afterCaps.capped;
    } else {
      counted = [];
    }
    currentIndex = indexTenths;
    history.push({ scoreId: score.id, playedOn: score.playedOn, indexTenths, lowIndexTenths: lowUsed, capped, exceptionalReductionTenths: reduction });
    lowIndex = position + 1 >= recentScores - 1 ? lowIndexAfter(history, position) : null;
  });

  const recent = ordered.slice(-recentScores).reverse();
  return {
    indexTenths: currentIndex,
    counted: counted.map((score) => score.id),
    recent: recent.map((score) => score.id),
    history,
    adjustedDifferentials: Object.fromEntries(adjusted),
    lowIndexTenths: ordered.length >= recentScores ? lowIndex : null,
  };
}
