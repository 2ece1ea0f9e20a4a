import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleApplicant, samplePassport } from '@rgcc/shared/membership/sample-applications';
import { accounts, auditLog, clubSettings, contactMessages, outgoingMail, restaurantRatings, type AccountRow } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { startSmtpServer, type ReceivedMail } from '../../../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { uploadedImageLink } from '../../../../test/uploads';
import { startThread } from '../support/service';

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let staffCookie: string;
let contentStaff: AccountRow;
const clubAddress = 'info@example.com';

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, WRITE_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
  await createStaff(testApp, 'inbox.content@example.com');
  const [updated] = await testApp.database.db.update(accounts).set({ role: 'content' }).where(eq(accounts.email, 'inbox.content@example.com')).returning();
  contentStaff = updated!;
  staffCookie = (await signIn(testApp, 'inbox.content@example.com', staffPassword)).cookie;
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) => testApp.app.inject({ method, url, payload, headers: { cookie: staffCookie } });
const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });

/** Waits for the mail worker to deliver a mail to `address` whose subject has `subjectPart`. */
async function delivered(address: string, subjectPart: string): Promise<ReceivedMail> {
  const find = () => smtp.received.find((mail) => mail.to.includes(address) && mail.subject.includes(subjectPart));
  await expect.poll(() => find() !== undefined, { timeout: 8_000 }).toBe(true);
  return find()!;
}

const auditOf = (entityId: string) =>
  testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'inbox'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

describe('notifications to the club', () => {
  it('a contact message is stored and the club is told, with a link to the console but without the message', async () => {
    const response = await post('/api/contact', {
      firstName: 'Farhana',
      lastName: 'Akter',
      phone: '01712345678',
      email: 'farhana@example.com',
      message: 'Can I book a lesson with the coach on Saturday?',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'farhana@example.com'));
    // Sent from an English page (the web says so; nothing said is English too): replies go in English.
    expect(row!.language).toBe('en');
    const mail = await delivered(clubAddress, 'A new contact message from Farhana Akter');
    expect(mail.text).toContain(`${testApp.publicUrl}/admin/inbox/contact/${row!.id}`);
    for (const privateText of ['coach on Saturday', '01712345678', 'farhana@example.com']) expect(mail.text + mail.html).not.toContain(privateText);
  });

  it('a restaurant rating does not tell the club', async () => {
    const notifications = () => testApp.database.db.$count(outgoingMail, and(eq(outgoingMail.toAddress, clubAddress), eq(outgoingMail.kind, 'staff-notification')));
    const before = await notifications();
    expect((await post('/api/restaurant/ratings', { score: 5, comment: 'Lovely fish curry' })).statusCode).toBe(201);
    expect(await notifications()).toBe(before);
  });

  it('a membership application tells the club when it is submitted, without its documents or the verification code', async () => {
    const email = 'notified.applicant@example.com';
    const response = await post('/api/registration/membership', {
      category: 'Foreigner/Diplomat',
      ...sampleApplicant,
      ...samplePassport,
      email,
      incomeTaxReturn: await uploadedImageLink(testApp),
      photo: await uploadedImageLink(testApp),
    });
    expect(response.statusCode).toBe(201);
    const notification = await delivered(clubAddress, `A new membership application from ${sampleApplicant.nameEnglish}`);
    expect(notification.text).toMatch(new RegExp(`${testApp.publicUrl}/admin/applications/\\d+`));
    const code = /verification code is (\d{6})/.exec((await delivered(email, 'Verify')).text)![1]!;
    for (const secret of [code, '/api/uploads', '/verify/', samplePassport.passportNumber, email]) expect(notification.text + notification.html).not.toContain(secret);
  });
});

