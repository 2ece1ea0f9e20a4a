import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { CodeAnswer, CodeNeededAnswer, SignInCodeInput } from '@rgcc/shared/account/staff';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { accounts, signInChallenges, staffRecoveryCodes, type AccountRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { currentAccountView } from './account-view';
import { countCodeTry, forgetCodeTries } from './login-throttle';
import { newSecretToken, tokenHash } from './session-tokens';
import { recordSignIn, startSession } from './sessions';
import { decryptTotpKey, encryptTotpKey, newRecoveryCodes, newTotpKey, normalisedCode, totpSetupOf, totpStepOf } from './totp';

export const enterCodeMessage = 'Enter the code from your authenticator app.';
export const setUpCodeMessage = 'Set up your authenticator app to finish signing in.';
export const wrongCodeMessage = 'The code is not correct. Please try again.';
export const usedCodeMessage = 'This code has already been used. Please wait for the next one.';
export const tooManyWrongCodesMessage = 'Too many wrong codes. Please sign in again.';
export const challengeExpiredMessage = 'Your sign-in has expired. Please sign in again.';
export const staffDeactivatedMessage = 'This staff account has been deactivated. Please ask a club admin.';
export const codeSignInMessage = 'Login successful';

/** Long enough to install an authenticator app and scan the code; short enough to be useless later. */
const challengeLifetimeMs = 10 * 60 * 1000;
/**
 * Wrong codes a challenge takes before the sign-in starts again from the password (docs/security.md);
 * the account's wrong codes, across challenges, slow down further tries too (login-throttle.ts).
 */
export const wrongCodesPerChallenge = 5;

/** The app key that encrypts authenticator keys (db/signing-keys.ts `totp_secret_key`). */
export type TotpAppKey = Buffer;

/**
 * After a member of staff's right password: a challenge for the code, and, before the second
 * factor is set up, a new key to set it up with. Any earlier challenge of the account ends, so
 * that nobody can hold several open to try more codes at once.
 */
export async function startCodeChallenge(db: Database, config: Config, appKey: TotpAppKey, account: AccountRow, now: Date): Promise<CodeNeededAnswer> {
  const challenge = newSecretToken();
  const pendingKey = account.totpSecret ? null : newTotpKey();
  await db.transaction(async (tx) => {
    await tx.delete(signInChallenges).where(eq(signInChallenges.accountId, account.id));
    await tx.insert(signInChallenges).values({
      tokenHash: tokenHash(challenge),
      accountId: account.id,
      pendingTotpSecret: pendingKey && encryptTotpKey(appKey, pendingKey),
      expiresAt: new Date(now.getTime() + challengeLifetimeMs),
    });
  });
  if (!pendingKey) return { message: enterCodeMessage, secondFactor: 'code', challenge, email: account.email };
  return { message: setUpCodeMessage, secondFactor: 'setup', challenge, email: account.email, setup: totpSetupOf(pendingKey, account.email, config.CLUB_NAME) };
}

/** A wrong code: counted on the challenge, which ends at the fifth. */
async function wrongCode(db: Database, hash: string, message: string): Promise<never> {
  const [counted] = await db
    .update(signInChallenges)
    .set({ wrongCodes: sql`${signInChallenges.wrongCodes} + 1` })
    .where(eq(signInChallenges.tokenHash, hash))
    .returning({ wrongCodes: signInChallenges.wrongCodes });
  if (!counted) throw new AppError(401, challengeExpiredMessage);
  if (counted.wrongCodes >= wrongCodesPerChallenge) {
    await db.delete(signInChallenges).where(eq(signInChallenges.tokenHash, hash));
    throw new AppError(429, tooManyWrongCodesMessage);
  }
  throw new AppError(401, message, { code: message });
}

/** A code refused inside the sign-in's transaction, which it rolls back. */
class RefusedCode extends Error {}

/**
 * Takes TOTP step `step` for the account unless it (or a later one) was taken already: the
 * conditional update makes two requests with one code race to a single winner.
 */
async function takeTotpStep(tx: Transaction, accountId: number, step: number): Promise<boolean> {
  const [taken] = await tx
    .update(accounts)
    .set({ totpLastStep: step })
    .where(and(eq(accounts.id, accountId), or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step))))
    .returning({ id: accounts.id });
  return taken !== undefined;
}

