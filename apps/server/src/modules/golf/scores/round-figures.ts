import { adjustedGrossScore } from '@rgcc/shared/golf/handicap/adjusted-score';
import { courseHandicap, parsFor, roundRating, strokeIndexesFor, strokesReceived, type NineRating, type RoundRating } from '@rgcc/shared/golf/handicap/course';
import { eighteenHoleDifferentialForNineHoles, pairedNineHoleDifferential, scoreDifferential } from '@rgcc/shared/golf/handicap/differential';

/** The nine as the card has it, in playing order: each hole's par and stroke index. */
export type CourseCard = { pars: readonly number[]; strokeIndexes: readonly number[] };

/** What a round stores of its figures (docs/golf.md): the ratings as played, gross, adjusted gross and differentials, in tenths where marked. */
export type RoundFigures = {
  holes: 9 | 18;
  courseRatingTenths: number;
  slopeRating: number;
  par: number;
  grossScore: number;
  adjustedGrossScore: number;
  /** Against the round's own ratings (a 9-hole score's is a 9-hole differential). */
  differentialTenths: number;
  /** An 18-hole round's own; a 9-hole score's with the expected score for the other nine (Rule 5.1b, 2024) when there is an index, else null until it is paired (decision 0035). */
  expectedDifferentialTenths: number | null;
};

export const ratingOfScore = (score: { holes: number; courseRatingTenths: number; slopeRating: number; par: number }): RoundRating => ({
  holes: score.holes === 18 ? 18 : 9,
  courseRatingTenths: score.courseRatingTenths,
  slopeRating: score.slopeRating,
  par: score.par,
});

/**
 * A round's figures from its strokes: each hole at most net double bogey with the strokes the
 * Course Handicap of `indexTenths` gives on it, or par + 5 without an index (Rule 3.1); the
 * differential (Rule 5.1) against the tee's ratings for the holes played (18: the nine twice).
 */
export function roundFigures(strokes: readonly number[], tee: NineRating, card: CourseCard, indexTenths: number | null): RoundFigures {
  const holes = strokes.length === 18 ? 18 : 9;
  const rating = roundRating(tee, holes);
  const pars = parsFor(holes, card.pars);
  const received = indexTenths === null ? null : strokesReceived(courseHandicap(indexTenths, rating), strokeIndexesFor(holes, card.strokeIndexes));
  const adjusted = adjustedGrossScore(strokes, pars, received);
  const differentialTenths = scoreDifferential(adjusted, rating);
  return {
    holes,
    courseRatingTenths: rating.courseRatingTenths,
    slopeRating: rating.slopeRating,
    par: rating.par,
    grossScore: strokes.reduce((total, hole) => total + hole, 0),
    adjustedGrossScore: adjusted,
    differentialTenths,
    expectedDifferentialTenths: holes === 18 ? differentialTenths : eighteenHoleDifferentialForNineHoles(adjusted, rating, indexTenths),
  };
}

type NineHoleScore = { id: number; holes: number; courseRatingTenths: number; slopeRating: number; par: number; adjustedGrossScore: number; indexTenths: number | null };

/**
 * Decision 0035, over a member's 9-hole scores that count (not void), in the order played: a score
 * made while the member had no index waits for the next 9-hole score, and the two make one 18-hole
 * differential, kept on the second; any other 9-hole score is made 18 holes with the expected score
 * for its index. Replayed whole after every change, so a void or a correction re-pairs what follows.
 */
export function settleNines(nines: readonly NineHoleScore[]): Map<number, { pairedWithScoreId: number | null; countingDifferentialTenths: number | null }> {
  const settled = new Map<number, { pairedWithScoreId: number | null; countingDifferentialTenths: number | null }>();
  let waiting: NineHoleScore | null = null;
  for (const score of nines) {
    const rating = ratingOfScore(score);
    if (waiting) {
      const paired = pairedNineHoleDifferential({ adjustedGross: waiting.adjustedGrossScore, rating: ratingOfScore(waiting) }, { adjustedGross: score.adjustedGrossScore, rating });
      settled.set(score.id, { pairedWithScoreId: waiting.id, countingDifferentialTenths: paired });
      waiting = null;
    } else if (score.indexTenths !== null) {
      settled.set(score.id, { pairedWithScoreId: null, countingDifferentialTenths: eighteenHoleDifferentialForNineHoles(score.adjustedGrossScore, rating, score.indexTenths) });
    } else {
      settled.set(score.id, { pairedWithScoreId: null, countingDifferentialTenths: null });
      waiting = score;
    }
  }
  return settled;
}