describe('the lists', () => {
  const names = Array.from({ length: 25 }, (_, index) => `Guest${String(index + 1).padStart(2, '0')}`);

  beforeAll(async () => {
    // 25 messages a minute apart, the oldest first, a day before the ones the other tests send.
    const start = Date.now() - 24 * 60 * 60 * 1000;
    await testApp.database.db.insert(contactMessages).values(
      names.map((name, index) => ({
        firstName: name,
        lastName: 'Paged',
        phone: '01700000000',
        email: `${name.toLowerCase()}@paged.example`,
        message: index === 3 ? 'Is the course 100% open after the rain?' : `Question number ${index + 1}`,
        createdAt: new Date(start + index * 60_000),
      })),
    );
  });

  const list = async (query: string) => {
    const response = await asStaff('GET', `/api/admin/inbox?kind=contact&q=Paged${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: { from: string; id: number }[]; total: number; page: number; pageSize: number }>();
  };

  it('pages 20 at a time, newest first, or oldest first', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.items.map((item) => item.from)).toEqual([...names].reverse().slice(0, 20).map((name) => `${name} Paged`));
    const second = await list('&page=2');
    expect(second.items.map((item) => item.from)).toEqual(['Guest05 Paged', 'Guest04 Paged', 'Guest03 Paged', 'Guest02 Paged', 'Guest01 Paged']);
    const oldest = await list('&sort=oldest');
    expect(oldest.items[0]!.from).toBe('Guest01 Paged');
  });

  it('searches names, email addresses and the text, in any case, taking % literally', async () => {
    expect((await asStaff('GET', '/api/admin/inbox?kind=contact&q=guest07%20paged')).json()).toMatchObject({ total: 1, items: [{ from: 'Guest07 Paged', email: 'guest07@paged.example' }] });
    expect((await asStaff('GET', '/api/admin/inbox?kind=contact&q=GUEST12@PAGED')).json()).toMatchObject({ total: 1 });
    expect((await asStaff('GET', '/api/admin/inbox?kind=contact&q=100%25%20open')).json()).toMatchObject({ total: 1, items: [{ from: 'Guest04 Paged' }] });
    expect((await asStaff('GET', '/api/admin/inbox?kind=contact&q=1%25')).json()).toMatchObject({ total: 0 });
  });

  it('filters new and handled', async () => {
    const { items } = await list('');
    expect((await asStaff('POST', `/api/admin/inbox/contact/${items[0]!.id}/handled`, { handled: true })).statusCode).toBe(200);
    expect((await list('&status=handled')).items.map((item) => item.from)).toEqual(['Guest25 Paged']);
    expect((await list('&status=new')).total).toBe(24);
  });

  it('refuses an unknown kind, status or order with 400', async () => {
    for (const query of ['kind=reviews', 'status=done', 'sort=loudest', 'page=0']) expect((await asStaff('GET', `/api/admin/inbox?${query}`)).statusCode).toBe(400);
  });

  it('lists ratings as their own kind; hall requests are answered under Bookings, not here', async () => {
    expect((await asStaff('GET', '/api/admin/inbox?kind=prebook')).statusCode).toBe(400);
    expect((await asStaff('GET', '/api/admin/inbox?kind=rating&q=fish')).json()).toMatchObject({ total: 1, items: [{ kind: 'rating', from: null, preview: 'Lovely fish curry' }] });
  });
});

describe('handling a message', () => {
  let id: number;
  beforeAll(async () => {
    const [row] = await testApp.database.db
      .insert(contactMessages)
      .values({ firstName: 'Nasrin', lastName: 'Haque', phone: '01911111111', email: 'nasrin@example.com', message: 'Do you hire out clubs?' })
      .returning();
    id = row!.id;
  });

  it('marks it handled, with who and when, and back to new, each with its audit entry', async () => {
    const handled = await asStaff('POST', `/api/admin/inbox/contact/${id}/handled`, { handled: true });
    expect(handled.json()).toEqual({ message: 'Marked as handled.' });
    const detail = (await asStaff('GET', `/api/admin/inbox/contact/${id}`)).json<{ handledAt: string | null; handledBy: string | null }>();
    expect(detail.handledAt).not.toBeNull();
    expect(detail.handledBy).toBe('inbox.content@example.com');
    // Marking it again changes nothing and records nothing.
    expect((await asStaff('POST', `/api/admin/inbox/contact/${id}/handled`, { handled: true })).statusCode).toBe(200);
    expect((await asStaff('POST', `/api/admin/inbox/contact/${id}/handled`, { handled: false })).json()).toEqual({ message: 'Marked as new.' });
    expect((await asStaff('GET', `/api/admin/inbox/contact/${id}`)).json()).toMatchObject({ handledAt: null, handledBy: null });
    expect(await auditOf(`contact-${id}`)).toMatchObject([
      { action: 'inbox.handled', actorAccountId: contentStaff.id, before: { handled: false }, after: { handled: true } },
      { action: 'inbox.reopened', actorAccountId: contentStaff.id, before: { handled: true }, after: { handled: false } },
    ]);
  });

  it('answers 404 for a message that is not there, and 400 for a body without `handled`', async () => {
    expect((await asStaff('POST', '/api/admin/inbox/contact/999999/handled', { handled: true })).json()).toEqual({ message: 'Message not found.' });
    expect((await asStaff('GET', '/api/admin/inbox/rating/999999')).statusCode).toBe(404);
    expect((await asStaff('POST', `/api/admin/inbox/contact/${id}/handled`, {})).statusCode).toBe(400);
  });
});

describe('replying', () => {
  let id: number;
  beforeAll(async () => {
    const [row] = await testApp.database.db
      .insert(contactMessages)
      .values({ firstName: 'Tanvir', lastName: 'Ahmed', phone: '01611111111', email: 'tanvir@example.com', message: 'What are the green fees for visitors?' })
      .returning();
    id = row!.id;
  });

  it('mails the reply through the outbox, keeps it in the thread, handles the message and records it', async () => {
    const text = 'Visitors pay 2,500 taka for nine holes.\nCaddies are extra.';
    const response = await asStaff('POST', `/api/admin/inbox/contact/${id}/replies`, { text: `  ${text}  ` });
    expect(response.json()).toEqual({ message: 'Your reply is on its way and is kept with the message.' });

    const [queued] = await testApp.database.db.select().from(outgoingMail).where(and(eq(outgoingMail.toAddress, 'tanvir@example.com'), eq(outgoingMail.kind, 'inbox-reply')));
    expect(queued).toBeDefined();
    const mail = await delivered('tanvir@example.com', 'Re: your message to Riverside Golf & Country Club');
    expect(mail.text).toContain('Dear Tanvir Ahmed,');
    expect(mail.text).toContain('Visitors pay 2,500 taka for nine holes.');
    expect(mail.text).toContain('What are the green fees for visitors?');

    const detail = (await asStaff('GET', `/api/admin/inbox/contact/${id}`)).json<{ replies: unknown[]; replyTo: string; handledBy: string }>();
    expect(detail.replyTo).toBe('tanvir@example.com');
    expect(detail.handledBy).toBe('inbox.content@example.com');
    expect(detail.replies).toEqual([{ id: expect.any(Number), author: 'inbox.content@example.com', text, at: expect.any(String), fromSender: false }]);
    expect(await auditOf(`contact-${id}`)).toMatchObject([
      { action: 'inbox.replied', actorAccountId: contentStaff.id, before: { handled: false }, after: { handled: true }, detail: 'Reply emailed to tanvir@example.com' },
    ]);
  });

  it('refuses an empty reply, and a reply to a rating, which has no email (409), sending nothing', async () => {
    const mails = () => testApp.database.db.$count(outgoingMail, eq(outgoingMail.kind, 'inbox-reply'));
    const before = await mails();
    expect((await asStaff('POST', `/api/admin/inbox/contact/${id}/replies`, { text: '   ' })).json()).toEqual({ message: 'Please write a reply.', errors: { text: 'Please write a reply.' } });
    const [rating] = await testApp.database.db.select().from(restaurantRatings).limit(1);
    const refused = await asStaff('POST', `/api/admin/inbox/rating/${rating!.id}/replies`, { text: 'Thank you' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'There is no email address to reply to.' });
    expect(await mails()).toBe(before);
  });
});

describe('exporting CSV', () => {
  beforeAll(async () => {
    await testApp.database.db.insert(contactMessages).values({
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'Exported',
      phone: '+8801712345678',
      email: 'export@example.com',
      message: 'Hello, club!\nSay "hi" to the pro.',
      createdAt: new Date('2026-11-20T06:30:00Z'),
    });
  });

  it('sends every message of the filtered list, quoted, with formulas kept as text', async () => {
    const response = await asStaff('GET', '/api/admin/inbox/export?kind=contact&q=Exported');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="inbox-contact-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe(
      '\uFEFFReceived (Dhaka time),First name,Last name,Email,Phone,Message,Status,Handled at (Dhaka time)\r\n' +
        `2026-11-20 12:30,"'=HYPERLINK(""http://evil.example"")",Exported,export@example.com,'+8801712345678,"Hello, club!\nSay ""hi"" to the pro.",New,\r\n`,
    );
  });

  it('follows the filter: every page, only what matches', async () => {
    const csv = (await asStaff('GET', '/api/admin/inbox/export?kind=contact&q=Paged&status=new')).body;
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 24);
    expect(lines[1]).toContain('Guest24,Paged');
  });
});

