import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportThread, SupportThreadSummary } from '@rgcc/shared/comms/support';
import type { InboxMessageDetail, InboxMessagePage } from '@rgcc/shared/comms/inbox';
import { accounts, auditLog, outgoingMail, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { startSmtpServer, type ReceivedMail } from '../../../../test/smtp-catcher';
import { createTestApp, ownAppTimeout, type TestApp } from '../../../../test/test-app';
import { memberSuspendedMessage, paymentRequiredMessage } from '../../account/entry';
import { followUp, getThread, listThreads, startThread } from './service';

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let contentStaff: AccountRow;
let staffCookie: string;
let memberCookie: string;
let otherCookie: string;
let lockedCookie: string;
const memberEmail = 'support.member@example.com';
const clubAddress = 'info@example.com';

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  const admin = await createStaff(testApp);
  contentStaff = await createStaff(testApp, 'support.content@example.com', 'content');
  staffCookie = (await signIn(testApp, 'support.content@example.com', staffPassword)).cookie;
  memberCookie = (await readyMember(testApp, admin, memberEmail, { unlocked: true })).cookie;
  otherCookie = (await readyMember(testApp, admin, 'support.other@example.com', { unlocked: true })).cookie;
  lockedCookie = (await readyMember(testApp, admin, 'support.locked@example.com', { unlocked: false })).cookie;
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => testApp.app.inject({ method, url, payload, headers: { cookie } });
const asMember = (method: 'GET' | 'POST', url: string, payload?: object) => call(memberCookie, method, url, payload);
const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) => call(staffCookie, method, url, payload);
const accountOf = async (email: string) => (await testApp.database.db.select().from(accounts).where(eq(accounts.email, email)))[0]!;

async function delivered(address: string, subjectPart: string): Promise<ReceivedMail> {
  const find = () => smtp.received.find((mail) => mail.to.includes(address) && mail.subject.includes(subjectPart));
  await expect.poll(() => find() !== undefined, { timeout: 8_000 }).toBe(true);
  return find()!;
}

async function newThread(subject: string, message: string) {
  const response = await asMember('POST', '/api/member/support', { subject, message });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; message: string }>().id;
}

