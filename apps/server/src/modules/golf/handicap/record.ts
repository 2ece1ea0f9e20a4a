import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { handicapRecord, type HandicapRecord } from '@rgcc/shared/golf/handicap/handicap-index';
import type { Database, Transaction } from '../../../db/client';
import { scores, type ScoreRow } from '../../../db/schema';

/** A first index needs 54 holes of scores: three 18-hole rounds, or their 9-hole equivalent (Rule 5.2). */
export const holesForFirstIndex = 54;

/** The holes a score stands for in the record: 18 for an 18-hole round or a pair's second nine, 9 for a nine made 18 with the expected score, 0 while it waits. */
const holesCounted = (score: Pick<ScoreRow, 'holes' | 'countingDifferentialTenths' | 'pairedWithScoreId'>) =>
  score.countingDifferentialTenths === null ? 0 : score.holes === 18 || score.pairedWithScoreId !== null ? 18 : 9;

export type ComputedRecord = HandicapRecord & {
  /** The club's estimate: the computed index once 54 holes count, else null. */
  estimateTenths: number | null;
  holesCounted: number;
};

/**
 * The club's computed record from the scores that count (not void, with an 18-hole differential),
 * in the order played (then posted): the record is always derived, so a correction or a void is
 * reflected everywhere at the next read.
 */
export function computedRecord(rows: readonly Pick<ScoreRow, 'id' | 'playedOn' | 'holes' | 'countingDifferentialTenths' | 'pairedWithScoreId' | 'voidedAt'>[]): ComputedRecord {
  const counting = rows.filter((row) => row.voidedAt === null && row.countingDifferentialTenths !== null);
  const record = handicapRecord(counting.map((row) => ({ id: row.id, playedOn: row.playedOn, postedOrder: row.id, differentialTenths: row.countingDifferentialTenths! })));
  const holes = counting.reduce((total, row) => total + holesCounted(row), 0);
  return { ...record, holesCounted: holes, estimateTenths: holes >= holesForFirstIndex ? record.indexTenths : null };
}

/** A member's scores, void ones too, in the order played; with `before`, only those played on an earlier day. */
export function scoresOf(db: Database | Transaction, accountId: number, options: { before?: string; countingOnly?: boolean } = {}) {
  const conditions = [eq(scores.accountId, accountId)];
  if (options.before) conditions.push(lt(scores.playedOn, options.before));
  if (options.countingOnly) conditions.push(isNull(scores.voidedAt));
  return db
    .select()
    .from(scores)
    .where(and(...conditions))
    .orderBy(asc(scores.playedOn), asc(scores.id));
}
