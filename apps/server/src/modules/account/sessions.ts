import { isStaffRole } from '@rgcc/shared/constants/staff-roles';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions, type AccountRow } from '../../db/schema';
import { newSecretToken, tokenHash } from './session-tokens';

/** Staff see members' personal data: their sessions end sooner. */
export const sessionLifetimeMs = { staff: 12 * 60 * 60 * 1000, member: 7 * 24 * 60 * 60 * 1000 } as const;

type Writer = Pick<Database, 'insert' | 'delete'>;

export interface SignedIn {
  account: AccountRow;
  tokenHash: string;
}

/** A new session (a new token at every sign-in); answers the token, which is never stored. */
export async function startSession(db: Writer, account: AccountRow, now = new Date()) {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs[isStaffRole(account.role) ? 'staff' : 'member']);
  await db.insert(sessions).values({ tokenHash: tokenHash(token), accountId: account.id, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The account behind a token, if its session exists and has not expired, and the account is not deactivated. */
export async function findSession(db: Database, token: string, now = new Date()): Promise<SignedIn | null> {
  const hash = tokenHash(token);
  const [row] = await db
    .select({ account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, now), isNull(accounts.deactivatedAt)));
  return row ? { account: row.account, tokenHash: hash } : null;
}

export async function endSession(db: Writer, hash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hash));
}

/** After a password change or reset: every browser signed in as this account is signed out. */
export async function endAllSessions(db: Writer, accountId: number) {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}

/** Expired sessions are useless rows: swept hourly with the other expired secrets (see routes.ts). */
export async function deleteExpiredSessions(db: Writer, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
