import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, newsletterSubscribers } from '../../../db/schema';
import { createStaff, signIn, staffPassword } from '../../../../test/accounts';
import { startSmtpServer } from '../../../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let staffCookie: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  await createStaff(testApp, 'newsletter.content@example.com');
  await testApp.database.db.update(accounts).set({ role: 'content' }).where(eq(accounts.email, 'newsletter.content@example.com'));
  staffCookie = (await signIn(testApp, 'newsletter.content@example.com', staffPassword)).cookie;
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
const subscribed = 'Thank you for subscribing to our newsletter!';
const confirmed = 'Thank you! Your subscription to our newsletter is confirmed.';
const unsubscribed = 'You are unsubscribed. We will send you no more newsletters.';
const invalidConfirm = 'This confirmation link is invalid or has expired. Please subscribe again from the form at the foot of any page.';

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

/** The links of the newest confirmation mail to `address`, as the page at each would read them. */
async function linksOf(address: string, count = 1) {
  await expect.poll(() => mailsTo(address).length, { timeout: 8_000 }).toBe(count);
  const mail = mailsTo(address).at(-1)!;
  expect(mail.subject).toBe('Please confirm your subscription to the Riverside Golf & Country Club newsletter');
  const confirm = new URL(/(http\S+\/newsletter\/confirm\?\S+)/.exec(mail.text)![1]!);
  const unsubscribe = new URL(/(http\S+\/newsletter\/unsubscribe\?\S+)/.exec(mail.text)![1]!);
  return {
    confirm: { token: confirm.searchParams.get('token')! },
    unsubscribe: { id: Number(unsubscribe.searchParams.get('id')), token: unsubscribe.searchParams.get('token')! },
  };
}