describe('a member writes to the club', () => {
  it('starts with no threads', async () => {
    const response = await call(otherCookie, 'GET', '/api/member/support');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('sends a subject and a message: 201, the thread is listed, and the club is told without the message', async () => {
    const response = await asMember('POST', '/api/member/support', { subject: '  Locker key  ', message: 'I lost the key to locker 12.' });
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json<{ id: number; message: string }>();
    expect(message).toBe('Your message has been sent. We will email you when the club answers.');

    const list = (await asMember('GET', '/api/member/support')).json<SupportThreadSummary[]>();
    expect(list).toEqual([{ id, subject: 'Locker key', createdAt: expect.any(String), lastActivityAt: expect.any(String), unreadAnswers: 0, answered: false }]);

    const notification = await delivered(clubAddress, 'A new support message from');
    expect(notification.text).toContain(`${testApp.publicUrl}/admin/inbox/support/${id}`);
    expect(notification.text + notification.html).not.toContain('locker 12');
  });

  it('refuses an empty or too long subject or message with the field messages', async () => {
    expect((await asMember('POST', '/api/member/support', { subject: ' ', message: '' })).json()).toEqual({
      message: 'Subject is required',
      errors: { subject: 'Subject is required', message: 'Message is required' },
    });
    const tooLong = await asMember('POST', '/api/member/support', { subject: 'x'.repeat(151), message: 'y'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errors: { subject: 'Subject is limited to 150 characters', message: 'Message is limited to 5000 characters' } });
    expect((await asMember('POST', '/api/member/support', {})).json()).toMatchObject({ errors: { subject: 'Subject is required', message: 'Message is required' } });
  });

  it('refuses a locked member with the payment message (403), whatever they send', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/member/support', undefined],
      ['POST', '/api/member/support', {}],
      ['GET', '/api/member/support/1', undefined],
      ['POST', '/api/member/support/1/messages', {}],
    ] as const) {
      const response = await call(lockedCookie, method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: paymentRequiredMessage });
    }
  });

  it('refuses a suspended member with the suspension message (403)', async () => {
    const account = { ...(await accountOf(memberEmail)), deactivatedAt: new Date() };
    const { db, config } = testApp.app.deps;
    const refused = new AppError(403, memberSuspendedMessage);
    await expect(listThreads(db, account)).rejects.toThrow(refused);
    await expect(startThread(db, config, account, { subject: 'S', message: 'M' })).rejects.toThrow(refused);
    await expect(getThread(db, account, 1)).rejects.toThrow(refused);
    await expect(followUp(db, config, account, 1, { message: 'M' })).rejects.toThrow(refused);
  });

  it("answers 404 for another member's thread and for one that is not there, and 400 for an id that cannot be", async () => {
    const id = await newThread('Private matter', 'Only for me and the club.');
    for (const [method, url, body] of [
      ['GET', `/api/member/support/${id}`, undefined],
      ['POST', `/api/member/support/${id}/messages`, { message: 'Me too' }],
      ['GET', '/api/member/support/999999', undefined],
    ] as const) {
      const response = await call(otherCookie, method, url, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Thread not found.' });
    }
    expect((await asMember('GET', '/api/member/support/abc')).json()).toMatchObject({ message: 'Thread not found.' });
    expect((await asMember('GET', '/api/member/support/abc')).statusCode).toBe(400);
  });

  it('throttles writing like the other forms', async () => {
    const throttled = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const admin = await createStaff(throttled);
      const { cookie } = await readyMember(throttled, admin, 'support.throttled@example.com', { unlocked: true });
      const send = () => throttled.app.inject({ method: 'POST', url: '/api/member/support', payload: { subject: 'S', message: 'M' }, headers: { cookie } });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await throttled.close();
    }
  }, ownAppTimeout);
});

