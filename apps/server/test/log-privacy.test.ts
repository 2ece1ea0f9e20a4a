import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleApplicant, sampleNid, sampleProposer } from '@rgcc/shared/membership/sample-applications';
import type { CodeNeededAnswer } from '@rgcc/shared/account/staff';
import { outgoingMail } from '../src/db/schema';
import { issueSetupLink } from '../src/modules/account/entry';
import { createStaff, staffPassword, totpCode } from './accounts';
import { freePort } from './free-port';
import { startSmtpServer } from './smtp-catcher';
import { createTestApp, type TestApp } from './test-app';
import { uploadedImageLink } from './uploads';

/**
 * The whole journey from applicant to paying member, with the server logging everything it
 * logs (level trace), including an SMTP outage and a query that fails with an applicant's data
 * in its parameters. Then the captured log is searched for every personal or secret value the
 * journey used: none may appear.
 */

const logLines: string[] = [];
let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
let smtpPort: number;

/** Every value the logs must never hold, with what it is. */
const secrets = new Map<string, string>();
const keep = (what: string, value: string) => {
  secrets.set(value, what);
  return value;
};

const applicant = {
  email: 'nasrin.sultana@example.com',
  firstName: 'Nasrin',
  lastName: 'Sultana',
  nameEnglish: 'Nasrin Sultana Chowdhury',
  fatherOrHusbandName: 'Abdul Karim Chowdhury',
  mobile: '01719876543',
  officialAddress: 'Zilla Parishad Bhaban, Rangpur',
  presentAddress: 'House 12, Dhap Lalkuthi, Rangpur',
  permanentAddress: 'Village Kholeya, Gangachara, Rangpur',
  nationalId: '19857312460913',
  nidName: 'Nasrin Sultana Chowdhury',
  nidFathersName: 'Abdul Karim Chowdhury',
  nidMothersName: 'Rahima Khatun Begum',
  proposerName: 'Shahidul Alam Sarker',
};

const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: '10.20.30.40', ...options });
const cookieOf = (response: LightMyRequestResponse, name: string) => {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  if (!cookie) throw new Error(`no ${name} cookie`);
  return keep(`the ${name} cookie`, cookie.value);
};

async function mailTo(address: string, subjectPart: string) {
  await expect.poll(() => smtp?.received.some((mail) => mail.to.includes(address) && mail.subject.includes(subjectPart)), { timeout: 15_000 }).toBe(true);
  return smtp!.received.filter((mail) => mail.to.includes(address) && mail.subject.includes(subjectPart)).at(-1)!;
}