describe('in the language of the one who reads it', () => {
  it('keeps the language of the page a visitor wrote from, and the reply goes in it', async () => {
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'bn' },
      payload: { firstName: 'Sumaiya', lastName: 'Rahman', phone: '01812345678', email: 'sumaiya@example.com', message: 'শুক্রবারে কি কোর্স খোলা থাকে?' },
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await testApp.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'sumaiya@example.com'));
    expect(row!.language).toBe('bn');

    expect((await asStaff('POST', `/api/admin/inbox/contact/${row!.id}/replies`, { text: 'হ্যাঁ, শুক্রবারে কোর্স সকাল থেকে খোলা থাকে।' })).statusCode).toBe(200);
    const mail = await delivered('sumaiya@example.com', 'পাঠানো আপনার বার্তার উত্তর');
    expect(mail.subject).toBe('Riverside Golf & Country Club-এ পাঠানো আপনার বার্তার উত্তর');
    expect(mail.text).toContain('প্রিয় Sumaiya Rahman,');
    // The day it was received, in Bengali digits, above what they wrote.
    expect(mail.text).toMatch(/[০-৯]{1,2} \S+ [০-৯]{4} তারিখে আপনি লিখেছিলেন:\n\nশুক্রবারে কি কোর্স খোলা থাকে\?/);
    expect(mail.html).toContain('<html lang="bn">');
  });

  it('answers a member in their account’s language, with the thread in the dashboard', async () => {
    const admin = await createStaff(testApp, 'inbox.admin@example.com');
    await readyMember(testApp, admin, 'inbox.bangla.member@example.com', { unlocked: true });
    const [member] = await testApp.database.db.update(accounts).set({ language: 'bn' }).where(eq(accounts.email, 'inbox.bangla.member@example.com')).returning();
    const { id } = await startThread(testApp.database.db, testApp.app.deps.config, member!, { subject: 'Locker', message: 'আমার লকারের চাবি হারিয়ে গেছে।' });

    expect((await asStaff('POST', `/api/admin/inbox/support/${id}/replies`, { text: 'অফিসে একটি নতুন চাবি রাখা আছে।' })).statusCode).toBe(200);
    const mail = await delivered('inbox.bangla.member@example.com', 'Locker');
    expect(mail.subject).toBe('উত্তর: Locker');
    expect(mail.text).toContain(`পুরো আলাপটি পড়ুন এবং আপনার ড্যাশবোর্ডে উত্তর দিন:\n${testApp.publicUrl}/dashboard/support/${id}`);
    expect(mail.html).toContain('<html lang="bn">');
  });

  it('tells the club in the language of the staff account its notification address is', async () => {
    const db = testApp.database.db;
    const desk = await createStaff(testApp, 'desk.bangla@example.com', 'content');
    await db.update(accounts).set({ language: 'bn' }).where(eq(accounts.id, desk.id));
    const [details] = await db.select().from(clubSettings).where(eq(clubSettings.key, 'details'));
    await db.update(clubSettings).set({ value: { ...(details!.value as object), notificationEmail: desk.email } }).where(eq(clubSettings.key, 'details'));
    try {
      expect((await post('/api/contact', { firstName: 'Kamal', lastName: 'Uddin', phone: '01912345678', email: 'kamal@example.com', message: 'Is the pro shop open?' })).statusCode).toBe(201);
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.email, 'kamal@example.com'));
      const mail = await delivered(desk.email, 'Kamal Uddin');
      expect(mail.subject).toBe('Kamal Uddin-এর কাছ থেকে একটি নতুন যোগাযোগ বার্তা');
      expect(mail.text).toContain('Kamal Uddin-এর কাছ থেকে একটি নতুন যোগাযোগ বার্তা এসেছে। পড়তে স্টাফ কনসোলে সাইন ইন করুন।');
      expect(mail.text).toContain(`কনসোলে খুলুন:\n${testApp.publicUrl}/admin/inbox/contact/${row!.id}`);
      expect(mail.html).toContain('<html lang="bn">');
    } finally {
      await db.update(clubSettings).set({ value: details!.value }).where(eq(clubSettings.key, 'details'));
    }
  });
});
