import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * Failed sign-ins slow down (NIST SP 800-63B 5.2.2): past a few free failures, each further try
 * must wait twice as long as the last, up to 15 minutes, and a quiet hour forgives. Nothing locks
 * for good. Failures are counted per
 * - address (many members share a mobile carrier's address, so it gets more free tries);
 * - account and address together;
 * - account, from anywhere. This one slows only devices that have never signed in to the
 *   account (no device cookie, see device-cookie.ts), so wrong passwords sent from elsewhere
 *   never stop the member on their own device; such a device is counted on its own instead.
 */
const freeFailures = { ip: 20, pair: 5, account: 5, device: 5 } as const;
const maxWaitSeconds = 15 * 60;
/** A quiet hour forgives earlier failures. */
const forgetAfterMs = 60 * 60 * 1000;

type Kind = keyof typeof freeFailures;

/** Who is trying: the account's email as normalised by the schema, the address, and the device. */
export interface LoginSource {
  email: string;
  ip: string;
  /** The device cookie's nonce when this device has signed in to the account before. */
  trustedDevice: string | null;
}

interface Counter {
  key: string;
  kind: Kind;
  /** Whether a wait on this counter refuses the try, or it is only counted. */
  enforced: boolean;
}

function countersOf({ email, ip, trustedDevice }: LoginSource): Counter[] {
  const counters: Counter[] = [
    { key: `ip:${ip}`, kind: 'ip', enforced: true },
    // The address first: it cannot hold the separator, the email could.
    { key: `pair:${ip}|${email}`, kind: 'pair', enforced: true },
    { key: `account:${email}`, kind: 'account', enforced: trustedDevice === null },
  ];
  if (trustedDevice) counters.push({ key: `device:${trustedDevice}`, kind: 'device', enforced: true });
  // One order for every request, so that two tries never wait on each other's rows (no deadlock).
  return counters.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** Seconds the next try must wait after `failures` failures. */
function waitSecondsAfter(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(2 ** (failures - free), maxWaitSeconds);
}

export class LoginThrottled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('login throttled');
  }
}

/**
 * Counts this try as a failure on every counter before the password is checked, in one
 * transaction of one statement per counter, so that parallel guesses cannot all slip through
 * the same gap; `forgiveLoginTry` takes it back after a success. Throws LoginThrottled when an
 * enforced counter must still wait, and then counts nothing.
 */
export async function countLoginTry(db: Database, source: LoginSource, now = new Date()) {
  // Raw SQL gets timestamps as text: postgres.js cannot bind a Date there.
  const at = sql`${now.toISOString()}::timestamptz`;
  const stale = sql`${loginFailures.lastFailureAt} < ${new Date(now.getTime() - forgetAfterMs).toISOString()}::timestamptz`;
  const counted = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
  await db.transaction(async (tx) => {
    for (const { key, kind, enforced } of countersOf(source)) {
      const free = freeFailures[kind];
      const mayTry = sql`${stale} or ${loginFailures.failures} < ${free}
        or ${loginFailures.lastFailureAt} + least(power(2, ${loginFailures.failures} - ${free}), ${maxWaitSeconds}) * interval '1 second' <= ${at}`;
      const [row] = await tx
        .insert(loginFailures)
        .values({ key, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({ target: loginFailures.key, set: { failures: counted, lastFailureAt: now }, ...(enforced ? { setWhere: mayTry } : {}) })
        .returning({ failures: loginFailures.failures });
      if (row) continue;
      const [waiting] = await tx.select().from(loginFailures).where(eq(loginFailures.key, key));
      const waitMs = waiting ? waiting.lastFailureAt.getTime() + waitSecondsAfter(waiting.failures, free) * 1000 - now.getTime() : 0;
      // Rolls the transaction back: a refused try counts on no counter.
      throw new LoginThrottled(Math.max(1, Math.ceil(waitMs / 1000)));
    }
  });
}

/**
 * After a correct password: the pair and the device start afresh, and the address and the
 * account get this try back. The account keeps its earlier failures: the member's sign-in on
 * their own device must not hand a guesser elsewhere a fresh set of free tries.
 */
export async function forgiveLoginTry(db: Database, source: LoginSource) {
  const counters = countersOf(source);
  const takenBack = counters.filter((counter) => counter.kind === 'ip' || counter.kind === 'account').map((counter) => counter.key);
  const cleared = counters.filter((counter) => counter.kind === 'pair' || counter.kind === 'device').map((counter) => counter.key);
  await db.delete(loginFailures).where(inArray(loginFailures.key, cleared));
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(inArray(loginFailures.key, takenBack));
}

/** After a password reset, which proves the mailbox: guesses made before it slow no device. */
export async function forgetAccountFailures(db: Pick<Database, 'delete'>, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, `account:${email}`));
}

/** Failures older than the forgiving hour count for nothing: their rows are swept. */
export async function deleteForgottenLoginFailures(db: Database, now = new Date()) {
  await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, new Date(now.getTime() - forgetAfterMs)));
}
