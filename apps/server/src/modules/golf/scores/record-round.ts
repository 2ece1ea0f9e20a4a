import { and, asc, eq, isNull } from 'drizzle-orm';
import { holesCountMessage } from '@rgcc/shared/golf/scores';
import type { Transaction } from '../../../db/client';
import { accounts, scores, teeTimeBookings, teeTimePlayers, type ScoreRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { currentIndexOf } from '../handicap/current-index';
import { courseCard, teeOf } from './course-card';
import { roundFigures, settleNines } from './round-figures';

export type RoundInput = {
  accountId: number;
  /** The club's calendar day it was played. */
  playedOn: string;
  teeId: number;
  /** Gross strokes per hole, 9 or 18, in playing order. */
  strokes: readonly number[];
  /** A tournament's round. */
  eventId?: number | null;
  postedBy: number | null;
};

/** Holds the member's account row: one member's scores are posted, corrected and paired one after the other. */
export async function lockScoresOf(tx: Transaction, accountId: number) {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
}

/** The member's tee-time booking of that day (not cancelled) they played in, if any: the round is linked to it. */
export async function bookingOn(tx: Transaction, accountId: number, playedOn: string): Promise<number | null> {
  const [booking] = await tx
    .select({ id: teeTimeBookings.id })
    .from(teeTimePlayers)
    .innerJoin(teeTimeBookings, eq(teeTimeBookings.id, teeTimePlayers.bookingId))
    .where(and(eq(teeTimePlayers.accountId, accountId), eq(teeTimePlayers.clubDate, playedOn), isNull(teeTimeBookings.cancelledAt)))
    .orderBy(asc(teeTimeBookings.startsAt))
    .limit(1);
  return booking?.id ?? null;
}

/**
 * Re-pairs the member's 9-hole scores after any change (decision 0035): the pairs and the 18-hole
 * differentials they give are derived from the scores that count, in the order played.
 */
export async function settleNineHoleScores(tx: Transaction, accountId: number) {
  const nines = await tx
    .select()
    .from(scores)
    .where(and(eq(scores.accountId, accountId), eq(scores.holes, 9), isNull(scores.voidedAt)))
    .orderBy(asc(scores.playedOn), asc(scores.id));
  const settled = settleNines(nines);
  for (const score of nines) {
    const next = settled.get(score.id)!;
    if (next.pairedWithScoreId === score.pairedWithScoreId && next.countingDifferentialTenths === score.countingDifferentialTenths) continue;
    await tx.update(scores).set(next).where(eq(scores.id, score.id));
  }
}

/**
 * Records a round a member played: its figures with the index that counted for them before the
 * round (the Federation's, else the club's estimate of the days before, else none: par + 5), the
 * tee's ratings as they stand, the member's tee-time booking of that day. No authorisation here:
 * callers check who may post, and for which day.
 */
export async function recordRound(tx: Transaction, input: RoundInput): Promise<ScoreRow> {
  if (input.strokes.length !== 9 && input.strokes.length !== 18) throw new AppError(400, holesCountMessage, { strokes: holesCountMessage });
  await lockScoresOf(tx, input.accountId);
  const tee = await teeOf(tx, input.teeId);
  const card = await courseCard(tx);
  const { indexTenths } = await currentIndexOf(tx, input.accountId, { before: input.playedOn });
  const figures = roundFigures(input.strokes, tee, card, indexTenths);
  const [inserted] = await tx
    .insert(scores)
    .values({
      accountId: input.accountId,
      playedOn: input.playedOn,
      teeId: tee.id,
      holes: figures.holes,
      strokes: [...input.strokes],
      courseRatingTenths: figures.courseRatingTenths,
      slopeRating: figures.slopeRating,
      par: figures.par,
      indexTenths,
      grossScore: figures.grossScore,
      adjustedGrossScore: figures.adjustedGrossScore,
      differentialTenths: figures.differentialTenths,
      countingDifferentialTenths: figures.holes === 18 ? figures.differentialTenths : null,
      teeTimeBookingId: await bookingOn(tx, input.accountId, input.playedOn),
      eventId: input.eventId ?? null,
      postedBy: input.postedBy,
    })
    .returning();
  if (figures.holes === 9) {
    await settleNineHoleScores(tx, input.accountId);
    const [settled] = await tx.select().from(scores).where(eq(scores.id, inserted!.id));
    return settled!;
  }
  return inserted!;
}
