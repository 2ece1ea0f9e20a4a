import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Failed sign-ins slow down (NIST SP 800-63B 5.2.2): past a few free failures, each further try
 * must wait twice as long as the last, up to 15 minutes, and a quiet hour forgives. Nothing locks
 * for good. Failures are counted per
 * - address (many members share a mobile carrier's address, so it gets more free tries);
 * - account and address together;
 * - account, from anywhere. This one slows only devices that have never signed in to the
 *   account (no device cookie, see device-cookie.ts), so wrong passwords sent from elsewhere
 *   never stop the member on their own device; such a device is counted on its own instead.
 * Wrong sign-in codes of a member of staff are counted on their account too, across challenges
 * (`code`), so that signing in again with the password gives no fresh guesses (decision 0021).
 */
const freeFailures = { ip: 20, pair: 5, account: 5, device: 5, code: 5 } as const;
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

/** A member of staff's wrong codes: only someone who has just given the right password can make them. */
const codeCounterOf = (accountId: number): Counter => ({ key: `code:${accountId}`, kind: 'code', enforced: true });

/** Seconds the next try must wait after `failures` failures. */
function waitSecondsAfter(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(2 ** (failures - free), maxWaitSeconds);
}

export const tooManySignInsMessage = (wait: string) => `Too many failed sign-ins. Please wait ${wait} and try again.`;

/** The throttled try's answer, for passwords and codes alike: how long to wait, in words and in `Retry-After`. */
function tooManyTries(retryAfterSeconds: number): AppError {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const wait = retryAfterSeconds < 60 ? count(retryAfterSeconds, 'second') : count(Math.ceil(retryAfterSeconds / 60), 'minute');
  return new AppError(429, tooManySignInsMessage(wait), undefined, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * Counts this try as a failure on every counter before the password or code is checked, in one
 * transaction of one statement per counter, so that parallel guesses cannot all slip through
 * the same gap; a success takes it back. Throws the 429 when an enforced counter must still
 * wait, and then counts nothing.
 */
async function countTry(db: Database, counters: Counter[], now: Date) {
  // Raw SQL gets timestamps as text: postgres.js cannot bind a Date there.
  const at = sql`${now.toISOString()}::timestamptz`;
  const stale = sql`${loginFailures.lastFailureAt} < ${new Date(now.getTime() - forgetAfterMs).toISOString()}::timestamptz`;
  const counted = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
  await db.transaction(async (tx) => {
    for (const { key, kind, enforced } of counters) {
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
      throw tooManyTries(Math.max(1, Math.ceil(waitMs / 1000)));
    }
  });
}

/** A password try; `forgiveLoginTry` takes it back when the password is right. */
export async function countLoginTry(db: Database, source: LoginSource, now = new Date()) {
  await countTry(db, countersOf(source), now);
}

/** A sign-in code try of a member of staff, from any of their challenges; `forgetCodeTries` clears them when a code is right. */
export async function countCodeTry(db: Database, accountId: number, now = new Date()) {
  await countTry(db, [codeCounterOf(accountId)], now);
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

/** A right code, or an admin's reset of the authenticator: the account's wrong codes are forgotten. */
export async function forgetCodeTries(db: Pick<Database, 'delete'>, accountId: number) {
  await db.delete(loginFailures).where(eq(loginFailures.key, codeCounterOf(accountId).key));
}

/** Failures older than the forgiving hour count for nothing: their rows are swept. */
export async function deleteForgottenLoginFailures(db: Database, now = new Date()) {
  await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, new Date(now.getTime() - forgetAfterMs)));
}
