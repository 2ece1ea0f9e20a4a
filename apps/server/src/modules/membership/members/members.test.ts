import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { MemberDetail, MemberPage } from '@rgcc/shared/membership/members';
import { accounts, auditLog, members, payments, receipts, sessions, signIns, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { approvedMember, createStaff, latestMailTo, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { assertMember, memberSuspendedMessage } from '../../account/entry';
import { wrongCredentialsMessage } from '../../account/entry';
import { suspendedNoCredentialsMessage } from './service';
import { memberCsvHeader } from './member-csv';

let testApp: TestApp;
let adminCookie: string;
let admin: AccountRow;

const accountOf = async (email: string) => (await testApp.database.db.select().from(accounts).where(eq(accounts.email, email)))[0]!;
const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => testApp.app.inject({ method, url, payload, headers: { cookie: adminCookie } });
const login = (email: string, password: string) => testApp.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const auditOf = (id: number) =>
  testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'member'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);

/** A completed payment with its receipt, as the payment flow leaves it. */
async function paid(account: AccountRow, receiptNumber: string, at: Date) {
  const db = testApp.database.db;
  const [payment] = await db
    .insert(payments)
    .values({ accountId: account.id, provider: 'sandbox', invoiceNumber: `INV-${receiptNumber}`, amountPaisa: 132000, status: 'completed', trxId: `TRX-${receiptNumber}`, createdAt: at, settledAt: at })
    .returning();
  await db.insert(receipts).values({ receiptNumber, paymentId: payment!.id, accountId: account.id, amountPaisa: 132000, trxId: `TRX-${receiptNumber}`, paidAt: at });
  await db.update(accounts).set({ dashboardLocked: false }).where(eq(accounts.id, account.id));
}

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'admin@example.com');
  adminCookie = (await signIn(testApp, 'admin@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

describe('the Members list', () => {
  let paidMember: AccountRow;
  let unpaidMember: AccountRow;

  beforeAll(async () => {
    await approvedMember(testApp, admin, 'list.paid@example.com');
    await approvedMember(testApp, admin, 'list.unpaid@example.com');
    paidMember = await accountOf('list.paid@example.com');
    unpaidMember = await accountOf('list.unpaid@example.com');
    await paid(paidMember, 'R-900001', new Date('2026-03-10T10:00:00Z'));
    // Money taken at the office is a receipt too, but not of the fee: the member stays unpaid.
    await testApp.database.db.insert(receipts).values({ receiptNumber: 'R-900002', accountId: unpaidMember.id, amountPaisa: 5000, method: 'cash', trxId: 'Counter', paidAt: new Date('2026-03-11T10:00:00Z') });
    // The register's row is what the list reads: the name, the category and the day they joined.
    await testApp.database.db.update(members).set({ category: 'Corporate/Business', name: 'Rahim Uddin, "Jr"', joinedOn: '2026-03-01' }).where(eq(members.accountId, unpaidMember.id));
  });

  const list = async (query: string) => {
    const response = await asAdmin('GET', `/api/admin/members?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MemberPage>();
  };
  const emails = (page: MemberPage) => page.items.map((item) => item.email).sort();

  it('lists members only, newest first, with name, category, member ID, status and paid', async () => {
    const page = await list('');
    expect(page.items.map((item) => item.email)).toEqual(['list.paid@example.com', 'list.unpaid@example.com']);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items[0]).toMatchObject({ id: paidMember.id, memberId: paidMember.memberId, category: 'Government Officer', status: 'active', paid: true });
    expect(page.items[1]).toMatchObject({ name: 'Rahim Uddin, "Jr"', category: 'Corporate/Business', status: 'payment_due', paid: false, joinedOn: '2026-03-01' });
  });

  it('searches by name, email and member ID, and filters by status, category, paid and joined days at the club', async () => {
    expect(await list('q=rahim')).toMatchObject({ total: 1, items: [{ email: 'list.unpaid@example.com' }] });
    expect(emails(await list('q=rahim&category=Corporate%2FBusiness'))).toEqual(['list.unpaid@example.com']);
    expect(await list('q=rahim&category=Government%20Officer')).toMatchObject({ total: 0, items: [] });
    expect(emails(await list('q=LIST.PAID'))).toEqual(['list.paid@example.com']);
    expect(emails(await list(`q=${paidMember.memberId}`))).toEqual(['list.paid@example.com']);
    expect(emails(await list('status=payment_due'))).toEqual(['list.unpaid@example.com']);
    expect(emails(await list('status=active'))).toEqual(['list.paid@example.com']);
    expect(emails(await list('category=Corporate%2FBusiness'))).toEqual(['list.unpaid@example.com']);
    expect(emails(await list('paid=paid'))).toEqual(['list.paid@example.com']);
    expect(emails(await list('paid=unpaid'))).toEqual(['list.unpaid@example.com']);
    expect(emails(await list('from=2026-03-01&to=2026-03-01'))).toEqual(['list.unpaid@example.com']);
    expect(emails(await list('to=2026-02-28'))).toEqual([]);
    expect(await list('page=2')).toMatchObject({ items: [], total: 2, page: 2 });
    expect((await asAdmin('GET', '/api/admin/members?status=gone')).statusCode).toBe(400);
    const tooLong = await asAdmin('GET', `/api/admin/members?q=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('The search is limited to 100 characters');
  });

  it("exports the filtered list as CSV: header, a row's values, quoting", async () => {
    const response = await asAdmin('GET', '/api/admin/members/export?paid=unpaid');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(memberCsvHeader.join(','));
    expect(lines[1]).toBe(`${unpaidMember.memberId},"Rahim Uddin, ""Jr""",list.unpaid@example.com,Corporate/Business,Payment due,No,2026-03-01`);
    expect(lines.slice(2)).toEqual(['']);
  });

  it('exports in the language staff read: Bangla headings and words, the ID, amounts and day as they are', async () => {
    expect((await asAdmin('PUT', '/api/account/language', { language: 'bn' })).statusCode).toBe(200);
    onTestFinished(async () => void (await asAdmin('PUT', '/api/account/language', { language: 'en' })));
    const lines = (await asAdmin('GET', '/api/admin/members/export?paid=unpaid')).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('সদস্য আইডি,নাম,ইমেইল,শ্রেণি,অবস্থা,পরিশোধিত,যোগদান');
    expect(lines[1]).toBe(`${unpaidMember.memberId},"Rahim Uddin, ""Jr""",list.unpaid@example.com,কর্পোরেট/ব্যবসায়ী,বকেয়া আছে,না,2026-03-01`);
  });

  it("shows a member's page with their application, payments with receipts and sign-ins", async () => {
    const response = await asAdmin('GET', `/api/admin/members/${paidMember.id}`);
    expect(response.statusCode).toBe(200);
    const member = response.json<MemberDetail>();
    expect(member).toMatchObject({ applicationId: paidMember.applicationId, status: 'active', paid: true, suspensionReason: null });
    expect(member.payments).toEqual([expect.objectContaining({ status: 'completed', receiptNumber: 'R-900001', amountPaisa: 132000 })]);
    expect((await asAdmin('GET', '/api/admin/members/999999')).statusCode).toBe(404);
    // A member of staff is no member.
    expect((await asAdmin('GET', `/api/admin/members/${admin.id}`)).statusCode).toBe(404);
  });

  it("the application page says whether the approved member has paid, and names the member's page", async () => {
    const answer = (await asAdmin('GET', `/api/admin/applications/${paidMember.applicationId}`)).json<{ member: unknown }>();
    expect(answer.member).toEqual({ id: paidMember.id, paid: true });
    const unpaid = (await asAdmin('GET', `/api/admin/applications/${unpaidMember.applicationId}`)).json<{ member: unknown }>();
    expect(unpaid.member).toEqual({ id: unpaidMember.id, paid: false });
  });
});

describe('suspension', () => {
  it('ends the sessions at once, refuses sign-in and member endpoints with the message, and is audited; reactivation lets them back', async () => {
    const member = await readyMember(testApp, admin, 'suspend.me@example.com', { unlocked: true });
    const account = await accountOf('suspend.me@example.com');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/member/profile', headers: { cookie: member.cookie } })).statusCode).toBe(200);

    expect((await asAdmin('POST', `/api/admin/members/${account.id}/suspend`, { reason: ' ' })).json()).toMatchObject({ errors: { reason: 'A reason is required to suspend a member.' } });
    const suspended = await asAdmin('POST', `/api/admin/members/${account.id}/suspend`, { reason: 'Unpaid bar bill' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await testApp.database.db.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/member/profile', headers: { cookie: member.cookie } })).statusCode).toBe(401);
    const refused = await login('suspend.me@example.com', member.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: memberSuspendedMessage });
    // The wrong password still gets the answer that tells nothing.
    expect((await login('suspend.me@example.com', 'not-the-password-1')).json()).toEqual({ message: wrongCredentialsMessage });
    // A member endpoint refuses a suspended account, whatever session it may hold.
    const now = await accountOf('suspend.me@example.com');
    expect(() => assertMember(now, { unlocked: true })).toThrow(new AppError(403, memberSuspendedMessage));
    expect((await asAdmin('GET', `/api/admin/members/${account.id}`)).json()).toMatchObject({ status: 'suspended', suspensionReason: 'Unpaid bar bill' });
    expect((await asAdmin('GET', '/api/admin/members?status=suspended')).json<MemberPage>().items.map((item) => item.id)).toEqual([account.id]);
    expect((await asAdmin('POST', `/api/admin/members/${account.id}/suspend`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await asAdmin('POST', `/api/admin/members/${account.id}/credentials`)).json()).toEqual({ message: suspendedNoCredentialsMessage });

    expect((await asAdmin('POST', `/api/admin/members/${account.id}/reactivate`)).statusCode).toBe(200);
    expect((await login('suspend.me@example.com', member.password)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/admin/members/${account.id}/reactivate`)).statusCode).toBe(409);

    const audit = await auditOf(account.id);
    expect(audit.map((entry) => [entry.action, entry.actorAccountId, entry.detail])).toEqual([
      ['member.suspended', admin.id, 'Unpaid bar bill'],
      ['member.reactivated', admin.id, null],
    ]);
    expect(audit[0]).toMatchObject({ before: { status: 'active' }, after: { status: 'suspended', reason: 'Unpaid bar bill' } });
    expect(audit[1]).toMatchObject({ before: { status: 'suspended' }, after: { status: 'active' } });
  });
});

describe('new credentials', () => {
  it('mails a new temporary password; the old one and every session end; the member must choose a new one; audited', async () => {
    const member = await readyMember(testApp, admin, 'forgot.me@example.com', { unlocked: true });
    const account = await accountOf('forgot.me@example.com');
    const sent = await asAdmin('POST', `/api/admin/members/${account.id}/credentials`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await testApp.database.db.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([]);
    const mail = await latestMailTo(testApp, 'forgot.me@example.com', 'sign-in details');
    expect(mail.kind).toBe('credentials');
    const temporaryPassword = /Password: (\S+)/.exec(mail.textBody)![1]!;
    expect((await login('forgot.me@example.com', member.password)).statusCode).toBe(401);
    const signedIn = await login('forgot.me@example.com', temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ mustChangePassword: true });
    const audit = await auditOf(account.id);
    expect(audit.map((entry) => [entry.action, entry.detail])).toEqual([['member.credentials-sent', 'New temporary password mailed']]);
    // Never the password in the log.
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
  });

  it('writes the new sign-in details in the member’s language, with the sign-in page in it', async () => {
    await readyMember(testApp, admin, 'credentials.bangla@example.com', { unlocked: true });
    const account = await accountOf('credentials.bangla@example.com');
    await testApp.database.db.update(accounts).set({ language: 'bn' }).where(eq(accounts.id, account.id));
    expect((await asAdmin('POST', `/api/admin/members/${account.id}/credentials`)).statusCode).toBe(200);
    const mail = await latestMailTo(testApp, 'credentials.bangla@example.com', 'সাইন-ইন তথ্য');
    expect(mail.subject).toBe('আপনার নতুন Riverside Golf & Country Club সাইন-ইন তথ্য');
    const temporaryPassword = /পাসওয়ার্ড: (\S+)/.exec(mail.textBody)![1]!;
    expect(mail.textBody).toContain('/bn/login');
    expect((await login('credentials.bangla@example.com', temporaryPassword)).statusCode).toBe(200);
  });
});

describe('sign-in history', () => {
  it('keeps the time of each sign-in, the newest 50', async () => {
    const member = await readyMember(testApp, admin, 'history@example.com', { unlocked: true });
    const account = await accountOf('history@example.com');
    const db = testApp.database.db;
    await db.insert(signIns).values(Array.from({ length: 60 }, (_, i) => ({ accountId: account.id, at: new Date(Date.UTC(2026, 0, 1, 0, i)) })));
    expect((await login('history@example.com', member.password)).statusCode).toBe(200);
    const detail = (await asAdmin('GET', `/api/admin/members/${account.id}`)).json<MemberDetail>();
    expect(detail.signIns).toHaveLength(50);
    expect(new Date(detail.signIns[0]!).getTime()).toBeGreaterThan(Date.UTC(2026, 5, 1));
    expect(detail.lastSignInAt).toBe(detail.signIns[0]);
  });
});
