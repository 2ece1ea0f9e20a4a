import type { StaffRole } from '@rgcc/shared/account/staff-roles';
import { and, eq, lt } from 'drizzle-orm';
import { loginSchema, newPasswordSchema, type ChangePasswordInput, type CurrentAccount, type LoginAnswer, type LoginInput, type NewPasswordInput } from '@rgcc/shared/account/account';
import { isStaffRole } from '@rgcc/shared/account/staff-roles';
import type { CodeNeededAnswer } from '@rgcc/shared/account/staff';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { accounts, passwordResets, type AccountRow, type MailKind } from '../../db/schema';
import { AppError } from '../../http/errors';
import { enqueueMail, secretsSpent } from '../../infra/mail/outbox';
import { passwordChangedMail, passwordResetMail } from './account-mail';
import { currentAccountView } from './account-view';
import { deviceCookieAfterSignIn, trustedDeviceOf } from './device-cookie';
import { countLoginTry, deleteForgottenLoginFailures, forgetAccountFailures, forgiveLoginTry, type LoginSource } from './login-throttle';
import { commonPasswordMessage, hashPassword, isCommonPassword, passwordMatches } from './passwords';
import { newSecretToken, tokenHash, tokenMatches } from './session-tokens';
import { deleteExpiredChallenges, staffDeactivatedMessage, startCodeChallenge, type TotpAppKey } from './second-factor';
import { deleteExpiredSessions, endAllSessions, recordSignIn, startSession, type SignedIn } from './sessions';
import { memberSuspendedMessage } from './authorization';
import { keyOf } from '@rgcc/shared/common/keys';
import type { Locale } from '@rgcc/shared/format/locale';

export const wrongCredentialsMessage = 'Invalid email or password.';
export const loginSuccessMessage = 'Login successful';
export const resetLinkSentMessage = 'If an account exists for this email, a password reset link is on its way.';
export const invalidResetLinkMessage = 'The password reset link is invalid or has expired. Please ask for a new one.';
export const passwordResetMessage = 'Password reset successfully!';
export const passwordChangedMessage = 'Your new password is saved.';
export const wrongCurrentPasswordMessage = 'The current password is incorrect.';

const resetLifetimeMs = 60 * 60 * 1000;
/** The mails that carry a link to choose a password: a new link spends the one before. */
const passwordLinkMails: MailKind[] = ['password-reset', 'invitation'];
/** One reset email a minute per account, whatever is asked. */
const resetResendMs = 60 * 1000;

/** Where a sign-in comes from: the address, and the device cookie with the key that signs it. */
export interface SignInOrigin {
  ip: string;
  deviceCookie: string | undefined;
  deviceKey: Buffer;
}

/**
 * Call 3. Unknown email and wrong password get one answer, after the same work. A success
 * answers the device cookie to set, which marks this device as one the member signs in from,
 * and for a member the session; staff get a challenge for their code instead (second-factor.ts).
 */
export async function login(
  db: Database,
  config: Config,
  appKey: TotpAppKey,
  input: LoginInput,
  origin: SignInOrigin,
  now = new Date(),
): Promise<{ deviceCookie: string } & ({ answer: LoginAnswer; expiresAt: Date } | { answer: CodeNeededAnswer; expiresAt?: undefined })> {
  const source: LoginSource = { email: input.email, ip: origin.ip, trustedDevice: trustedDeviceOf(origin.deviceKey, input.email, origin.deviceCookie) };
  await countLoginTry(db, source, now);
  const [account] = await db.select().from(accounts).where(eq(accounts.email, input.email));
  if (!(await passwordMatches(input.password, account?.passwordHash)) || !account) throw new AppError(401, wrongCredentialsMessage);
  await forgiveLoginTry(db, source);
  const deviceCookie = deviceCookieAfterSignIn(origin.deviceKey, input.email, origin.deviceCookie);
  // Told only to someone who knows the password: nobody else learns the account exists.
  if (account.deactivatedAt) throw new AppError(403, isStaffRole(account.role) ? staffDeactivatedMessage : memberSuspendedMessage);
  if (isStaffRole(account.role)) {
    return { deviceCookie, answer: await startCodeChallenge(db, config, appKey, account, now) };
  }
  const { token, expiresAt } = await db.transaction(async (tx) => {
    await recordSignIn(tx, account.id, now);
    return startSession(tx, account, now);
  });
  return { deviceCookie, expiresAt, answer: { token, message: loginSuccessMessage, ...(await currentAccountView(db, account)) } };
}

/**
 * Sets a new password in one transaction with `step` (which may refuse): every session of the
 * account ends, any open reset link dies, and the member is told by email.
 */
async function replacePassword(db: Database, config: Config, account: AccountRow, password: string, step?: (tx: Transaction) => Promise<void>) {
  if (isCommonPassword(password)) throw new AppError(400, commonPasswordMessage, { password: commonPasswordMessage });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await step?.(tx);
    await tx.update(accounts).set({ passwordHash, mustChangePassword: false }).where(eq(accounts.id, account.id));
    await endAllSessions(tx, account.id);
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, account.id));
    // The emailed temporary password and any reset or invitation link no longer work.
    await secretsSpent(tx, account.email, ['credentials', ...passwordLinkMails], new Date());
    await enqueueMail(tx, passwordChangedMail(config, account.email, account.language));
  });
}

