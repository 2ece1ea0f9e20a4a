import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeNeededAnswer } from '@rgcc/shared/account/staff';
import { accounts, auditLog, loginFailures, sessions, signInChallenges, staffInvitations, staffRecoveryCodes } from '../../../db/schema';
import { approvedMember, createStaff, latestMailTo, signIn, staffPassword, totpCode, totpKeyOf } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { sectionNotInRoleMessage } from '../authorization';
import { challengeExpiredMessage, staffDeactivatedMessage, wrongCodeMessage } from '../second-factor';
import {
  acceptInvitation,
  alreadyDeactivatedMessage,
  emailTakenMessage,
  invalidInvitationMessage,
  invitationAcceptedMessage,
  invitationCancelledMessage,
  invitationNotFoundMessage,
  inviteStaff,
  notOwnAccountMessage,
  notOwnRoleMessage,
  notOwnSecondFactorMessage,
  resetNeedsActiveMessage,
  secondFactorResetMessage,
  staffNotFoundMessage,
} from './service';
import { staffInvitationMail } from './staff-mail';

let testApp: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let adminCookie: string;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'admin@example.com');
  adminCookie = (await signIn(testApp, 'admin@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => testApp.app.inject({ method, url, payload, headers: { cookie: adminCookie } });
const post = (url: string, payload: object, cookie?: string) => testApp.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const password = 'my-staff-password-1';

/** The audit entries about a member of staff, oldest first. */
const auditOf = (entityId: string | number) =>
  testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'staff'), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);

/** The link of the newest invitation mailed to `email`, and its path parts. */
async function invitationLink(email: string) {
  const mail = await latestMailTo(testApp, email, 'invited');
  const link = /(http:\/\/localhost:3999\/staff-invite\/(\d+)\/([A-Za-z0-9_-]{43}))/.exec(mail.textBody);
  if (!link) throw new Error('no link in the invitation');
  return { mail, link: link[1]!, id: link[2]!, token: link[3]! };
}

async function invite(email: string, role: string) {
  const response = await asAdmin('POST', '/api/admin/staff/invitations', { email, role });
  expect(response.statusCode, response.body).toBe(201);
  return invitationLink(email.trim().toLowerCase());
}

async function accountOf(email: string) {
  const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, email));
  return account!;
}