describe('staff answer from the Inbox', () => {
  let id: number;
  beforeAll(async () => {
    id = await newThread('Guest fees', 'How much does a guest pay on Friday?');
  });

  it('lists support threads as their own kind, searched by subject, member and text, filtered new and handled', async () => {
    const page = (await asStaff('GET', '/api/admin/inbox?kind=support&q=guest%20fees')).json<InboxMessagePage>();
    expect(page).toMatchObject({ total: 1, items: [{ id, kind: 'support', email: memberEmail, preview: 'Guest fees: How much does a guest pay on Friday?', handledAt: null }] });
    const member = await accountOf(memberEmail);
    expect((await asStaff('GET', `/api/admin/inbox?kind=support&q=${member.memberId}`)).json<InboxMessagePage>().total).toBeGreaterThanOrEqual(3);
    expect((await asStaff('GET', '/api/admin/inbox?kind=support&q=pay%20on%20friday')).json<InboxMessagePage>().items.map((item) => item.id)).toEqual([id]);
    expect((await asStaff('GET', '/api/admin/inbox?kind=support&status=handled')).json<InboxMessagePage>().total).toBe(0);
  });

  it('answers: the answer joins the thread, is audited, handles it and is mailed to the member with a link to the thread', async () => {
    const response = await asStaff('POST', `/api/admin/inbox/support/${id}/replies`, { text: 'Guests pay 2,500 taka on Fridays.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your reply is on its way and is kept with the message.' });

    const mail = await delivered(memberEmail, 'Re: Guest fees');
    expect(mail.text).toContain('Guests pay 2,500 taka on Fridays.');
    expect(mail.text).toContain(`${testApp.publicUrl}/dashboard/support/${id}`);
    expect(mail.text).toContain('How much does a guest pay on Friday?');

    const audit = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'inbox'), eq(auditLog.entityId, `support-${id}`)));
    expect(audit).toMatchObject([{ action: 'inbox.replied', actorAccountId: contentStaff.id, after: { handled: true }, detail: `Reply emailed to ${memberEmail}` }]);
    expect((await asStaff('GET', `/api/admin/inbox/support/${id}`)).json()).toMatchObject({ handledBy: 'support.content@example.com', replyTo: memberEmail });
  });

  it('shows the member the answer as unread until they open the thread, in order with who wrote each', async () => {
    const listed = () => asMember('GET', '/api/member/support').then((response) => response.json<SupportThreadSummary[]>().find((thread) => thread.id === id)!);
    expect(await listed()).toMatchObject({ answered: true, unreadAnswers: 1 });
    const thread = (await asMember('GET', `/api/member/support/${id}`)).json<SupportThread>();
    expect(thread).toMatchObject({ id, subject: 'Guest fees' });
    expect(thread.entries.map((entry) => [entry.from, entry.text])).toEqual([
      ['member', 'How much does a guest pay on Friday?'],
      ['club', 'Guests pay 2,500 taka on Fridays.'],
    ]);
    expect(await listed()).toMatchObject({ answered: true, unreadAnswers: 0 });
  });

  it("takes the member's follow-up into the same thread, makes it new again in the Inbox and tells the club", async () => {
    const response = await asMember('POST', `/api/member/support/${id}/messages`, { message: 'And on Saturday?' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Your message has been added to the thread.' });
    expect((await asMember('POST', `/api/member/support/${id}/messages`, { message: '  ' })).json()).toEqual({
      message: 'Message is required',
      errors: { message: 'Message is required' },
    });

    const detail = (await asStaff('GET', `/api/admin/inbox/support/${id}`)).json<InboxMessageDetail>();
    expect(detail).toMatchObject({ handledAt: null, message: 'How much does a guest pay on Friday?' });
    expect(detail.replies.map((entry) => [entry.fromSender, entry.author, entry.text])).toEqual([
      [false, 'support.content@example.com', 'Guests pay 2,500 taka on Fridays.'],
      [true, detail.from, 'And on Saturday?'],
    ]);
    await delivered(clubAddress, 'A new message in a support thread from');
    const thread = (await asMember('GET', `/api/member/support/${id}`)).json<SupportThread>();
    expect(thread.entries.map((entry) => entry.from)).toEqual(['member', 'club', 'member']);
  });

  it('marks a thread handled with its audit entry', async () => {
    expect((await asStaff('POST', `/api/admin/inbox/support/${id}/handled`, { handled: true })).json()).toEqual({ message: 'Marked as handled.' });
    const actions = await testApp.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityType, 'inbox'), eq(auditLog.entityId, `support-${id}`)));
    expect(actions.map((row) => row.action)).toEqual(['inbox.replied', 'inbox.handled']);
  });

  it('exports the filtered threads as CSV', async () => {
    const response = await asStaff('GET', '/api/admin/inbox/export?kind=support&q=guest%20fees');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="inbox-support-\d{4}-\d{2}-\d{2}\.csv"$/);
    const member = await accountOf(memberEmail);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFReceived (Dhaka time),Member ID,Name,Email,Phone,Subject,First message,Status,Handled at (Dhaka time)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${member.memberId},`);
    expect(lines[1]).toContain(`${memberEmail},`);
    expect(lines[1]).toContain('Guest fees,How much does a guest pay on Friday?,Handled,');
  });

  it('sends no mail for an answer refused as empty', async () => {
    const before = await testApp.database.db.$count(outgoingMail, eq(outgoingMail.toAddress, memberEmail));
    expect((await asStaff('POST', `/api/admin/inbox/support/${id}/replies`, { text: ' ' })).statusCode).toBe(400);
    expect(await testApp.database.db.$count(outgoingMail, eq(outgoingMail.toAddress, memberEmail))).toBe(before);
  });
});