async function statusOf(email: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/inbox/subscribers?q=${encodeURIComponent(email)}`, headers: { cookie: staffCookie } });
  return response.json<{ items: { status: string }[] }>().items[0]?.status;
}

describe('the newsletter, double opt-in', () => {
  it('a sign-up is pending until the mailed link confirms it; the link works again with the same answer', async () => {
    const response = await post('/api/newsletter', { email: 'Reader.One@Example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: subscribed });
    const links = await linksOf('reader.one@example.com');
    expect(links.confirm.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await statusOf('reader.one@example.com')).toBe('pending');

    // Only a hash of the token is stored.
    const [row] = await testApp.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'reader.one@example.com'));
    expect(JSON.stringify(row)).not.toContain(links.confirm.token);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await post('/api/newsletter/confirm', links.confirm);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: confirmed });
    }
    expect(await statusOf('reader.one@example.com')).toBe('confirmed');

    // Signing up again once confirmed: the same answer, and no mail.
    expect((await post('/api/newsletter', { email: 'reader.one@example.com' })).json()).toEqual({ message: subscribed });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo('reader.one@example.com')).toHaveLength(1);
  });

  it('unsubscribes with one request from the link in the mail, every time with the same answer, and the confirm link stops working', async () => {
    await post('/api/newsletter', { email: 'reader.two@example.com' });
    const links = await linksOf('reader.two@example.com');
    expect((await post('/api/newsletter/confirm', links.confirm)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await post('/api/newsletter/unsubscribe', links.unsubscribe);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: unsubscribed });
    }
    expect(await statusOf('reader.two@example.com')).toBe('unsubscribed');
    const again = await post('/api/newsletter/confirm', links.confirm);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: invalidConfirm });

    // Signing up again is asking again: pending, with a new link.
    expect((await post('/api/newsletter', { email: 'reader.two@example.com' })).statusCode).toBe(201);
    await linksOf('reader.two@example.com', 2);
    expect(await statusOf('reader.two@example.com')).toBe('pending');
  });

  it('refuses a link that is not ours: a changed id or token, a made-up confirmation token', async () => {
    await post('/api/newsletter', { email: 'reader.three@example.com' });
    const links = await linksOf('reader.three@example.com');
    const invalid = { message: 'This unsubscribe link is not valid. Please use the link in the latest email from us.' };
    const other = links.unsubscribe.token.startsWith('A') ? 'B' : 'A';
    for (const payload of [{ ...links.unsubscribe, id: links.unsubscribe.id + 1 }, { ...links.unsubscribe, token: `${other}${links.unsubscribe.token.slice(1)}` }]) {
      const answer = await post('/api/newsletter/unsubscribe', payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject(invalid);
    }
    expect((await post('/api/newsletter/confirm', { token: 'x'.repeat(43) })).json()).toMatchObject({ message: invalidConfirm });
    expect((await post('/api/newsletter/confirm', { token: 'short' })).statusCode).toBe(400);
    expect(await statusOf('reader.three@example.com')).toBe('pending');
  });

  it('a pending sign-up gets no second mail within ten minutes; an expired link is refused', async () => {
    await post('/api/newsletter', { email: 'reader.four@example.com' });
    const links = await linksOf('reader.four@example.com');
    expect((await post('/api/newsletter', { email: 'reader.four@example.com' })).json()).toEqual({ message: subscribed });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo('reader.four@example.com')).toHaveLength(1);

    await testApp.database.db
      .update(newsletterSubscribers)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, 'reader.four@example.com'));
    expect((await post('/api/newsletter/confirm', links.confirm)).statusCode).toBe(400);
    expect(await statusOf('reader.four@example.com')).toBe('pending');
  });

  it('the Inbox lists subscribers with their state, filtered, and exports them', async () => {
    const list = await testApp.app.inject({ method: 'GET', url: '/api/admin/inbox/subscribers?status=confirmed', headers: { cookie: staffCookie } });
    expect(list.json()).toMatchObject({ total: 1, items: [{ email: 'reader.one@example.com', status: 'confirmed', confirmedAt: expect.any(String), unsubscribedAt: null }] });
    const csv = await testApp.app.inject({ method: 'GET', url: '/api/admin/inbox/subscribers/export?sort=oldest', headers: { cookie: staffCookie } });
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFSigned up (Dhaka time),Email,Status,Confirmed at (Dhaka time),Unsubscribed at (Dhaka time),Unsubscribe link');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 3).join(','))).toEqual([
      'reader.one@example.com,Confirmed',
      'reader.two@example.com,Pending confirmation',
      'reader.three@example.com,Pending confirmation',
      'reader.four@example.com,Pending confirmation',
    ]);

    // Each row's link is the subscriber's own, and works: a newsletter sent with the list can carry it.
    const link = new URL(lines[1]!.split(',').at(-1)!);
    expect(`${link.origin}${link.pathname}`).toBe(`${testApp.publicUrl}/newsletter/unsubscribe`);
    const unsubscribed = await post('/api/newsletter/unsubscribe', { id: Number(link.searchParams.get('id')), token: link.searchParams.get('token') });
    expect(unsubscribed.statusCode).toBe(200);
    expect(await statusOf('reader.one@example.com')).toBe('unsubscribed');
    const after = await testApp.app.inject({ method: 'GET', url: '/api/admin/inbox/subscribers/export?sort=oldest', headers: { cookie: staffCookie } });
    expect(after.body.trimEnd().split('\r\n')[1]).toMatch(/,Unsubscribed,.*,$/);
  });

  it('a sign-up from a Bangla page is confirmed in Bangla, its links lead to the Bangla pages, and the address keeps its language', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'pathok@example.com' }, headers: { 'accept-language': 'bn' } });
    expect(response.statusCode).toBe(201);
    await expect.poll(() => mailsTo('pathok@example.com').length, { timeout: 8_000 }).toBe(1);
    const [mail] = mailsTo('pathok@example.com');
    expect(mail!.subject).toBe('অনুগ্রহ করে Riverside Golf & Country Club-এর নিউজলেটারে আপনার সাবস্ক্রিপশন নিশ্চিত করুন');
    expect(mail!.text).toContain('(লিংকটি ৭ দিন কাজ করবে)');
    expect(mail!.text).toContain(`আনসাবস্ক্রাইব করুন:\n${testApp.publicUrl}/bn/newsletter/unsubscribe?id=`);
    expect(mail!.html).toContain('<html lang="bn">');
    const confirm = new URL(/(http\S+\/newsletter\/confirm\?\S+)/.exec(mail!.text)![1]!);
    expect(confirm.pathname).toBe('/bn/newsletter/confirm');
    expect((await post('/api/newsletter/confirm', { token: confirm.searchParams.get('token') })).statusCode).toBe(200);

    const [row] = await testApp.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'pathok@example.com'));
    expect(row!.language).toBe('bn');
    // The export gives each subscriber the unsubscribe page in their language.
    const csv = await testApp.app.inject({ method: 'GET', url: '/api/admin/inbox/subscribers/export?q=pathok', headers: { cookie: staffCookie } });
    expect(new URL(csv.body.trimEnd().split('\r\n')[1]!.split(',').at(-1)!).pathname).toBe('/bn/newsletter/unsubscribe');
  });
});