/**
 * `POST /api/login/code`: the challenge's code, from the authenticator app or a recovery code
 * (set-up takes the app's code only). A right code ends the challenge, forgets the account's
 * wrong codes and starts the session; the first one, at set-up, also makes the ten recovery
 * codes, answered this once. Past a few wrong codes of the account, further tries wait (429).
 */
export async function submitSignInCode(db: Database, appKey: TotpAppKey, input: SignInCodeInput, now = new Date()) {
  const hash = tokenHash(input.challenge);
  const [found] = await db
    .select({ challenge: signInChallenges, account: accounts })
    .from(signInChallenges)
    .innerJoin(accounts, eq(accounts.id, signInChallenges.accountId))
    .where(and(eq(signInChallenges.tokenHash, hash), gt(signInChallenges.expiresAt, now)));
  if (!found) throw new AppError(401, challengeExpiredMessage);
  const { challenge, account } = found;
  if (account.deactivatedAt) throw new AppError(403, staffDeactivatedMessage);
  const code = normalisedCode(input.code);
  const pendingKey = challenge.pendingTotpSecret && decryptTotpKey(appKey, challenge.pendingTotpSecret);
  const key = pendingKey ?? (account.totpSecret && decryptTotpKey(appKey, account.totpSecret));
  if (!key) throw new AppError(401, challengeExpiredMessage);
  // Counted before the code is checked, as a password is: parallel guesses cannot slip through together.
  await countCodeTry(db, account.id, now);
  const step = totpStepOf(key, code, now);
  if (step === null && (pendingKey || !/^[a-z0-9]{10}$/.test(code))) return wrongCode(db, hash, wrongCodeMessage);

  let outcome: { token: string; expiresAt: Date; recoveryCodes?: string[] };
  try {
    outcome = await db.transaction(async (tx) => {
      // Single use of the challenge too: of two requests with right codes, one signs in.
      const [ended] = await tx.delete(signInChallenges).where(eq(signInChallenges.tokenHash, hash)).returning({ accountId: signInChallenges.accountId });
      if (!ended) throw new AppError(401, challengeExpiredMessage);
      let recoveryCodes: string[] | undefined;
      if (step !== null) {
        if (pendingKey) {
          const [setUp] = await tx
            .update(accounts)
            .set({ totpSecret: challenge.pendingTotpSecret, totpLastStep: step })
            .where(and(eq(accounts.id, account.id), isNull(accounts.totpSecret)))
            .returning({ id: accounts.id });
          if (!setUp) throw new AppError(401, challengeExpiredMessage);
          recoveryCodes = newRecoveryCodes();
          await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, account.id));
          await tx.insert(staffRecoveryCodes).values(recoveryCodes.map((recoveryCode) => ({ accountId: account.id, codeHash: tokenHash(normalisedCode(recoveryCode)) })));
        } else if (!(await takeTotpStep(tx, account.id, step))) {
          throw new RefusedCode(usedCodeMessage);
        }
      } else {
        const [spent] = await tx
          .delete(staffRecoveryCodes)
          .where(and(eq(staffRecoveryCodes.accountId, account.id), eq(staffRecoveryCodes.codeHash, tokenHash(code))))
          .returning({ accountId: staffRecoveryCodes.accountId });
        if (!spent) throw new RefusedCode(wrongCodeMessage);
      }
      await forgetCodeTries(tx, account.id);
      await recordSignIn(tx, account.id, now);
      return { ...(await startSession(tx, account, now)), recoveryCodes };
    });
  } catch (error) {
    // The challenge's deletion rolled back with the refused code: it counts the wrong try instead.
    if (error instanceof RefusedCode) return wrongCode(db, hash, error.message);
    throw error;
  }
  const answer: CodeAnswer = {
    token: outcome.token,
    message: codeSignInMessage,
    ...(await currentAccountView(db, account)),
    ...(outcome.recoveryCodes && { recoveryCodes: outcome.recoveryCodes }),
  };
  return { answer, expiresAt: outcome.expiresAt };
}

/** Challenges past their ten minutes: swept with the other expired secrets. */
export async function deleteExpiredChallenges(db: Pick<Database, 'delete'>, now: Date) {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now));
}
