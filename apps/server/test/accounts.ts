import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { sampleApplicant, sampleNid, sampleProposer } from '@rgcc/shared/membership/sample-applications';
import { categoryPriceKey } from '@rgcc/shared/billing/account-constants';
import { applicantCategories } from '@rgcc/shared/membership/membership';
import { accounts, applications, outgoingMail, prices, type AccountRow } from '../src/db/schema';
import { approveApplication } from '../src/modules/membership/entry';
import { createStaffAccount } from '../src/modules/account/entry';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '@rgcc/shared/account/staff-roles';
import type { CodeAnswer, LoginStepAnswer } from '@rgcc/shared/account/staff';
import { isCodeNeeded } from '@rgcc/shared/account/staff-constants';
import { signingKey } from '../src/db/signing-keys';
import { decryptTotpKey } from '../src/modules/account/entry';
import type { TestApp } from './test-app';

export const staffPassword = 'fairway-greens-2026';

/**
 * A staff account, as `npm run admin -- create` makes it (an admin; another role as if an admin
 * changed it). The second factor is set up at its first `signIn`, as a person would.
 */
export async function createStaff(testApp: TestApp, email = 'staff@example.com', role: StaffRole = 'admin'): Promise<AccountRow> {
  const account = await createStaffAccount(testApp.database.db, email, staffPassword);
  if (role === 'admin') return account;
  const [changed] = await testApp.database.db.update(accounts).set({ role }).where(eq(accounts.id, account.id)).returning();
  return changed!;
}

/** An application whose email is verified, waiting for staff (uploads are not needed to decide it). */
export async function insertVerifiedApplication(testApp: TestApp, email: string, category = 'Government Officer') {
  const details = { category, ...sampleApplicant, ...sampleNid, ...sampleProposer, email, photo: 'x', incomeTaxReturn: 'x', nidCopy: 'x', proposerSignature: 'x' };
  const [row] = await testApp.database.db
    .insert(applications)
    .values({
      email,
      category,
      membershipType: sampleApplicant.membershipType,
      firstName: sampleApplicant.firstName,
      lastName: sampleApplicant.lastName,
      nameEnglish: sampleApplicant.nameEnglish,
      mobile: sampleApplicant.mobile,
      details,
      status: 'awaiting_approval',
      emailVerifiedAt: new Date(),
    })
    .returning();
  return row!;
}

/** The newest mail to an address, from the outbox. */
export async function latestMailTo(testApp: TestApp, address: string, subjectPart = '') {
  const mails = await testApp.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, address)).orderBy(desc(outgoingMail.id));
  const mail = mails.find((candidate) => candidate.subject.includes(subjectPart));
  if (!mail) throw new Error(`no mail to ${address} with "${subjectPart}"`);
  return mail;
}

/**
 * Every category's entrance fee set to 0, as staff could: approvals then charge nothing, for tests
 * of other bills that count a member's invoices and balance (billing/entrance-fee charges it).
 */
export async function withoutEntranceFees(testApp: TestApp) {
  await testApp.database.db
    .insert(prices)
    .values(applicantCategories.map((category) => ({ key: categoryPriceKey('entrance', category), amountPaisa: 0, taxCode: 'vat_standard' as const })))
    .onConflictDoUpdate({ target: prices.key, set: { amountPaisa: 0 } });
}

/** An approved member with the temporary password from the approval mail. */
export async function approvedMember(testApp: TestApp, staff: AccountRow, email: string) {
  const application = await insertVerifiedApplication(testApp, email);
  const { memberId } = await approveApplication(testApp.database.db, testApp.app.deps.config, staff, application.id);
  const mail = await latestMailTo(testApp, email, 'approved');
  const temporaryPassword = /Password: (\S+)/.exec(mail.textBody)?.[1];
  if (!temporaryPassword) throw new Error('no password in the approval mail');
  return { application, memberId, temporaryPassword };
}

/** The session cookie (`name=value`) a response set. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'rgcc_session');
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** The authenticator app's code for `key` (base32, spaces allowed) at `at`. */
export function totpCode(key: string, at = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(key.replace(/\s/g, '')) }).generate({ timestamp: at });
}

/** The authenticator key of a member of staff who has set it up, as their phone holds it. */
export async function totpKeyOf(testApp: TestApp, email: string): Promise<string> {
  const db = testApp.database.db;
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (!account?.totpSecret) throw new Error(`${email} has no second factor`);
  return decryptTotpKey(await signingKey(db, 'totp_secret_key'), account.totpSecret);
}

/**
 * A code the server has not yet taken from this account: the next time step within the one it
 * allows ahead. Tests sign one member of staff in many times a minute, which a person cannot;
 * past that step, the record of the last code is forgotten (second-factor.test.ts tests the rule).
 */
async function unusedCode(testApp: TestApp, email: string): Promise<string> {
  const db = testApp.database.db;
  const [account] = await db.select({ lastStep: accounts.totpLastStep }).from(accounts).where(eq(accounts.email, email));
  const step = Math.floor(Date.now() / 30_000);
  const next = Math.max(step, (account?.lastStep ?? 0) + 1);
  if (next > step + 1) {
    await db.update(accounts).set({ totpLastStep: null }).where(eq(accounts.email, email));
    return totpCode(await totpKeyOf(testApp, email));
  }
  return totpCode(await totpKeyOf(testApp, email), next * 30_000);
}

/**
 * Signs in as anyone, as a person would: the password, then for staff the code from their
 * authenticator app, set up at the first sign-in (its recovery codes are answered then).
 */
export async function signIn(testApp: TestApp, email: string, password: string) {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const answer = response.json<LoginStepAnswer>();
  if (!isCodeNeeded(answer)) return { cookie: sessionCookieOf(response), token: answer.token, recoveryCodes: [] as string[] };
  const code = answer.setup ? totpCode(answer.setup.key) : await unusedCode(testApp, answer.email);
  const second = await testApp.app.inject({ method: 'POST', url: '/api/login/code', payload: { challenge: answer.challenge, code } });
  if (second.statusCode !== 200) throw new Error(`code refused: ${second.statusCode} ${second.body}`);
  const signedIn = second.json<CodeAnswer>();
  return { cookie: sessionCookieOf(second), token: signedIn.token, recoveryCodes: signedIn.recoveryCodes ?? [] };
}

/** A member past the first-sign-in password change; `unlocked` as if the fee were paid. */
export async function readyMember(testApp: TestApp, staff: AccountRow, email: string, options: { unlocked: boolean }) {
  const member = await approvedMember(testApp, staff, email);
  const password = 'my-own-password-1';
  const first = await signIn(testApp, email, member.temporaryPassword);
  const changed = await testApp.app.inject({
    method: 'POST',
    url: '/api/account/password',
    headers: { cookie: first.cookie },
    payload: { currentPassword: member.temporaryPassword, password, confirmPassword: password },
  });
  if (changed.statusCode !== 200) throw new Error(`password change failed: ${changed.body}`);
  if (options.unlocked) {
    await testApp.database.db.update(accounts).set({ dashboardLocked: false }).where(and(eq(accounts.email, email)));
  }
  return { ...member, password, cookie: sessionCookieOf(changed) };
}
