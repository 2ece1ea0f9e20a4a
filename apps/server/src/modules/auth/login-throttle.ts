import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * Failed sign-ins slow down, per account and per address (NIST SP 800-63B 5.2.2): the first few
 * are free, then each further try must wait twice as long as the last, up to 15 minutes. Nothing
 * locks for good, so nobody can lock a member out by guessing at their email. Many members may
 * share one mobile carrier's address, so an address gets more free tries than an account.
 */
const rules = {
  account: { freeFailures: 5 },
  ip: { freeFailures: 20 },
} as const;
const maxWaitSeconds = 15 * 60;
/** A quiet hour forgives earlier failures. */
const forgetAfterMs = 60 * 60 * 1000;

type Kind = keyof typeof rules;
const keyOf = (kind: Kind, value: string) => `${kind}:${value}`;

/** Seconds the next try must wait after `failures` failures, the last at `last`. */
function waitSecondsAfter(failures: number, freeFailures: number): number {
  return failures < freeFailures ? 0 : Math.min(2 ** (failures - freeFailures), maxWaitSeconds);
}

export class LoginThrottled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('login throttled');
  }
}

/**
 * Counts this try as a failure before the password is checked, in one statement per key, so
 * that parallel guesses cannot all slip through the same gap; `forgive` takes it back after a
 * success. Throws LoginThrottled when either key must still wait.
 */
export async function countLoginTry(db: Database, keys: { account: string; ip: string }, now = new Date()) {
  for (const kind of ['ip', 'account'] as const) {
    const key = keyOf(kind, keys[kind]);
    const { freeFailures } = rules[kind];
    // Raw SQL gets timestamps as text: postgres.js cannot bind a Date there.
    const forgetBefore = sql`${new Date(now.getTime() - forgetAfterMs).toISOString()}::timestamptz`;
    const stale = sql`${loginFailures.lastFailureAt} < ${forgetBefore}`;
    const [counted] = await db
      .insert(loginFailures)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`,
          lastFailureAt: now,
        },
        setWhere: sql`${stale} or ${loginFailures.failures} < ${freeFailures}
          or ${loginFailures.lastFailureAt} + least(power(2, ${loginFailures.failures} - ${freeFailures}), ${maxWaitSeconds}) * interval '1 second' <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ failures: loginFailures.failures });
    if (!counted) {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key));
      const waitMs = row ? row.lastFailureAt.getTime() + waitSecondsAfter(row.failures, freeFailures) * 1000 - now.getTime() : 0;
      throw new LoginThrottled(Math.max(1, Math.ceil(waitMs / 1000)));
    }
  }
}

/** After a correct password: the account starts afresh, and the address gets its try back. */
export async function forgiveLoginTry(db: Database, keys: { account: string; ip: string }) {
  await db.delete(loginFailures).where(eq(loginFailures.key, keyOf('account', keys.account)));
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(eq(loginFailures.key, keyOf('ip', keys.ip)));
}

/** Failures older than the forgiving hour count for nothing: their rows are swept. */
export async function deleteForgottenLoginFailures(db: Database, now = new Date()) {
  await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, new Date(now.getTime() - forgetAfterMs)));
}
