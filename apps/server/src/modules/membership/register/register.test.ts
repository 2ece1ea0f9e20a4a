import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invalidResetLinkMessage } from '../../account/entry';
import { mobileMessages } from '@rgcc/shared/membership/membership-application';
import { unknownMemberIdMessage } from '@rgcc/shared/membership/member-id';
import type { MemberDetail } from '@rgcc/shared/membership/members';
import type { ImportPreview, MemberImportSummary } from '@rgcc/shared/membership/register';
import { accounts, auditLog, members, passwordResets } from '../../../db/schema';
import { createStaff, latestMailTo, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { multipartFile } from '../../../../test/uploads';
import { registerCheckMessages } from './register-check';
import { invitationLifetimeMs, inviteMember, registerAnswers } from './service';

let testApp: TestApp;
let cookie: string;

const newMember = {
  memberId: 'M-0042',
  firstName: 'Tahmina',
  lastName: 'Rahman',
  category: 'Government Officer',
  email: 'tahmina.rahman@example.com',
  mobile: '01711000042',
  joinedOn: '2019-07-01',
  status: 'active',
  handicapIndex: '',
  handicapAsOf: '',
};

const post = (url: string, payload?: object, headers: Record<string, string> = { cookie }) => testApp.app.inject({ method: 'POST', url, payload, headers });
const linkOf = (text: string) => /\/reset-password\/(\d+)\/([\w-]+)/.exec(text)!;

beforeAll(async () => {
  testApp = await createTestApp();
  await createStaff(testApp, 'register.staff@example.com', 'membership');
  cookie = (await signIn(testApp, 'register.staff@example.com', staffPassword)).cookie;
});
afterAll(() => testApp.close());

describe('a member added by hand', () => {
  it('is in the register with no fee owed and no password, audited; nobody is mailed', async () => {
    const response = await post('/api/admin/members', newMember);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ memberId: 'M-0042', message: registerAnswers.added('M-0042') });
    const detail = (await testApp.app.inject({ method: 'GET', url: `/api/admin/members/${response.json().id}`, headers: { cookie } })).json<MemberDetail>();
    expect(detail).toMatchObject({ name: 'Tahmina Rahman', applicationId: null, membershipType: null, status: 'active', joinedOn: '2019-07-01', mobile: '01711000042', hasPassword: false, invitedAt: null });
    expect(detail.audit.map((entry) => entry.action)).toEqual(['member.added']);
    await expect(latestMailTo(testApp, newMember.email)).rejects.toThrow();
  });

  it('follows the import rules: a field error is named, an ID or email taken is 409', async () => {
    const bad = await post('/api/admin/members', { ...newMember, memberId: '', email: 'other@example.com', mobile: '017' });
    expect({ status: bad.statusCode, errors: bad.json().errors }).toEqual({ status: 400, errors: { mobile: mobileMessages.length } });
    const again = await post('/api/admin/members', { ...newMember, memberId: '', email: newMember.email });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { message: 'This member is already in the register.', errors: { memberId: 'This member is already in the register.' } },
    });
    const sameEmail = await post('/api/admin/members', { ...newMember, memberId: 'M-0043' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors).toEqual({ email: registerCheckMessages.otherMembersEmail('M-0042') });
  });
});

