import { eq } from 'drizzle-orm';
import { alreadyVoidMessage, attestedMessage, voidRoundMessage } from '@rgcc/shared/golf/handicap-record-constants';
import type { PostedRound, ScoreCorrectionBody, StaffHandicapRecord, StaffPostScoreBody } from '@rgcc/shared/golf/handicap-record';
import { fromTenths } from '@rgcc/shared/golf/scores';
import type { Database } from '../../../db/client';
import { accounts, scores, type AccountRow, type ScoreRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { memberByCardId, staffRecordOf } from '../handicap/service';
import { courseCard } from './course-card';
import { recordRound, settleNineHoleScores } from './record-round';
import { roundFigures } from './round-figures';
import { attest, memberScoreForUpdate, postedReply, scoreForUpdate } from './service';

/** What the audit log keeps of a round. */
const auditedRound = (score: ScoreRow) => ({
  playedOn: score.playedOn,
  teeId: score.teeId,
  holes: score.holes,
  strokes: score.strokes,
  grossScore: score.grossScore,
  adjustedGrossScore: score.adjustedGrossScore,
  differential: fromTenths(score.differentialTenths),
});

/** Staff post a round for a member, for any day up to today (a card handed in late), with the reason. Audited. */
export async function staffPostScore(db: Database, actor: AccountRow, memberId: string, input: StaffPostScoreBody): Promise<PostedRound> {
  assertStaff(actor, 'Golf');
  return db.transaction(async (tx) => {
    const member = await memberByCardId(tx, memberId);
    const score = await recordRound(tx, { accountId: member.accountId, playedOn: input.playedOn, teeId: input.teeId, strokes: input.strokes, postedBy: actor.id });
    await recordStaffAction(tx, actor, { action: 'score.posted', entity: { type: 'score', id: score.id }, before: null, after: { memberId, ...auditedRound(score) }, detail: input.reason });
    return postedReply(score);
  });
}

/** The member a score belongs to, by the ID on their card. */
async function memberIdOf(db: Pick<Database, 'select'>, accountId: number) {
  const [account] = await db.select({ memberId: accounts.memberId }).from(accounts).where(eq(accounts.id, accountId));
  return account?.memberId ?? '';
}

/**
 * `PUT /api/admin/scores/{id}`: staff correct the strokes of a round, with the reason. The round is
 * measured again against the ratings and the index it was played with; the pairs of 9-hole scores
 * are settled again and the record, always derived, follows. Audited with the round before and after.
 */
export async function correctScore(db: Database, actor: AccountRow, scoreId: number, input: ScoreCorrectionBody, now = new Date()): Promise<StaffHandicapRecord> {
  assertStaff(actor, 'Golf');
  return db.transaction(async (tx) => {
    const score = await memberScoreForUpdate(tx, scoreId);
    if (score.voidedAt) throw new AppError(409, voidRoundMessage);
    const nine = score.holes === 18 ? { courseRatingTenths: score.courseRatingTenths / 2, slopeRating: score.slopeRating, par: score.par / 2 } : score;
    const figures = roundFigures(input.strokes, { courseRatingTenths: nine.courseRatingTenths, slopeRating: nine.slopeRating, par: nine.par }, await courseCard(tx), score.indexTenths);
    const [corrected] = await tx
      .update(scores)
      .set({
        holes: figures.holes,
        strokes: [...input.strokes],
        courseRatingTenths: figures.courseRatingTenths,
        par: figures.par,
        grossScore: figures.grossScore,
        adjustedGrossScore: figures.adjustedGrossScore,
        differentialTenths: figures.differentialTenths,
        countingDifferentialTenths: figures.holes === 18 ? figures.differentialTenths : null,
        pairedWithScoreId: null,
        correctedAt: now,
      })
      .where(eq(scores.id, scoreId))
      .returning();
    await settleNineHoleScores(tx, score.accountId);
    await recordStaffAction(tx, actor, { action: 'score.corrected', entity: { type: 'score', id: scoreId }, before: auditedRound(score), after: auditedRound(corrected!), detail: input.reason }, now);
    return staffRecordOf(tx, await memberIdOf(tx, score.accountId), actor);
  });
}

/** `POST /api/admin/scores/{id}/void`: the round stays on the record, marked, and counts no more; a nine paired with it is paired again. Audited. */
export async function voidScore(db: Database, actor: AccountRow, scoreId: number, reason: string, now = new Date()): Promise<StaffHandicapRecord> {
  assertStaff(actor, 'Golf');
  return db.transaction(async (tx) => {
    const existing = await memberScoreForUpdate(tx, scoreId);
    if (existing.voidedAt) throw new AppError(409, alreadyVoidMessage);
    await tx.update(scores).set({ voidedAt: now, voidedBy: actor.id, voidReason: reason, pairedWithScoreId: null }).where(eq(scores.id, scoreId));
    await settleNineHoleScores(tx, existing.accountId);
    await recordStaffAction(tx, actor, { action: 'score.voided', entity: { type: 'score', id: scoreId }, before: auditedRound(existing), after: null, detail: reason }, now);
    return staffRecordOf(tx, await memberIdOf(tx, existing.accountId), actor);
  });
}

/** `POST /api/admin/scores/{id}/attestation`: staff attest a round they saw the card of. Audited. */
export async function staffAttest(db: Database, actor: AccountRow, scoreId: number, now = new Date()) {
  assertStaff(actor, 'Golf');
  return db.transaction(async (tx) => {
    const score = await scoreForUpdate(tx, scoreId);
    await attest(tx, score, actor.id, now);
    await recordStaffAction(tx, actor, { action: 'score.attested', entity: { type: 'score', id: scoreId }, detail: null }, now);
    return { message: attestedMessage };
  });
}
