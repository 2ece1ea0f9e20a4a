import { and, desc, eq, gte, inArray, isNull, ne } from 'drizzle-orm';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import {
  alreadyAttestedMessage,
  attestationWindowDays,
  attestedMessage,
  notPartnerMessage,
  ownRoundMessage,
  scoreNotFoundMessage,
  voidRoundMessage,
} from '@rgcc/shared/golf/handicap-record-constants';
import type { PostedRound, RoundToAttest } from '@rgcc/shared/golf/handicap-record';
import { fromTenths, type PostScoreBody } from '@rgcc/shared/golf/scores';
import type { Database, Transaction } from '../../../db/client';
import { accounts, members, scores, teeTimeBookings, teeTimePlayers, tees, type AccountRow, type ScoreRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertMember } from '../../account/entry';
import { teeNameIn } from '../course/tees';
import { lockScoresOf, recordRound } from './record-round';


export const postedReply = (score: ScoreRow): PostedRound => ({
  id: score.id,
  holes: score.holes,
  grossScore: score.grossScore,
  adjustedGrossScore: score.adjustedGrossScore,
  differential: fromTenths(score.differentialTenths),
  countingDifferential: score.countingDifferentialTenths === null ? null : fromTenths(score.countingDifferentialTenths),
});

/** `POST /api/member/scores`: the member's own round, for a day of the posting window (the schema holds it). It counts at once. */
export async function postScore(db: Database, actor: AccountRow, input: PostScoreBody): Promise<PostedRound> {
  assertMember(actor, { unlocked: true });
  const score = await db.transaction((tx) => recordRound(tx, { accountId: actor.id, playedOn: input.playedOn, teeId: input.teeId, strokes: input.strokes, postedBy: actor.id }));
  return postedReply(score);
}

/** A score by id, locked for a change; 404 when there is none. */
export async function scoreForUpdate(tx: Transaction, scoreId: number): Promise<ScoreRow> {
  const [score] = await tx.select().from(scores).where(eq(scores.id, scoreId)).for('update');
  if (!score) throw new AppError(404, scoreNotFoundMessage);
  return score;
}

/**
 * A score to change with what depends on it: its member's scores are held first (as posting holds
 * them), then the score itself, so that a correction and a new round of the same member never
 * wait on each other in opposite orders.
 */
export async function memberScoreForUpdate(tx: Transaction, scoreId: number): Promise<ScoreRow> {
  const [found] = await tx.select({ accountId: scores.accountId }).from(scores).where(eq(scores.id, scoreId));
  if (!found) throw new AppError(404, scoreNotFoundMessage);
  await lockScoresOf(tx, found.accountId);
  return scoreForUpdate(tx, scoreId);
}

/** Marks the round attested by `attester`, once: a second attestation, even at the same moment, is refused. */
export async function attest(tx: Transaction, score: ScoreRow, attesterId: number, now: Date) {
  if (score.voidedAt) throw new AppError(409, voidRoundMessage);
  if (score.attestedBy !== null || score.attestedAt !== null) throw new AppError(409, alreadyAttestedMessage);
  const [done] = await tx
    .update(scores)
    .set({ attestedBy: attesterId, attestedAt: now })
    .where(and(eq(scores.id, score.id), isNull(scores.attestedAt)))
    .returning({ id: scores.id });
  if (!done) throw new AppError(409, alreadyAttestedMessage);
}

/** Whether the account played in the round's tee-time booking (the booking not cancelled). */
async function playedInBooking(tx: Transaction, bookingId: number | null, accountId: number) {
  if (bookingId === null) return false;
  const [player] = await tx
    .select({ id: teeTimePlayers.id })
    .from(teeTimePlayers)
    .innerJoin(teeTimeBookings, eq(teeTimeBookings.id, teeTimePlayers.bookingId))
    .where(and(eq(teeTimePlayers.bookingId, bookingId), eq(teeTimePlayers.accountId, accountId), isNull(teeTimeBookings.cancelledAt)));
  return player !== undefined;
}

/** `POST /api/member/scores/{id}/attestation`: a playing partner of the round's tee-time booking attests it. */
export async function attestAsPartner(db: Database, actor: AccountRow, scoreId: number, now = new Date()) {
  assertMember(actor, { unlocked: true });
  return db.transaction(async (tx) => {
    const score = await scoreForUpdate(tx, scoreId);
    if (score.accountId === actor.id) throw new AppError(403, ownRoundMessage);
    if (!(await playedInBooking(tx, score.teeTimeBookingId, actor.id))) throw new AppError(403, notPartnerMessage);
    await attest(tx, score, actor.id, now);
    return { message: attestedMessage };
  });
}

/**
 * `GET /api/member/scores/to-attest`: rounds of the last 30 days that the member's playing
 * partners posted from a booking the member played in, not yet attested nor void; the tees named
 * in the member's language.
 */
export async function roundsToAttest(db: Database, actor: AccountRow, now = new Date()): Promise<RoundToAttest[]> {
  assertMember(actor, { unlocked: true });
  const mine = db
    .select({ bookingId: teeTimePlayers.bookingId })
    .from(teeTimePlayers)
    .innerJoin(teeTimeBookings, eq(teeTimeBookings.id, teeTimePlayers.bookingId))
    .where(and(eq(teeTimePlayers.accountId, actor.id), isNull(teeTimeBookings.cancelledAt), gte(teeTimePlayers.clubDate, addDays(clubToday(now), -attestationWindowDays))));
  const rows = await db
    .select({
      id: scores.id,
      playedOn: scores.playedOn,
      name: members.name,
      memberId: accounts.memberId,
      holes: scores.holes,
      tee: { name: tees.name, bn: tees.bn },
      grossScore: scores.grossScore,
    })
    .from(scores)
    .innerJoin(accounts, eq(accounts.id, scores.accountId))
    .innerJoin(members, eq(members.accountId, scores.accountId))
    .innerJoin(tees, eq(tees.id, scores.teeId))
    .where(and(inArray(scores.teeTimeBookingId, mine), ne(scores.accountId, actor.id), isNull(scores.attestedAt), isNull(scores.voidedAt)))
    .orderBy(desc(scores.playedOn), desc(scores.id));
  return rows.map(({ tee, ...row }) => ({ ...row, memberId: row.memberId ?? '', teeName: teeNameIn(tee, actor.language) }));
}