describe('the invitation', () => {
  it('mails a link to choose a password that works once; then the member signs in like anyone', async () => {
    const response = await post('/api/admin/members/m-0042/invitation');
    expect(response.json()).toEqual({ message: registerAnswers.invited('M-0042', newMember.email) });
    const mail = await latestMailTo(testApp, newMember.email, 'member account is ready');
    expect(mail.textBody).toContain('Dear Tahmina,');
    const [, id, token] = linkOf(mail.textBody);
    const password = { password: 'river-bank-greens-9', confirmPassword: 'river-bank-greens-9' };
    expect((await post(`/api/user/reset-password/${id}/${token}`, password, {})).statusCode).toBe(200);
    const reused = await post(`/api/user/reset-password/${id}/${token}`, password, {});
    expect({ status: reused.statusCode, message: reused.json().message }).toEqual({ status: 400, message: invalidResetLinkMessage });

    const signedIn = await post('/api/login', { email: newMember.email, password: password.password }, {});
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ firstName: 'Tahmina', memberId: 'M-0042', dashboardLocked: false, mustChangePassword: false });
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, newMember.email));
    const detail = (await testApp.app.inject({ method: 'GET', url: `/api/admin/members/${account!.id}`, headers: { cookie } })).json<MemberDetail>();
    expect(detail).toMatchObject({ hasPassword: true, invitedAt: expect.any(String), lastSignInAt: expect.any(String) });
    const canSignIn = (await testApp.app.inject({ method: 'GET', url: '/api/admin/members?access=can_sign_in&q=tahmina', headers: { cookie } })).json<{ total: number }>();
    expect(canSignIn.total).toBe(1);

    const again = await post('/api/admin/members/M-0042/invitation');
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 409, message: registerAnswers.hasPassword });
  });

  it('expires after 7 days', async () => {
    await post('/api/admin/members', { ...newMember, memberId: 'M-0050', email: 'late.reader@example.com' });
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'late.reader@example.com'));
    const staff = (await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'register.staff@example.com')))[0]!;
    const eightDaysAgo = new Date(Date.now() - invitationLifetimeMs - 24 * 60 * 60 * 1000);
    await inviteMember(testApp.database.db, testApp.app.deps.config, staff, 'M-0050', eightDaysAgo);
    const [reset] = await testApp.database.db.select().from(passwordResets).where(eq(passwordResets.accountId, account!.id));
    expect(reset!.expiresAt.getTime() - eightDaysAgo.getTime()).toBe(invitationLifetimeMs);
    const [, id, token] = linkOf((await latestMailTo(testApp, 'late.reader@example.com', 'member account is ready')).textBody);
    const expired = await post(`/api/user/reset-password/${id}/${token}`, { password: 'river-bank-greens-9', confirmPassword: 'river-bank-greens-9' }, {});
    expect({ status: expired.statusCode, message: expired.json().message }).toEqual({ status: 400, message: invalidResetLinkMessage });
    // Nobody signs in without a password of their own.
    expect((await post('/api/login', { email: 'late.reader@example.com', password: '' }, {})).statusCode).toBe(400);
    expect((await post('/api/login', { email: 'late.reader@example.com', password: 'anything-at-all' }, {})).statusCode).toBe(401);
  });

  it('goes in the language of the member’s account, leading to the page in it', async () => {
    await post('/api/admin/members', { ...newMember, memberId: 'M-0052', email: 'bangla.reader@example.com' });
    await testApp.database.db.update(accounts).set({ language: 'bn' }).where(eq(accounts.email, 'bangla.reader@example.com'));
    const staff = (await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'register.staff@example.com')))[0]!;
    await inviteMember(testApp.database.db, testApp.app.deps.config, staff, 'M-0052', new Date('2026-03-01T04:00:00Z'));
    const mail = await latestMailTo(testApp, 'bangla.reader@example.com', 'সদস্য অ্যাকাউন্ট');
    expect(mail.subject).toBe('Riverside Golf & Country Club-এ আপনার সদস্য অ্যাকাউন্ট প্রস্তুত');
    expect(mail.textBody).toContain('প্রিয় Tahmina,');
    // The member ID stays as typed; the date comes in Bengali digits.
    expect(mail.textBody).toContain('(সদস্য আইডি M-0052)');
    expect(mail.textBody).toContain('লিংকটি একবারই, ৮ মার্চ, ২০২৬, ১০:০০ (');
    expect(mail.textBody).toContain('এরপর এই ইমেইল দিয়ে সাইন ইন করুন: bangla.reader@example.com');
    expect(mail.textBody).toMatch(/\/bn\/reset-password\/\d+\/[\w-]+/);
    expect(mail.htmlBody).toContain('<html lang="bn">');
  });

  it('is refused for an unknown or suspended member', async () => {
    const unknown = await post('/api/admin/members/M-9999/invitation');
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({ status: 404, message: unknownMemberIdMessage('M-9999') });
    await post('/api/admin/members', { ...newMember, memberId: 'M-0051', email: 'suspended.one@example.com', status: 'suspended' });
    const suspended = await post('/api/admin/members/M-0051/invitation');
    expect({ status: suspended.statusCode, message: suspended.json().message }).toEqual({ status: 409, message: registerAnswers.suspended });
  });

  it('goes to every member an import brought in who is not yet invited, once', async () => {
    const csv = ['memberId,firstName,lastName,category,email,mobile,joinedOn,status', 'M-0060,Amina,Khatun,Non Military,amina@example.com,01711000060,2001-01-01,active', 'M-0061,Babul,Mia,Non Military,babul@example.com,01711000061,2002-02-02,suspended'].join('\n');
    const file = multipartFile(Buffer.from(csv), 'members.csv', 'text/csv');
    const preview = (await testApp.app.inject({ method: 'POST', url: '/api/admin/members/imports', headers: { cookie, ...file.headers }, payload: file.payload })).json<ImportPreview>();
    expect((await post(`/api/admin/members/imports/${preview.id}/invitations`)).statusCode).toBe(404);
    await post(`/api/admin/members/imports/${preview.id}/commit`);
    expect((await post(`/api/admin/members/imports/${preview.id}/invitations`)).json()).toEqual({ invited: 1, message: registerAnswers.invitedMany(1) });
    expect((await post(`/api/admin/members/imports/${preview.id}/invitations`)).json()).toEqual({ invited: 0, message: registerAnswers.invitedMany(0) });
    await latestMailTo(testApp, 'amina@example.com', 'member account is ready');
    const listed = async (access: string) =>
      (await testApp.app.inject({ method: 'GET', url: `/api/admin/members?q=khatun&access=${access}`, headers: { cookie } })).json<{ items: { email: string }[] }>().items.map((item) => item.email);
    expect(await listed('invited')).toEqual(['amina@example.com']);
    expect(await listed('not_invited')).toEqual([]);
    expect(await listed('can_sign_in')).toEqual([]);
    expect(await testApp.app.inject({ method: 'GET', url: '/api/admin/members?access=maybe', headers: { cookie } })).toMatchObject({ statusCode: 400 });
    expect(((await testApp.app.inject({ method: 'GET', url: '/api/admin/members?access=not_invited&q=mia', headers: { cookie } })).json() as { items: { email: string }[] }).items.map((item) => item.email)).toEqual(['babul@example.com']);
    const imports = (await testApp.app.inject({ method: 'GET', url: '/api/admin/members/imports', headers: { cookie } })).json<MemberImportSummary[]>();
    expect(imports[0]).toMatchObject({ id: preview.id, fileName: 'members.csv', by: 'register.staff@example.com', rows: 2, errors: 0, created: 2, unchanged: 0, invited: 1, signedUp: 0 });
    await expect(latestMailTo(testApp, 'babul@example.com')).rejects.toThrow();
    const invited = await testApp.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.action, 'member.invited'));
    expect(invited.length).toBeGreaterThanOrEqual(2);
  });
});

