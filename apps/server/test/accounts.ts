import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { sampleApplicant, sampleNid, sampleProposer } from '@rgcc/shared/testing/sample-applications';
import { accounts, applications, outgoingMail, type AccountRow } from '../src/db/schema';
import { approveApplication } from '../src/modules/applications-review/service';
import { createStaffAccount } from '../src/modules/account/service';
import type { TestApp } from './test-app';

export const staffPassword = 'fairway-greens-2026';

/** A staff account, as `npm run admin -- create` makes it. */
export async function createStaff(testApp: TestApp, email = 'staff@example.com'): Promise<AccountRow> {
  return createStaffAccount(testApp.database.db, email, staffPassword);
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

export async function signIn(testApp: TestApp, email: string, password: string) {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieOf(response), token: response.json<{ token: string }>().token };
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
