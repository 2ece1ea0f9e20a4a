import { asc, eq, inArray } from 'drizzle-orm';
import { courseHandicap, roundRating } from '@rgcc/shared/golf/handicap/course';
import { recordRoundsShown, staffAttesterLabel } from '@rgcc/shared/golf/handicap-record-constants';
import type { HandicapRecordReply, RecordRound, StaffHandicapRecord } from '@rgcc/shared/golf/handicap-record';
import { fromTenths, toTenths, type OfficialIndexBody } from '@rgcc/shared/golf/scores';
import { unknownMemberIdMessage } from '@rgcc/shared/membership/member-id';
import type { Locale } from '@rgcc/shared/format/locale';
import type { Database, Transaction } from '../../../db/client';
import { accounts, members, tees, type AccountRow, type ScoreRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertMember, assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { membersByMemberId } from '../../membership/entry';
import { teeNameIn } from '../course/tees';
import { computedRecord, holesForFirstIndex, scoresOf } from './record';


/** Who attested each round: a partner by their name on the register, staff as the club. */
async function attesterNames(db: Database | Transaction, rows: readonly ScoreRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.attestedBy).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: accounts.id, role: accounts.role, name: members.name }).from(accounts).leftJoin(members, eq(members.accountId, accounts.id)).where(inArray(accounts.id, ids));
  return new Map(found.map((row) => [row.id, row.role === 'member' && row.name ? row.name : staffAttesterLabel]));
}

/**
 * The rounds the record lists, newest first: the last 20, and further back as far as the oldest of
 * the 20 differentials the estimate uses, so that every counted round is on the list; void and
 * waiting rounds in between are shown, marked.
 */
function roundsShown(rows: readonly ScoreRow[], recentIds: readonly number[]): ScoreRow[] {
  const newestFirst = [...rows].reverse();
  const oldestRecent = recentIds.at(-1);
  const reach = oldestRecent === undefined ? 0 : newestFirst.findIndex((row) => row.id === oldestRecent) + 1;
  return newestFirst.slice(0, Math.max(recordRoundsShown, reach));
}

/**
 * A member's whole record as their page and the console show it, to a reader of `locale` (the tees'
 * names in it); derived from the scores at every read.
 */
export async function recordOf(db: Database | Transaction, accountId: number, locale: Locale): Promise<HandicapRecordReply> {
  const [[member], rows, teeRows] = await Promise.all([
    db.select({ official: members.handicapIndexTenths, asOf: members.handicapAsOf }).from(members).where(eq(members.accountId, accountId)),
    scoresOf(db, accountId),
    db.select().from(tees).orderBy(asc(tees.position), asc(tees.id)),
  ]);
  const record = computedRecord(rows);
  const official = member?.official ?? null;
  const counts = official ?? record.estimateTenths;
  const counted = new Set(record.counted);
  const teeNames = new Map(teeRows.map((tee) => [tee.id, teeNameIn(tee, locale)]));
  const shown = roundsShown(rows, record.recent);
  const attesters = await attesterNames(db, shown);

  // The estimate after each day, from the day 54 holes count.
  const holesAfter = new Map<number, number>();
  let holes = 0;
  for (const row of rows) {
    if (row.voidedAt === null && row.countingDifferentialTenths !== null) holes += row.holes === 18 || row.pairedWithScoreId !== null ? 18 : 9;
    holesAfter.set(row.id, holes);
  }
  const byDay = new Map<string, number>();
  for (const step of record.history) {
    if (step.indexTenths !== null && (holesAfter.get(step.scoreId) ?? 0) >= holesForFirstIndex) byDay.set(step.playedOn, step.indexTenths);
  }

  return {
    officialIndex: official === null ? null : fromTenths(official),
    officialAsOf: official === null ? null : (member?.asOf ?? null),
    estimatedIndex: record.estimateTenths === null ? null : fromTenths(record.estimateTenths),
    indexSource: official !== null ? 'official' : record.estimateTenths !== null ? 'estimate' : null,
    rounds: shown.map(
      (row): RecordRound => ({
        id: row.id,
        playedOn: row.playedOn,
        holes: row.holes,
        teeName: teeNames.get(row.teeId) ?? '',
        strokes: row.strokes,
        grossScore: row.grossScore,
        adjustedGrossScore: row.adjustedGrossScore,
        differential: fromTenths(row.differentialTenths),
        countingDifferential: row.countingDifferentialTenths === null ? null : fromTenths(row.countingDifferentialTenths),
        pairedWith: row.pairedWithScoreId,
        counted: counted.has(row.id),
        attestedBy: row.attestedBy === null ? null : (attesters.get(row.attestedBy) ?? staffAttesterLabel),
        voided: row.voidedAt !== null,
        voidReason: row.voidReason,
        corrected: row.correctedAt !== null,
        tournament: row.eventId !== null,
      }),
    ),
    history: [...byDay].map(([playedOn, index]) => ({ playedOn, index: fromTenths(index) })),
    courseHandicaps: teeRows.map((tee) => ({
      teeId: tee.id,
      teeName: teeNameIn(tee, locale),
      holes9: counts === null ? null : courseHandicap(counts, roundRating(tee, 9)),
      holes18: counts === null ? null : courseHandicap(counts, roundRating(tee, 18)),
    })),
  };
}

/** `GET /api/member/handicap`. */
export async function memberHandicap(db: Database, actor: AccountRow): Promise<HandicapRecordReply> {
  assertMember(actor, { unlocked: true });
  return recordOf(db, actor.id, actor.language);
}

/** A member by the ID on their card, for the console; 404 when no member has it. */
export async function memberByCardId(db: Database | Transaction, memberId: string) {
  const member = (await membersByMemberId(db, [memberId])).get(memberId);
  if (!member) throw new AppError(404, unknownMemberIdMessage(memberId));
  return member;
}

/** A member's record in the console, in the language of the staff reading it. */
export async function staffRecordOf(db: Database | Transaction, memberId: string, reader: AccountRow): Promise<StaffHandicapRecord> {
  const member = await memberByCardId(db, memberId);
  return { ...(await recordOf(db, member.accountId, reader.language)), memberId: member.memberId, name: member.name };
}

/** `GET /api/admin/members/{memberId}/handicap`. */
export async function staffMemberHandicap(db: Database, actor: AccountRow, memberId: string): Promise<StaffHandicapRecord> {
  assertStaff(actor, 'Golf');
  return staffRecordOf(db, memberId, actor);
}

/** Staff record the Federation's index with the day it was published: from then on it is the index that counts. Audited. */
export async function setOfficialIndex(db: Database, actor: AccountRow, memberId: string, input: OfficialIndexBody): Promise<StaffHandicapRecord> {
  assertStaff(actor, 'Golf');
  return db.transaction(async (tx) => {
    const member = await memberByCardId(tx, memberId);
    const [before] = await tx
      .select({ index: members.handicapIndexTenths, asOf: members.handicapAsOf })
      .from(members)
      .where(eq(members.accountId, member.accountId))
      .for('update');
    const indexTenths = toTenths(input.officialIndex);
    await tx.update(members).set({ handicapIndexTenths: indexTenths, handicapAsOf: input.asOf }).where(eq(members.accountId, member.accountId));
    await recordStaffAction(tx, actor, {
      action: 'member.official_index_set',
      entity: { type: 'member', id: member.accountId },
      before: before && before.index !== null ? { officialIndex: fromTenths(before.index), asOf: before.asOf } : null,
      after: { officialIndex: fromTenths(indexTenths), asOf: input.asOf },
    });
    return staffRecordOf(tx, memberId, actor);
  });
}