describe("the member's own contact details", () => {
  it('are changed by the member, audited, and shown back; a bad mobile number has the form message', async () => {
    const admin = await createStaff(testApp, 'register.admin@example.com');
    const member = await readyMember(testApp, admin, 'contact.member@example.com', { unlocked: true });
    const put = (payload: object) => testApp.app.inject({ method: 'PUT', url: '/api/member/profile', payload, headers: { cookie: member.cookie } });
    const changed = await put({ mobile: '01999888777', presentAddress: 'House 4, Road 2, Dhap, Rangpur', emergencyContact: 'Salma Rahman, 01711223344' });
    expect(changed.json()).toEqual({ message: registerAnswers.contactSaved, mobile: '01999888777', presentAddress: 'House 4, Road 2, Dhap, Rangpur', emergencyContact: 'Salma Rahman, 01711223344' });
    const profile = (await testApp.app.inject({ method: 'GET', url: '/api/member/profile', headers: { cookie: member.cookie } })).json();
    expect(profile).toMatchObject({ mobile: '01999888777', presentAddress: 'House 4, Road 2, Dhap, Rangpur', emergencyContact: 'Salma Rahman, 01711223344', details: expect.any(Object) });
    const bad = await put({ mobile: '01999-888', presentAddress: '', emergencyContact: '' });
    expect({ status: bad.statusCode, errors: bad.json().errors }).toEqual({ status: 400, errors: { mobile: mobileMessages.digits } });
    const [row] = await testApp.database.db.select().from(members).where(eq(members.mobile, '01999888777'));
    expect(row).toBeDefined();
    const trail = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'member.contact-updated'));
    expect(trail).toHaveLength(1);
  });
});