describe('inviting staff', () => {
  it('mails a single-use link valid 72 hours; the invitee chooses a password there, then signs in with a code', async () => {
    const before = Date.now();
    const invited = await invite(' New.Content@Example.com ', 'content');
    const email = 'new.content@example.com';
    expect(invited.mail).toMatchObject({ subject: 'You are invited to the Riverside Golf & Country Club staff console', kind: 'staff-invitation', carriesSecret: true });
    expect(invited.mail.secretExpiresAt!.getTime() - before).toBeGreaterThanOrEqual(72 * 3600_000);
    expect(invited.mail.secretExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(72 * 3600_000);
    expect(invited.mail.textBody).toContain('with the role Content');
    // Only the token's hash is kept.
    const [row] = await testApp.database.db.select().from(staffInvitations).where(eq(staffInvitations.email, email));
    expect(row!.tokenHash).not.toContain(invited.token);

    const path = `/api/staff-invitations/${invited.id}/${invited.token}`;
    expect((await get(path)).json()).toEqual({ email, role: 'content' });
    const listed = (await asAdmin('GET', '/api/admin/staff')).json<{ items: object[] }>().items;
    expect(listed).toContainEqual({ id: null, email, role: 'content', status: 'invited', lastSignInAt: null, invitationId: row!.id, inviteExpiresAt: row!.expiresAt.toISOString() });

    const mismatch = await post(path, { password, confirmPassword: 'something-else' });
    expect(mismatch.statusCode).toBe(400);
    const accepted = await post(path, { password, confirmPassword: password });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toEqual({ message: invitationAcceptedMessage });

    // Used: the page says so, and the link sets nothing.
    expect(await get(path).then((response) => [response.statusCode, response.json()])).toEqual([404, { message: invalidInvitationMessage }]);
    const again = await post(path, { password: 'another-password-2', confirmPassword: 'another-password-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: invalidInvitationMessage });
    expect((await latestMailTo(testApp, email, 'invited')).secretExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const account = await accountOf(email);
    expect(account).toMatchObject({ role: 'content', mustChangePassword: false, totpSecret: null, deactivatedAt: null });
    const { cookie } = await signIn(testApp, email, password);
    expect((await get('/api/me', cookie)).json()).toMatchObject({ email, role: 'content' });
    const member = (await asAdmin('GET', '/api/admin/staff')).json<{ items: { email: string }[] }>().items.find((item) => item.email === email);
    expect(member).toMatchObject({ id: account.id, status: 'active', lastSignInAt: expect.any(String), invitationId: null, inviteExpiresAt: null });

    const invitedEntry = (await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.invited')).orderBy(desc(auditLog.id)))[0]!;
    expect(invitedEntry).toMatchObject({ actorAccountId: admin.id, entityType: 'staff', entityId: `invitation-${invited.id}`, before: null, after: { email, role: 'content', status: 'invited' } });
    expect(await auditOf(account.id)).toMatchObject([
      { action: 'staff.joined', actorAccountId: account.id, before: null, after: { email, role: 'content', status: 'active' } },
    ]);
  });

  it('the link works until 72 hours have passed, not after', async () => {
    const db = testApp.database.db;
    const config = testApp.app.deps.config;
    const now = Date.now();
    await inviteStaff(db, config, admin, { email: 'in.time@example.com', role: 'membership' }, new Date(now));
    await inviteStaff(db, config, admin, { email: 'too.late@example.com', role: 'membership' }, new Date(now));
    const inTime = await invitationLink('in.time@example.com');
    const tooLate = await invitationLink('too.late@example.com');
    const input = { password, confirmPassword: password };
    await expect(acceptInvitation(db, tooLate.id, tooLate.token, input, new Date(now + 72 * 3600_000))).rejects.toMatchObject({ statusCode: 400, message: invalidInvitationMessage });
    await expect(acceptInvitation(db, inTime.id, inTime.token, input, new Date(now + 72 * 3600_000 - 1000))).resolves.toEqual({ message: invitationAcceptedMessage });
  });

  it('inviting again replaces the earlier link; a wrong token or id is refused', async () => {
    const first = await invite('twice@example.com', 'content');
    const second = await invite('twice@example.com', 'membership');
    expect(second.id).toBe(first.id);
    expect((await get(`/api/staff-invitations/${first.id}/${first.token}`)).statusCode).toBe(404);
    expect((await get(`/api/staff-invitations/${second.id}/${second.token}`)).json()).toEqual({ email: 'twice@example.com', role: 'membership' });
    expect((await get(`/api/staff-invitations/${second.id}/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await get(`/api/staff-invitations/x/${second.token}`)).statusCode).toBe(404);
  });

  it('refuses an email that already has an account (409), and a bad email or role (400)', async () => {
    const taken = await asAdmin('POST', '/api/admin/staff/invitations', { email: 'admin@example.com', role: 'content' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: emailTakenMessage, errors: { email: emailTakenMessage } });
    const bad = await asAdmin('POST', '/api/admin/staff/invitations', { email: 'not-an-email', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: 'Please enter a valid email address.', role: 'Please choose a role' });
  });

  it('goes in English whatever the inviting admin reads: the invitee has no account, so no language of theirs yet', async () => {
    await inviteStaff(testApp.database.db, testApp.app.deps.config, { ...admin, language: 'bn' }, { email: 'invited.by.bangla@example.com', role: 'content' });
    const { mail } = await invitationLink('invited.by.bangla@example.com');
    expect(mail.subject).toBe('You are invited to the Riverside Golf & Country Club staff console');
    expect(mail.htmlBody).toContain('<html lang="en">');
  });

  it('in Bangla, names the role in Bangla and leads to the Bangla page', () => {
    const expiresAt = new Date(Date.now() + 72 * 3600_000);
    const mail = staffInvitationMail(testApp.app.deps.config, { to: 'bn.invitee@example.com', role: 'accounts', link: 'http://localhost:3999/staff-invite/7/abc', expiresAt, language: 'bn' });
    expect(mail.subject).toBe('Riverside Golf & Country Club-এর স্টাফ কনসোলে আপনাকে আমন্ত্রণ');
    expect(mail.text).toContain('হিসাব ভূমিকায় স্টাফ কনসোলে আমন্ত্রণ জানিয়েছেন');
    expect(mail.text).toContain('(যেমন Google Authenticator বা Microsoft Authenticator)');
    expect(mail.text).toContain('http://localhost:3999/bn/staff-invite/7/abc');
    expect(mail.html).toContain('<html lang="bn">');
  });
});

describe('roles and deactivation', () => {
  it('a role change takes effect at the next request, and is audited', async () => {
    const email = 'changing.role@example.com';
    const member = await createStaff(testApp, email, 'content');
    const { cookie } = await signIn(testApp, email, staffPassword);
    expect((await get('/api/admin/applications', cookie)).statusCode).toBe(403);

    const changed = await asAdmin('POST', `/api/admin/staff/${member.id}/role`, { role: 'membership' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: `${email} is now Membership.` });
    expect((await get('/api/admin/applications', cookie)).statusCode).toBe(200);
    expect((await get('/api/me', cookie)).json()).toMatchObject({ role: 'membership' });
    expect(await auditOf(member.id)).toMatchObject([
      {
        action: 'staff.role-changed',
        actorAccountId: admin.id,
        before: { email, role: 'content', status: 'active' },
        after: { email, role: 'membership', status: 'active' },
        detail: 'Content to Membership',
      },
    ]);
  });

  it("deactivating ends the member of staff's sessions at once, and sign-in is refused; reactivating lets them back", async () => {
    const email = 'leaving@example.com';
    const member = await createStaff(testApp, email, 'content');
    const { cookie, token } = await signIn(testApp, email, staffPassword);
    expect((await get('/api/me', cookie)).statusCode).toBe(200);

    const deactivated = await asAdmin('POST', `/api/admin/staff/${member.id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toEqual({ message: `${email} is deactivated and signed out everywhere.` });
    expect((await get('/api/me', cookie)).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect(await testApp.database.db.select().from(sessions).where(eq(sessions.accountId, member.id))).toEqual([]);

    const refused = await post('/api/login', { email, password: staffPassword });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: staffDeactivatedMessage });
    // Only the right password learns it: a wrong one gets the usual answer.
    expect((await post('/api/login', { email, password: 'wrong-password' })).json()).toEqual({ message: 'Invalid email or password.' });
    expect((await asAdmin('POST', `/api/admin/staff/${member.id}/deactivate`)).json()).toEqual({ message: alreadyDeactivatedMessage });
    expect((await asAdmin('GET', '/api/admin/staff')).json<{ items: object[] }>().items).toContainEqual(expect.objectContaining({ email, status: 'deactivated' }));

    expect((await asAdmin('POST', `/api/admin/staff/${member.id}/reactivate`)).statusCode).toBe(200);
    expect((await get('/api/me', (await signIn(testApp, email, staffPassword)).cookie)).statusCode).toBe(200);
    expect(await auditOf(member.id)).toMatchObject([
      { action: 'staff.deactivated', actorAccountId: admin.id, before: { status: 'active' }, after: { status: 'deactivated' } },
      { action: 'staff.reactivated', actorAccountId: admin.id, before: { status: 'deactivated' }, after: { status: 'active' } },
    ]);
  });

  it('a half-done sign-in of someone deactivated takes no code', async () => {
    const email = 'mid.sign.in@example.com';
    const member = await createStaff(testApp, email, 'content');
    const challenge = (await post('/api/login', { email, password: staffPassword })).json<{ challenge: string }>().challenge;
    await asAdmin('POST', `/api/admin/staff/${member.id}/deactivate`);
    expect((await post('/api/login/code', { challenge, code: '123456' })).statusCode).toBe(401);
  });

  it('an admin cannot demote or deactivate themselves, so the club keeps an admin', async () => {
    const demote = await asAdmin('POST', `/api/admin/staff/${admin.id}/role`, { role: 'content' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: notOwnRoleMessage });
    const deactivate = await asAdmin('POST', `/api/admin/staff/${admin.id}/deactivate`);
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toEqual({ message: notOwnAccountMessage });
    expect(await accountOf('admin@example.com')).toMatchObject({ role: 'admin', deactivatedAt: null });
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it("a member's account, or one that does not exist, is not staff (404)", async () => {
    const { memberId } = await approvedMember(testApp, admin, 'not.staff@example.com');
    expect(memberId).toBeTruthy();
    const member = await accountOf('not.staff@example.com');
    for (const url of [`/api/admin/staff/${member.id}/deactivate`, '/api/admin/staff/2147483000/deactivate']) {
      const response = await asAdmin('POST', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: staffNotFoundMessage });
    }
    expect((await asAdmin('POST', `/api/admin/staff/${member.id}/role`, { role: 'admin' })).statusCode).toBe(404);
    expect((await accountOf('not.staff@example.com')).role).toBe('member');
  });
});

describe('cancelling an invitation', () => {
  it('the link stops working at once, the mail loses its link, and it is audited; a second cancel finds nothing (404)', async () => {
    const email = 'not.joining@example.com';
    const invited = await invite(email, 'membership');
    const path = `/api/staff-invitations/${invited.id}/${invited.token}`;
    expect((await get(path)).statusCode).toBe(200);

    const cancelled = await asAdmin('DELETE', `/api/admin/staff/invitations/${invited.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ message: invitationCancelledMessage(email) });
    expect(await get(path).then((response) => [response.statusCode, response.json()])).toEqual([404, { message: invalidInvitationMessage }]);
    const accept = await post(path, { password, confirmPassword: password });
    expect([accept.statusCode, accept.json()]).toEqual([400, { message: invalidInvitationMessage }]);
    expect((await asAdmin('GET', '/api/admin/staff')).json<{ items: { email: string }[] }>().items.map((item) => item.email)).not.toContain(email);
    expect((await latestMailTo(testApp, email, 'invited')).secretExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await auditOf(`invitation-${invited.id}`)).toMatchObject([
      { action: 'staff.invited' },
      { action: 'staff.invitation-cancelled', actorAccountId: admin.id, before: { email, role: 'membership', status: 'invited' }, after: null, detail: email },
    ]);

    const again = await asAdmin('DELETE', `/api/admin/staff/invitations/${invited.id}`);
    expect([again.statusCode, again.json()]).toEqual([404, { message: invitationNotFoundMessage }]);
    expect((await auditOf(`invitation-${invited.id}`)).length).toBe(2);
  });

  it('an accepted invitation or an unknown one cannot be cancelled (404)', async () => {
    const accepted = await invite('already.joined@example.com', 'content');
    expect((await post(`/api/staff-invitations/${accepted.id}/${accepted.token}`, { password, confirmPassword: password })).statusCode).toBe(201);
    for (const id of [accepted.id, '2147483000']) {
      const response = await asAdmin('DELETE', `/api/admin/staff/invitations/${id}`);
      expect([response.statusCode, response.json()], id).toEqual([404, { message: invitationNotFoundMessage }]);
    }
    expect((await asAdmin('DELETE', '/api/admin/staff/invitations/x')).json()).toMatchObject({ message: invitationNotFoundMessage });
  });
});

describe("resetting a member of staff's sign-in code", () => {
  const passwordStep = async (email: string) => {
    const response = await post('/api/login', { email, password: staffPassword });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CodeNeededAnswer>();
  };

  it('deletes the key, its last step and the recovery codes, ends every session and open sign-in at once, mails them and is audited; their next sign-in sets the app up again', async () => {
    const email = 'lost.phone@example.com';
    const member = await createStaff(testApp, email, 'content');
    const { cookie, recoveryCodes } = await signIn(testApp, email, staffPassword);
    const oldKey = await totpKeyOf(testApp, email);
    const storedKey = (await accountOf(email)).totpSecret!;
    // A sign-in half done, with a wrong code counted on the account.
    const open = await passwordStep(email);
    expect((await post('/api/login/code', { challenge: open.challenge, code: totpCode(oldKey) === '123456' ? '654321' : '123456' })).json().message).toBe(wrongCodeMessage);

    const reset = await asAdmin('POST', `/api/admin/staff/${member.id}/reset-sign-in-code`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: secondFactorResetMessage(email) });

    expect((await get('/api/me', cookie)).statusCode).toBe(401);
    const db = testApp.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.accountId, member.id))).toEqual([]);
    expect(await db.select().from(signInChallenges).where(eq(signInChallenges.accountId, member.id))).toEqual([]);
    expect((await post('/api/login/code', { challenge: open.challenge, code: totpCode(oldKey, Date.now() + 30_000) })).json()).toEqual({ message: challengeExpiredMessage });
    expect(await accountOf(email)).toMatchObject({ totpSecret: null, totpLastStep: null, deactivatedAt: null });
    expect(await db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, member.id))).toEqual([]);
    expect(await db.select().from(loginFailures).where(eq(loginFailures.key, `code:${member.id}`))).toEqual([]);

    const mail = await latestMailTo(testApp, email, 'sign-in code was reset');
    expect(mail).toMatchObject({ subject: 'Your Riverside Golf & Country Club sign-in code was reset', kind: 'second-factor-reset', carriesSecret: false });
    expect(mail.textBody).toContain('At your next sign-in, after your password, you will set up your authenticator app again');
    expect(mail.textBody).toContain('If you did not ask for this, tell a club admin at once.');

    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      action: 'staff.second-factor-reset',
      actorAccountId: admin.id,
      before: { email, role: 'content', status: 'active', secondFactor: 'set up' },
      after: { email, role: 'content', status: 'active', secondFactor: 'not set up' },
    });
    expect(JSON.stringify(entry)).not.toContain(storedKey);
    expect(JSON.stringify(entry)).not.toContain(oldKey);

    // The next sign-in shows a new key to set up; the old recovery codes are gone with the old key.
    const next = await passwordStep(email);
    expect(next).toMatchObject({ secondFactor: 'setup', email, setup: { key: expect.any(String) } });
    expect(next.setup!.key.replaceAll(' ', '')).not.toBe(oldKey);
    expect((await post('/api/login/code', { challenge: next.challenge, code: recoveryCodes[0]! })).statusCode).toBe(401);
    const setUp = await post('/api/login/code', { challenge: next.challenge, code: totpCode(next.setup!.key) });
    expect(setUp.statusCode, setUp.body).toBe(200);
    expect(setUp.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
  });

  it('mails the member of staff in their account’s language, with the sign-in page in it', async () => {
    const email = 'bangla.staff@example.com';
    const member = await createStaff(testApp, email, 'content');
    await testApp.database.db.update(accounts).set({ language: 'bn' }).where(eq(accounts.id, member.id));
    expect((await asAdmin('POST', `/api/admin/staff/${member.id}/reset-sign-in-code`)).statusCode).toBe(200);
    const mail = await latestMailTo(testApp, email, 'সাইন-ইন কোড');
    expect(mail.subject).toBe('আপনার Riverside Golf & Country Club সাইন-ইন কোড রিসেট করা হয়েছে');
    expect(mail.textBody).toContain('একটি নতুন QR কোড স্ক্যান করে আপনার অথেন্টিকেটর অ্যাপ আবার চালু করবেন।');
    expect(mail.textBody).toContain('http://localhost:3999/bn/login');
    expect(mail.htmlBody).toContain('<html lang="bn">');
  });

  it('an admin cannot reset their own (409); a deactivated account is reactivated first (409); a member is not staff (404)', async () => {
    const own = await asAdmin('POST', `/api/admin/staff/${admin.id}/reset-sign-in-code`);
    expect([own.statusCode, own.json()]).toEqual([409, { message: notOwnSecondFactorMessage }]);
    expect((await accountOf('admin@example.com')).totpSecret).not.toBeNull();

    const leaving = await createStaff(testApp, 'reset.deactivated@example.com', 'membership');
    await asAdmin('POST', `/api/admin/staff/${leaving.id}/deactivate`);
    const deactivated = await asAdmin('POST', `/api/admin/staff/${leaving.id}/reset-sign-in-code`);
    expect([deactivated.statusCode, deactivated.json()]).toEqual([409, { message: resetNeedsActiveMessage }]);

    await approvedMember(testApp, admin, 'reset.member@example.com');
    const member = await accountOf('reset.member@example.com');
    const notStaff = await asAdmin('POST', `/api/admin/staff/${member.id}/reset-sign-in-code`);
    expect([notStaff.statusCode, notStaff.json()]).toEqual([404, { message: staffNotFoundMessage }]);
    expect(await auditOf(admin.id)).toEqual([]);
    expect((await auditOf(leaving.id)).map((entry) => entry.action)).toEqual(['staff.deactivated']);
  });

  it('membership and content staff may not reset anyone (403), and nothing changes', async () => {
    const target = await createStaff(testApp, 'reset.target@example.com', 'content');
    await signIn(testApp, 'reset.target@example.com', staffPassword);
    for (const role of ['membership', 'content'] as const) {
      const email = `reset.by.${role}@example.com`;
      await createStaff(testApp, email, role);
      const { cookie } = await signIn(testApp, email, staffPassword);
      const refused = await post(`/api/admin/staff/${target.id}/reset-sign-in-code`, {}, cookie);
      expect([refused.statusCode, refused.json()], role).toEqual([403, { message: sectionNotInRoleMessage('Staff') }]);
    }
    expect((await accountOf('reset.target@example.com')).totpSecret).not.toBeNull();
    expect(await auditOf(target.id)).toEqual([]);
  });
});
