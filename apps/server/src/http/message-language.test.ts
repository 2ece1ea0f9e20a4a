import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, readyMember, signIn, staffPassword } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartFile } from '../../test/uploads';
import { consoleSections, staffRoleLabels } from '@rgcc/shared/account/staff-roles';
import { translateMessage } from '@rgcc/shared/common/message-translations';
import serverTranslations from '../translations/bn.json' with { type: 'json' };
import { AppError, registerErrorHandling } from './errors';
import { registerMessageLanguage } from './message-language';

let testApp: TestApp;
let staffCookie: string;
let admin: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp);
  await createStaff(testApp, 'content.staff@example.com', 'content');
  staffCookie = (await signIn(testApp, 'content.staff@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('the language of the API’s messages', () => {
  it('answers a validation error in Bangla, field by field, when the request asks for Bangla', async () => {
    const english = await inject('POST', '/api/contact', { 'accept-language': 'en' }, {});
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ message: 'First name is required', errors: { firstName: 'First name is required', email: 'Email is required' } });

    const bangla = await inject('POST', '/api/contact', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' }, {});
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json()).toMatchObject({ message: 'নামের প্রথম অংশ দিতে হবে', errors: { firstName: 'নামের প্রথম অংশ দিতে হবে', email: 'ইমেইল দিতে হবে' } });
  });

  it('answers a service’s refusal and a notice in Bangla too', async () => {
    expect((await inject('GET', '/api/me', { 'accept-language': 'bn' })).json()).toEqual({ message: 'এগিয়ে যেতে অনুগ্রহ করে সাইন ইন করুন।' });
    const subscribed = await inject('POST', '/api/newsletter', { 'accept-language': 'bn' }, { email: 'reader@example.com' });
    expect(subscribed.statusCode).toBe(201);
    expect(subscribed.json()).toEqual({ message: 'আমাদের নিউজলেটার সাবস্ক্রাইব করার জন্য ধন্যবাদ!' });
  });

  it('names a console section and a staff role in Bangla inside a Bangla message', async () => {
    // The content staff's role lacks the audit log: the section's name comes in Bangla, not "Audit log".
    await inject('PUT', '/api/account/language', { cookie: staffCookie }, { language: 'bn' });
    const refused = await inject('GET', '/api/admin/audit-log', { cookie: staffCookie });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'আপনার স্টাফ ভূমিকায় অডিট লগ অংশটি নেই।']);
    await inject('PUT', '/api/account/language', { cookie: staffCookie }, { language: 'en' });
    for (const word of [...consoleSections, ...Object.values(staffRoleLabels)]) expect(translateMessage(word, [serverTranslations], 'bn'), word).toMatch(/^[\u0980-\u09FF ]+$/);
  });

  it('follows the signed-in account’s language over the request’s', async () => {
    const { cookie } = await readyMember(testApp, admin, 'reads.bangla@example.com', { unlocked: true });
    const wrong = { language: 'fr' };
    expect((await inject('PUT', '/api/account/language', { cookie, 'accept-language': 'bn' }, wrong)).json().message).toBe('Choose English or Bangla.');
    await inject('PUT', '/api/account/language', { cookie }, { language: 'bn' });
    expect((await inject('PUT', '/api/account/language', { cookie, 'accept-language': 'en' }, wrong)).json().message).toBe('ইংরেজি বা বাংলা বেছে নিন।');
  });

  it('translates the problems of an imported file, line by line', async () => {
    const { cookie } = await signIn(testApp, admin.email, staffPassword);
    await inject('PUT', '/api/account/language', { cookie }, { language: 'bn' });
    const csv = ['memberId,firstName,lastName,category,email,mobile,joinedOn,status', 'M-0070,,Khatun,Non Military,no.first@example.com,01711000070,2001-01-01,active'].join('\n');
    const file = multipartFile(Buffer.from(csv), 'members.csv', 'text/csv');
    const preview = await testApp.app.inject({ method: 'POST', url: '/api/admin/members/imports', headers: { cookie, ...file.headers }, payload: file.payload });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().errors).toEqual([{ line: 2, column: 'firstName', message: 'নামের প্রথম অংশ দিতে হবে' }]);
  });

  it('keeps a message someone wrote (an announcement) as written', async () => {
    const created = await inject('POST', '/api/admin/announcements', { cookie: staffCookie, 'accept-language': 'bn' }, { message: 'Greens are closed today.', startsOn: '2026-12-01', endsOn: '2026-12-02', visible: true, eventId: null });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Greens are closed today.');
  });
});

describe('a message without Bangla', () => {
  const appRaising = async (isProduction: boolean, logs: string[] = []) => {
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } } });
    app.decorate('deps', { config: { isProduction }, db: testApp.database.db } as never);
    await app.register(fastifyCookie);
    registerErrorHandling(app);
    await registerMessageLanguage(app);
    app.get('/refused', async () => {
      throw new AppError(409, 'A message nobody translated.');
    });
    return app;
  };

  it('turns the answer into a 500 naming it outside production, even for an English request', async () => {
    const app = await appRaising(false);
    const answer = await app.inject({ method: 'GET', url: '/refused', headers: { 'accept-language': 'en' } });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().message).toMatch(/^No Bangla for "A message nobody translated\."/);
    await app.close();
  });

  it('goes in English in production, with a warning in the log', async () => {
    const logs: string[] = [];
    const app = await appRaising(true, logs);
    const answer = await app.inject({ method: 'GET', url: '/refused', headers: { 'accept-language': 'bn' } });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: 'A message nobody translated.' });
    expect(logs.join('')).toContain('a message without Bangla is sent in English');
    await app.close();
  });
});
