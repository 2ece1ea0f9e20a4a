import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { members } from '../../../db/schema';
import { computedRecord, scoresOf } from './record';

export type IndexSource = 'official' | 'estimate';
export type CurrentIndex = { indexTenths: number | null; source: IndexSource | null };

/**
 * The index that counts for a member (docs/golf.md): the Federation's where staff recorded one
 * (or the register brought it), else the club's estimate from their scores, else none. With
 * `before` (a club day), the estimate is the one in effect that day: from the scores of earlier days.
 */
export async function currentIndexOf(db: Database | Transaction, accountId: number, options: { before?: string } = {}): Promise<CurrentIndex> {
  const [member] = await db.select({ official: members.handicapIndexTenths }).from(members).where(eq(members.accountId, accountId));
  if (member?.official !== null && member?.official !== undefined) return { indexTenths: member.official, source: 'official' };
  const estimate = computedRecord(await scoresOf(db, accountId, { before: options.before, countingOnly: true })).estimateTenths;
  return estimate === null ? { indexTenths: null, source: null } : { indexTenths: estimate, source: 'estimate' };
}
