import { isStaffRole } from '@rgcc/shared/account/staff-roles';
import { and, desc, eq, gt, isNull, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions, signIns, type AccountRow } from '../../db/schema';
import { newSecretToken, tokenHash } from './session-tokens';

/** Staff see members' personal data: their sessions end sooner. */
export const sessionLifetimeMs = { staff: 12 * 60 * 60 * 1000, member: 7 * 24 * 60 * 60 * 1000 } as const;

type Writer = Pick<Database, 'insert' | 'delete'>;

/** How many sign-ins an account's page shows; older ones are deleted as new ones come. */
export const signInHistoryLength = 50;

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

/** A successful sign-in: the account's last sign-in time, and a line of its short history. */
export async function recordSignIn(db: Pick<Database, 'insert' | 'delete' | 'update' | 'select'>, accountId: number, now = new Date()) {
  await db.update(accounts).set({ lastSignInAt: now }).where(eq(accounts.id, accountId));
  await db.insert(signIns).values({ accountId, at: now });
  const kept = db.select({ id: signIns.id }).from(signIns).where(eq(signIns.accountId, accountId)).orderBy(desc(signIns.at), desc(signIns.id)).limit(signInHistoryLength);
  await db.delete(signIns).where(and(eq(signIns.accountId, accountId), notInArray(signIns.id, kept)));
}
