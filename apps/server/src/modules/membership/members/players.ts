import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accounts, members } from '../../../db/schema';

/** A member as a tee time names them. */
export interface MemberPlayer {
  accountId: number;
  memberId: string;
  name: string;
  email: string;
  /** May play: not suspended, and the registration fee paid. */
  active: boolean;
}

const memberColumns = {
  accountId: accounts.id,
  memberId: accounts.memberId,
  name: members.name,
  email: accounts.email,
  deactivatedAt: accounts.deactivatedAt,
  dashboardLocked: accounts.dashboardLocked,
};

type MemberRow = { accountId: number; memberId: string | null; name: string; email: string; deactivatedAt: Date | null; dashboardLocked: boolean };

const asPlayer = (row: MemberRow): MemberPlayer => ({
  accountId: row.accountId,
  memberId: row.memberId!,
  name: row.name,
  email: row.email,
  active: !row.deactivatedAt && !row.dashboardLocked,
});

/**
 * The members with these accounts, their rows locked (no key update) in account order: a booking
 * holds its players' rows, so two bookings naming the same member on the same day are taken one
 * after the other, and the second sees the first (bookings a day are enforced under this lock).
 */
export async function lockMembers(tx: Pick<Database, 'select'>, accountIds: number[]): Promise<void> {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(inArray(accounts.id, accountIds))
    .orderBy(accounts.id)
    .for('no key update');
}

/** Members by their member IDs (upper case); an unknown ID is simply missing from the map. */
export async function membersByMemberId(db: Pick<Database, 'select'>, memberIds: string[]): Promise<Map<string, MemberPlayer>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select(memberColumns)
    .from(accounts)
    .innerJoin(members, eq(members.accountId, accounts.id))
    .where(inArray(accounts.memberId, memberIds));
  return new Map(rows.map((row) => [row.memberId!, asPlayer(row)]));
}

/** Members by account. */
export async function membersByAccount(db: Pick<Database, 'select'>, accountIds: number[]): Promise<Map<number, MemberPlayer>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select(memberColumns)
    .from(accounts)
    .innerJoin(members, eq(members.accountId, accounts.id))
    .where(inArray(accounts.id, [...new Set(accountIds)]));
  return new Map(rows.map((row) => [row.accountId, asPlayer(row)]));
}