/** The language switch of someone signed in: their pages and mail follow it from now on. */
export async function chooseLanguage(db: Database, account: AccountRow, language: Locale): Promise<CurrentAccount> {
  const [changed] = await db.update(accounts).set({ language }).where(eq(accounts.id, account.id)).returning();
  return currentAccountView(db, changed!);
}

/** The signed-in member's own change (forced after the emailed temporary password); a fresh session follows. */
export async function changePassword(db: Database, config: Config, signedIn: SignedIn, input: ChangePasswordInput, now = new Date()) {
  const { account } = signedIn;
  if (!(await passwordMatches(input.currentPassword, account.passwordHash))) {
    throw new AppError(400, wrongCurrentPasswordMessage, { currentPassword: wrongCurrentPasswordMessage });
  }
  await replacePassword(db, config, account, input.password);
  const session = await startSession(db, account, now);
  return { ...session, message: passwordChangedMessage, account: { ...(await currentAccountView(db, account)), mustChangePassword: false } };
}

/**
 * A new link to choose a password, replacing the account's open one (whose mail is spent), or
 * null when the open one is younger than `unlessNewerThanMs`. The reset page takes it
 * (call 6): the forgotten-password mail's, and a member's invitation to the register's.
 */
export async function issuePasswordLink(
  tx: Transaction,
  config: Pick<Config, 'PUBLIC_URL'>,
  account: Pick<AccountRow, 'id' | 'email'>,
  lifetimeMs: number,
  now: Date,
  unlessNewerThanMs = 0,
): Promise<{ url: string; expiresAt: Date } | null> {
  const token = newSecretToken();
  const values = { tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) };
  const [replaced] = await tx
    .insert(passwordResets)
    .values({ accountId: account.id, ...values })
    .onConflictDoUpdate({ target: passwordResets.accountId, set: values, setWhere: lt(passwordResets.createdAt, new Date(now.getTime() - unlessNewerThanMs)) })
    .returning({ createdAt: passwordResets.createdAt });
  if (!replaced) return null;
  await secretsSpent(tx, account.email, passwordLinkMails, now);
  return { url: `${config.PUBLIC_URL}/reset-password/${account.id}/${token}`, expiresAt: values.expiresAt };
}

/** Call 5: the same answer whether or not the email has an account. */
export async function requestPasswordReset(db: Database, config: Config, email: string, now = new Date()) {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (account) {
    await db.transaction(async (tx) => {
      const link = await issuePasswordLink(tx, config, account, resetLifetimeMs, now, resetResendMs);
      if (link) await enqueueMail(tx, passwordResetMail(config, account.email, link.url, link.expiresAt, account.language));
    });
  }
  return { message: resetLinkSentMessage };
}

/** Call 6: a valid, unexpired link sets the password once; every session of the account ends. */
export async function resetPassword(db: Database, config: Config, id: string, token: string, input: NewPasswordInput, now = new Date()) {
  const accountId = keyOf(id);
  const [found] = accountId
    ? await db.select({ reset: passwordResets, account: accounts }).from(passwordResets).innerJoin(accounts, eq(accounts.id, passwordResets.accountId)).where(eq(passwordResets.accountId, accountId))
    : [];
  if (!found || found.reset.expiresAt < now || !tokenMatches(token, found.reset.tokenHash)) throw new AppError(400, invalidResetLinkMessage);
  await replacePassword(db, config, found.account, input.password, async (tx) => {
    // Single use even when two requests race: only the one that deletes the link goes on.
    const [taken] = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.accountId, found.reset.accountId), eq(passwordResets.tokenHash, found.reset.tokenHash)))
      .returning({ accountId: passwordResets.accountId });
    if (!taken) throw new AppError(400, invalidResetLinkMessage);
    await forgetAccountFailures(tx, found.account.email);
  });
  return { message: passwordResetMessage };
}

export const staffEmailTakenMessage = 'An account with this email already exists.';

/** Why an email and password cannot make a staff account, or null when they can. */
export function staffCredentialsProblem(email: string, password: string): string | null {
  const parsed = loginSchema.shape.email.safeParse(email);
  if (!parsed.success || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(parsed.data)) return 'Please give a valid email address.';
  const checked = newPasswordSchema.safeParse({ password, confirmPassword: password });
  if (!checked.success) return checked.error.issues[0]!.message;
  if (isCommonPassword(password)) return commonPasswordMessage;
  return null;
}

/** Club staff are made by `npm run admin -- create` only; there is never a default password. */
export async function createStaffAccount(db: Database, email: string, password: string, role: StaffRole = 'admin') {
  const problem = staffCredentialsProblem(email, password);
  if (problem) throw new AppError(400, problem);
  const normalised = email.trim().toLowerCase();
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, normalised));
  if (existing) throw new AppError(409, staffEmailTakenMessage);
  const [account] = await db
    .insert(accounts)
    .values({ email: normalised, role, passwordHash: await hashPassword(password) })
    .returning();
  return account!;
}

/** Expired sessions, reset links and forgiven sign-in failures: nothing anyone can use, so deleted. */
export async function deleteExpiredSecrets(db: Database, now = new Date()) {
  await deleteExpiredSessions(db, now);
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
  await deleteForgottenLoginFailures(db, now);
  await deleteExpiredChallenges(db, now);
}