beforeAll(async () => {
  // The SMTP server is down at first: the worker's failures are logged too.
  smtpPort = await freePort();
  testApp = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LOG_LEVEL: 'trace', WRITE_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  for (const [what, value] of Object.entries(applicant)) keep(`the applicant's ${what}`, value);
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

describe('the logs of a whole journey', () => {
  it('hold no personal data, password, code, token, cookie or signed link', async () => {
    // Uploads: each answers a signed link.
    const links: Record<string, string> = {};
    for (const field of ['incomeTaxReturn', 'photo', 'nidCopy', 'proposerSignature']) {
      links[field] = keep(`the signed link of ${field}`, await uploadedImageLink(testApp));
      keep(`the signature of ${field}`, new URL(links[field]).searchParams.get('signature')!);
    }
    const form = { category: 'Government Officer', ...sampleApplicant, ...sampleNid, ...sampleProposer, ...applicant, ...links };

    // A query that fails with the applicant's data in its parameters (a constraint the
    // database refuses it by), as any unforeseen database error would.
    await testApp.database.db.execute(sql.raw(`alter table applications add constraint log_probe check (name_english <> 'Refused ${applicant.nameEnglish}')`));
    const failed = await inject({ method: 'POST', url: '/api/registration/membership', payload: { ...form, nameEnglish: `Refused ${applicant.nameEnglish}` } });
    expect(failed.statusCode).toBe(500);
    await testApp.database.db.execute(sql.raw('alter table applications drop constraint log_probe'));

    // Apply; the verification mail waits for the SMTP server, which then comes back.
    expect((await inject({ method: 'POST', url: '/api/registration/membership', payload: form })).statusCode).toBe(201);
    await expect.poll(async () => (await testApp.database.db.select({ attempts: outgoingMail.attempts }).from(outgoingMail))[0]?.attempts ?? 0, { timeout: 5_000 }).toBeGreaterThan(0);
    smtp = await startSmtpServer(smtpPort);
    const verification = await mailTo(applicant.email, 'Verify');
    const code = keep('the verification code', /verification code is (\d{6})/.exec(verification.text)![1]!);
    const linkPath = new URL(/(http:\/\/\S+\/user\/\d+\/verify\/[0-9a-f]{32})/.exec(verification.text)![1]!).pathname;
    keep('the verification link token', linkPath.split('/').pop()!);

    // Verify by code (email and code in the query string), then open the link: the API and the page.
    expect((await inject({ method: 'POST', url: `/api/verify-email?email=${encodeURIComponent(applicant.email)}&code=${code}` })).statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: '/api/verify-email/resend', payload: { email: applicant.email } })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api${linkPath}` })).statusCode).toBe(200);
    await inject({ method: 'GET', url: linkPath });

    // The first admin, from the setup link a start prints while the club has no staff: its token is in the path.
    const setupLink = await issueSetupLink(testApp.database.db, testApp.app.deps.config);
    const setupToken = keep('the setup link', /\/setup\/([A-Za-z0-9_-]{43})$/.exec(setupLink!)![1]!);
    expect((await inject({ method: 'GET', url: `/api/setup/${setupToken}` })).statusCode).toBe(200);
    await inject({ method: 'GET', url: `/setup/${setupToken}` });
    const firstAdminPassword = keep("the first admin's password", 'first-admin-of-the-club-1');
    const firstAdmin = await inject({ method: 'POST', url: `/api/setup/${setupToken}`, payload: { email: 'first.admin@example.com', password: firstAdminPassword, confirmPassword: firstAdminPassword } });
    expect(firstAdmin.statusCode).toBe(201);
    keep("the first admin's challenge", firstAdmin.json<CodeNeededAnswer>().challenge);
    keep("the first admin's authenticator key", firstAdmin.json<CodeNeededAnswer>().setup!.key.replaceAll(' ', ''));

    // Staff approve; the credentials mail carries the temporary password.
    await createStaff(testApp);
    keep("staff's password", staffPassword);
    const passwordStep = await inject({ method: 'POST', url: '/api/login', payload: { email: 'staff@example.com', password: staffPassword } });
    const setUp = passwordStep.json<CodeNeededAnswer>();
    keep('the sign-in challenge', setUp.challenge);
    keep('the authenticator key', setUp.setup!.key.replaceAll(' ', ''));
    expect((await inject({ method: 'POST', url: '/api/login/code', payload: { challenge: setUp.challenge, code: keep('a wrong code', totpCode(setUp.setup!.key, Date.now() - 3600_000)) } })).statusCode).toBe(401);
    const enrolled = await inject({ method: 'POST', url: '/api/login/code', payload: { challenge: setUp.challenge, code: keep('the first code', totpCode(setUp.setup!.key)) } });
    const recoveryCode = keep('a recovery code', enrolled.json<{ recoveryCodes: string[] }>().recoveryCodes[0]!);
    const { challenge } = (await inject({ method: 'POST', url: '/api/login', payload: { email: 'staff@example.com', password: staffPassword } })).json<CodeNeededAnswer>();
    const staffLogin = await inject({ method: 'POST', url: '/api/login/code', payload: { challenge: keep('the second challenge', challenge), code: recoveryCode } });
    const staffCookie = `rgcc_session=${cookieOf(staffLogin, 'rgcc_session')}`;
    keep("staff's session token", staffLogin.json<{ token: string }>().token);
    const list = await inject({ method: 'GET', url: `/api/admin/applications?q=${encodeURIComponent(applicant.nameEnglish)}`, headers: { cookie: staffCookie } });
    const [{ id }] = list.json<{ items: { id: number }[] }>().items as [{ id: number }];
    await inject({ method: 'GET', url: `/api/admin/applications/${id}`, headers: { cookie: staffCookie } });
    await inject({ method: 'GET', url: `/api/admin/applications/${id}/documents/nidCopy`, headers: { cookie: staffCookie } });
    expect((await inject({ method: 'POST', url: `/api/admin/applications/${id}/approve`, headers: { cookie: staffCookie } })).statusCode).toBe(200);
    const temporaryPassword = keep('the temporary password', /Password: (\S+)/.exec((await mailTo(applicant.email, 'approved')).text)![1]!);

    // First sign-in, the new password, a wrong one, sign-out, then a reset by the emailed link.
    const first = await inject({ method: 'POST', url: '/api/login', payload: { email: applicant.email, password: temporaryPassword } });
    keep('the first session token', first.json<{ token: string }>().token);
    const device = cookieOf(first, 'rgcc_device');
    const newPassword = keep('the new password', 'lalkuthi-river-2026');
    const changed = await inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: `rgcc_session=${cookieOf(first, 'rgcc_session')}` },
      payload: { currentPassword: temporaryPassword, password: newPassword, confirmPassword: newPassword },
    });
    expect(changed.statusCode).toBe(200);
    keep('a wrong password', 'not-my-password-99');
    expect((await inject({ method: 'POST', url: '/api/login', payload: { email: applicant.email, password: 'not-my-password-99' } })).statusCode).toBe(401);
    await inject({ method: 'POST', url: '/api/logout', headers: { cookie: `rgcc_session=${cookieOf(changed, 'rgcc_session')}` } });
    expect((await inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: applicant.email } })).statusCode).toBe(200);
    const resetPath = new URL(/(http:\/\/\S+\/reset-password\/\d+\/[A-Za-z0-9_-]{43})/.exec((await mailTo(applicant.email, 'Reset')).text)![1]!).pathname;
    keep('the reset link token', resetPath.split('/').pop()!);
    await inject({ method: 'GET', url: resetPath });
    const resetPassword = keep('the password chosen by reset', 'ghaghat-bridge-2027');
    expect((await inject({ method: 'POST', url: `/api/user${resetPath}`, payload: { password: resetPassword, confirmPassword: resetPassword } })).statusCode).toBe(200);

    // Sign in again, by cookie and by Bearer token, and pay through the sandbox wallet.
    const signedIn = await inject({ method: 'POST', url: '/api/login', headers: { cookie: `rgcc_device=${device}` }, payload: { email: ` ${applicant.email.toUpperCase()} `, password: resetPassword } });
    expect(signedIn.statusCode).toBe(200);
    const token = keep('the session token', signedIn.json<{ token: string }>().token);
    const cookie = `rgcc_session=${cookieOf(signedIn, 'rgcc_session')}`;
    expect((await inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const started = await inject({ method: 'POST', url: '/api/payments/registration-fee', headers: { cookie } });
    const walletPath = new URL(started.json<{ redirectUrl: string }>().redirectUrl).pathname;
    const walletNumber = keep('the wallet number', '01812345678');
    const walletForm = (fields: Record<string, string>) =>
      inject({ method: 'POST', url: walletPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    await walletForm({ action: 'number', walletNumber });
    keep('the wallet PIN', '48213');
    const confirmed = await walletForm({ action: 'confirm', walletNumber, code: '123456', pin: '48213' });
    const callback = new URL(confirmed.headers.location as string);
    expect((await inject({ method: 'GET', url: `${callback.pathname}${callback.search}` })).statusCode).toBe(303);
    expect((await inject({ method: 'GET', url: '/api/member/profile', headers: { cookie } })).statusCode).toBe(200);
    // An upload from a signed-in browser: the multipart parser logs the request's headers at trace level.
    const boundary = 'log-probe';
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f7150' } }).png().toBuffer();
    const multipart = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await inject({ method: 'POST', url: '/api/uploads', headers: { cookie, authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart });
    expect(upload.statusCode).toBe(200);
    await inject({ method: 'GET', url: links.photo!.slice(testApp.publicUrl.length) });

    // The log is real and says what happened…
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(60);
    const failure = logLines.map((line) => JSON.parse(line) as { level: number; err?: { code?: string; constraint?: string; cause?: { code?: string } } }).find((line) => line.level >= 50);
    expect(failure?.err?.cause ?? failure?.err).toMatchObject({ code: '23514', constraint: 'log_probe' });
    expect(log).toContain('mail not delivered; will retry');
    expect(log).toContain('/api/user/:id/verify/:token');
    expect(log).toContain('starting multipart parsing');
    // …and nothing more.
    const found = [...secrets].filter(([value]) => log.includes(value)).map(([, what]) => what);
    expect(found).toEqual([]);
    for (const pattern of [/code=\d/, /signature=/, /expires=/, /@example\.com/, /rgcc_(session|device)/, /authorization/i]) {
      expect(log, String(pattern)).not.toMatch(pattern);
    }
  }, 60_000);
});
