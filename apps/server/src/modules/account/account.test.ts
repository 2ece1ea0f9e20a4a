import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleApplicant } from '@rgcc/shared/membership/sample-applications';
import { accounts, applications, loginFailures, outgoingMail, passwordResets, sessions } from '../../db/schema';
import { signingKey } from '../../db/signing-keys';
import { approvedMember, createStaff, insertVerifiedApplication, latestMailTo, readyMember, sessionCookieOf, signIn, staffPassword } from '../../../test/accounts';
import { approveApplication } from '../membership/entry';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { deviceCookieAfterSignIn, trustedDeviceOf } from './device-cookie';
import { deleteExpiredSecrets, login } from './service';

let testApp: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  staff = await createStaff(testApp);
});
afterAll(async () => testApp?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
const me = (headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url: '/api/me', headers });
/** The sign-in service itself, for tries at chosen times; answers what POST /api/login would. */
const loginAt = async (input: Parameters<typeof login>[3], from: Parameters<typeof login>[4], now: Date) =>
  (await login(testApp.database.db, testApp.app.deps.config, await signingKey(testApp.database.db, 'totp_secret_key'), input, from, now)).answer;

describe('PUT /api/account/language', () => {
  const choose = (language: unknown, headers: Record<string, string>) => testApp.app.inject({ method: 'PUT', url: '/api/account/language', payload: { language }, headers });

  it('keeps the signed-in person’s choice on their account: the answer and /api/me say it from then on', async () => {
    const { cookie } = await readyMember(testApp, staff, 'language.member@example.com', { unlocked: true });
    expect((await me({ cookie })).json()).toMatchObject({ language: 'en' });
    const chosen = await choose('bn', { cookie });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ email: 'language.member@example.com', role: 'member', language: 'bn' });
    expect((await me({ cookie })).json()).toMatchObject({ language: 'bn' });
    expect((await choose('en', { cookie })).json()).toMatchObject({ language: 'en' });
  });

  it('a language the club does not write: 400 saying what to choose, nothing changed; nobody signed in: 401', async () => {
    const { cookie } = await readyMember(testApp, staff, 'language.wrong@example.com', { unlocked: true });
    const refused = await choose('fr', { cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Choose English or Bangla.', errors: { language: 'Choose English or Bangla.' } });
    expect((await me({ cookie })).json()).toMatchObject({ language: 'en' });
    expect((await choose('bn', {})).statusCode).toBe(401);
  });

  it('a member approved from an application made in Bangla starts in Bangla', async () => {
    const application = await insertVerifiedApplication(testApp, 'applied.in.bangla@example.com');
    await testApp.database.db.update(applications).set({ language: 'bn' }).where(eq(applications.id, application.id));
    await approveApplication(testApp.database.db, testApp.app.deps.config, staff, application.id);
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'applied.in.bangla@example.com'));
    expect(account!.language).toBe('bn');
    // Its credentials come in Bangla, with the Bangla sign-in page's link; the password as it is.
    const mail = await latestMailTo(testApp, 'applied.in.bangla@example.com');
    expect(mail.subject).toBe('Riverside Golf & Country Club-এ স্বাগতম: আপনার সদস্যপদ অনুমোদিত হয়েছে');
    expect(mail.textBody).toMatch(/^প্রিয় Rafiqul,/);
    expect(mail.textBody).toMatch(/পাসওয়ার্ড: \S{8,}/);
    expect(mail.textBody).toContain('/bn/login');
    expect(mail.htmlBody).toContain('<html lang="bn">');
  });

  it('mails a reset link and the password-changed notice in the account’s language, leading to its pages', async () => {
    const email = 'reset.in.bangla@example.com';
    await readyMember(testApp, staff, email, { unlocked: true });
    await testApp.database.db.update(accounts).set({ language: 'bn' }).where(eq(accounts.email, email));
    expect((await post('/api/user/forgot-password', { email })).statusCode).toBe(200);
    const reset = await latestMailTo(testApp, email, 'রিসেট');
    expect(reset.subject).toBe('আপনার Riverside Golf & Country Club পাসওয়ার্ড রিসেট করুন');
    const link = /(http:\/\/\S+\/bn\/reset-password\/\d+\/\S+)/.exec(reset.textBody)?.[1];
    expect(link).toBeDefined();
    const [, id, token] = /\/reset-password\/(\d+)\/(\S+)$/.exec(link!)!;
    const password = 'নতুন-পাসওয়ার্ড-২০২৬';
    expect((await post(`/api/user/reset-password/${id}/${token}`, { password, confirmPassword: password })).statusCode).toBe(200);
    const changed = await latestMailTo(testApp, email, 'পরিবর্তন');
    expect(changed.textBody).toContain('/bn/forgot-password');
    // The password was kept as typed: its Bengali digits sign in, their ASCII twins do not.
    expect((await post('/api/login', { email, password })).statusCode).toBe(200);
    expect((await post('/api/login', { email, password: 'নতুন-পাসওয়ার্ড-2026' })).statusCode).toBe(401);
  });
});

describe('POST /api/login (call 3)', () => {
  it('answers token, email, first name, role, dashboardLocked and message, and sets an HttpOnly SameSite=Lax cookie', async () => {
    const { temporaryPassword } = await approvedMember(testApp, staff, 'login.member@example.com');
    const response = await post('/api/login', { email: 'Login.Member@Example.com ', password: temporaryPassword });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      email: 'login.member@example.com',
      // The register's, from the application: the member area greets them by it.
      firstName: sampleApplicant.firstName,
      role: 'member',
      memberId: expect.stringMatching(/^M-\d{4,}$/),
      dashboardLocked: true,
      mustChangePassword: true,
      language: 'en',
      message: 'Login successful',
    });
    const cookie = response.cookies.find((candidate) => candidate.name === 'rgcc_session')!;
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    // The token is stored only as a hash.
    const stored = await testApp.database.db.select().from(sessions);
    expect(stored.some((session) => session.tokenHash === body.token)).toBe(false);
  });

  it('staff sign in through the same call, then a code: role admin, never locked', async () => {
    const response = await post('/api/login', { email: 'staff@example.com', password: staffPassword });
    expect(response.statusCode).toBe(200);
    // No session before the second factor.
    expect(response.json()).not.toHaveProperty('token');
    expect(response.cookies.find((candidate) => candidate.name === 'rgcc_session')).toBeUndefined();
    const { cookie } = await signIn(testApp, 'staff@example.com', staffPassword);
    expect((await me({ cookie })).json()).toMatchObject({ role: 'admin', dashboardLocked: false, mustChangePassword: false, memberId: null });
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const wrongPassword = await post('/api/login', { email: 'staff@example.com', password: 'not-the-password' });
    const unknownEmail = await post('/api/login', { email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password.' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: ' ', password: 'x' }, 'Email is required'],
    [{ email: 'staff@example.com' }, 'Password is required'],
    [{ email: 'staff@example.com', password: '' }, 'Password is required'],
  ])('answers 400 for %j: %s', async (payload, message) => {
    const response = await post('/api/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a sign-in posted from another site (403, Origin check)', async () => {
    const response = await post('/api/login', { email: 'staff@example.com', password: staffPassword }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('GET /api/me answers 401 without a session, and the account by cookie or by Bearer token', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({})).json()).toEqual({ message: 'Please sign in to continue.' });
    const { cookie, token } = await signIn(testApp, 'staff@example.com', staffPassword);
    expect((await me({ cookie })).json()).toEqual({ email: 'staff@example.com', firstName: null, role: 'admin', memberId: null, dashboardLocked: false, mustChangePassword: false, language: 'en' });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await me({ authorization: 'Bearer not-a-real-session-token-at-all' })).statusCode).toBe(401);
  });

  it('logout revokes the session on the server and clears the cookie', async () => {
    const { cookie, token } = await signIn(testApp, 'staff@example.com', staffPassword);
    const response = await post('/api/logout', undefined, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((candidate) => candidate.name === 'rgcc_session')?.value).toBe('');
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('an expired session is refused, and swept away later', async () => {
    const { cookie } = await signIn(testApp, 'staff@example.com', staffPassword);
    await testApp.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me({ cookie })).statusCode).toBe(401);
    await deleteExpiredSecrets(testApp.database.db);
    expect(await testApp.database.db.$count(sessions)).toBe(0);
  });
});

describe('the first sign-in: a new password', () => {
  it('refuses a wrong current password, a mismatch, a short or common password; then saves and signs out other sessions', async () => {
    const email = 'first.signin@example.com';
    const { temporaryPassword } = await approvedMember(testApp, staff, email);
    const first = await signIn(testApp, email, temporaryPassword);
    const second = await signIn(testApp, email, temporaryPassword);
    const change = (payload: object) => post('/api/account/password', payload, { cookie: first.cookie });

    expect((await change({ currentPassword: 'wrong-password', password: 'river-bend-77', confirmPassword: 'river-bend-77' })).json()).toEqual({
      message: 'The current password is incorrect.',
      errors: { currentPassword: 'The current password is incorrect.' },
    });
    const mismatch = await change({ currentPassword: temporaryPassword, password: 'river-bend-77', confirmPassword: 'river-bend-78' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirmPassword: "Passwords don't match" });
    expect((await change({ currentPassword: temporaryPassword, password: 'short', confirmPassword: 'short' })).json().message).toBe(
      'Password must be at least 8 characters',
    );
    const common = await change({ currentPassword: temporaryPassword, password: 'Password123', confirmPassword: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('This password is too common. Please choose another.');

    const saved = await change({ currentPassword: temporaryPassword, password: 'river-bend-77', confirmPassword: 'river-bend-77' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Your new password is saved.', account: { mustChangePassword: false, dashboardLocked: true } });
    // Both old sessions end; the answer carries a fresh one.
    expect((await me({ cookie: first.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: second.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: sessionCookieOf(saved) })).json()).toMatchObject({ mustChangePassword: false });
    expect((await post('/api/login', { email, password: temporaryPassword })).statusCode).toBe(401);
    expect((await latestMailTo(testApp, email, 'password was changed')).textBody).toContain('every device signed in to it was signed out');
  });
});

describe('throttled sign-in', () => {
  const deviceOf = (response: Awaited<ReturnType<typeof post>>) => {
    const cookie = response.cookies.find((candidate) => candidate.name === 'rgcc_device');
    if (!cookie) throw new Error('no device cookie');
    return `rgcc_device=${cookie.value}`;
  };
  let address = 0;
  /** A new address for each call: rotating addresses, as a distributed guesser uses. */
  const freshAddress = () => `10.${Math.floor(++address / 250) + 100}.${address % 250}.1`;
  const origin = async (ip: string, deviceCookie?: string) => ({ ip, deviceCookie, deviceKey: await signingKey(testApp.database.db, 'device_cookie_signing_key') });

  it('sets a signed, HttpOnly device cookie at sign-in, read by the sign-in only, that names nobody', async () => {
    const email = 'device.cookie@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const response = await post('/api/login', { email, password: member.password });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === 'rgcc_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login', maxAge: 180 * 24 * 60 * 60 });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(cookie.value).not.toContain('device.cookie');
  });

  it('wrong passwords from rotating addresses never stop the member on a device they signed in from, even one try every 15 minutes', async () => {
    const email = 'targeted@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const device = deviceOf(await post('/api/login', { email, password: member.password }, {}, freshAddress()));
    // Ten wrong passwords in a burst, as the probe sent them, in every spelling of the email.
    for (const [i, spelling] of [email, 'Targeted@Example.com', ' TARGETED@example.com '].flatMap((s) => [s, s, s, s]).slice(0, 10).entries()) {
      expect((await post('/api/login', { email: spelling, password: `wrong-${i}` }, {}, freshAddress())).statusCode).toBeOneOf([401, 429]);
    }
    const fromAnywhere = await post('/api/login', { email, password: member.password }, { cookie: device }, freshAddress());
    expect(fromAnywhere.statusCode, fromAnywhere.body).toBe(200);
    // Her sign-in hands the guesser no fresh free tries: a device without the cookie is still slowed.
    expect((await post('/api/login', { email, password: 'another-guess' }, {}, freshAddress())).statusCode).toBe(429);

    // Then one wrong try every 15 minutes, for hours: the member still signs in at every turn.
    let at = Date.now();
    for (let round = 0; round < 8; round++) {
      at += 15 * 60 * 1000;
      await loginAt({ email, password: 'still-wrong' }, await origin(freshAddress()), new Date(at)).catch(() => undefined);
      await expect(loginAt({ email, password: member.password }, await origin(freshAddress(), device.split('=')[1]), new Date(at + 1000))).resolves.toMatchObject({ email });
    }
  });

  it('the same wrong passwords slow a device that never signed in to the account (429 with Retry-After), for every spelling of the email; the wait ends', async () => {
    const email = 'new.device@example.com';
    const { temporaryPassword } = await approvedMember(testApp, staff, email);
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/login', { email: i % 2 ? ` New.Device@EXAMPLE.com ` : email, password: `wrong-${i}` }, {}, freshAddress())).statusCode).toBe(401);
    }
    const throttled = await post('/api/login', { email, password: temporaryPassword }, {}, freshAddress());
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe('Too many failed sign-ins. Please wait 1 second and try again.');
    expect(Number(throttled.headers['retry-after'])).toBe(1);
    await expect(loginAt({ email, password: temporaryPassword }, await origin(freshAddress()), new Date(Date.now() + 2_000))).resolves.toMatchObject({ email });
  });

  it("a device cookie of another account, or a forged one, does not count as this account's device", async () => {
    const email = 'forged.device@example.com';
    const other = 'cookie.owner@example.com';
    const { temporaryPassword } = await approvedMember(testApp, staff, email);
    const owner = await readyMember(testApp, staff, other, { unlocked: false });
    const othersDevice = deviceOf(await post('/api/login', { email: other, password: owner.password }));
    for (let i = 0; i < 5; i++) await post('/api/login', { email, password: `wrong-${i}` }, {}, freshAddress());
    for (const cookie of [othersDevice, `rgcc_device=${'A'.repeat(22)}.${'B'.repeat(43)}`, 'rgcc_device=garbage']) {
      expect((await post('/api/login', { email, password: temporaryPassword }, { cookie }, freshAddress())).statusCode, cookie).toBe(429);
    }
  });

  it('a device keeps up to five accounts; signing in to a sixth forgets the oldest', async () => {
    const deviceKey = await signingKey(testApp.database.db, 'device_cookie_signing_key');
    let cookie: string | undefined;
    const emails = [1, 2, 3, 4, 5, 6].map((n) => `shared.${n}@example.com`);
    for (const email of emails) cookie = deviceCookieAfterSignIn(deviceKey, email, cookie);
    expect(emails.map((email) => trustedDeviceOf(deviceKey, email, cookie) !== null)).toEqual([false, true, true, true, true, true]);
    // Signing in again to one of them keeps one entry for it, first.
    const again = deviceCookieAfterSignIn(deviceKey, emails[3]!, cookie);
    expect(again.split('~')).toHaveLength(5);
    expect(trustedDeviceOf(deviceKey, emails[3]!, again)).toBe(again.split('~')[0]!.split('.')[0]);
  });

  it('counts per account and address: five wrong from one address make that address wait for that account, not others', async () => {
    const email = 'pair.counted@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const device = deviceOf(await post('/api/login', { email, password: member.password }));
    const home = freshAddress();
    for (let i = 0; i < 5; i++) expect((await post('/api/login', { email, password: `typo-${i}` }, { cookie: device }, home)).statusCode).toBe(401);
    expect((await post('/api/login', { email, password: member.password }, { cookie: device }, home)).statusCode).toBe(429);
    expect((await post('/api/login', { email: 'staff@example.com', password: staffPassword }, {}, home)).statusCode).toBe(200);
  });

  it('a refused try is counted nowhere: 429s do not lengthen the wait of the address or the account', async () => {
    const email = 'refused.uncounted@example.com';
    await approvedMember(testApp, staff, email);
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) await post('/api/login', { email, password: `wrong-${i}` }, {}, ip);
    for (let i = 0; i < 10; i++) expect((await post('/api/login', { email, password: `wrong-${i}` }, {}, ip)).statusCode).toBe(429);
    const rows = await testApp.database.db.select().from(loginFailures).where(inArray(loginFailures.key, [`ip:${ip}`, `pair:${ip}|${email}`, `account:${email}`]));
    expect(Object.fromEntries(rows.map((row) => [row.key.split(':')[0], row.failures]))).toEqual({ ip: 5, pair: 5, account: 5 });
  });

  it('delays double with each further failure, up to 15 minutes', async () => {
    const email = 'doubling@example.com';
    await approvedMember(testApp, staff, email);
    let now = Date.now();
    const tryAt = async (at: number) => loginAt({ email, password: 'wrong-password' }, await origin(freshAddress()), new Date(at));
    for (let i = 0; i < 5; i++) await expect(tryAt(now)).rejects.toMatchObject({ statusCode: 401 });
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await tryAt(now).catch((error: { statusCode: number; headers: Record<string, string> }) => error);
      expect(refused).toMatchObject({ statusCode: 429 });
      const wait = Number((refused as { headers: Record<string, string> }).headers['retry-after']);
      waits.push(wait);
      now += wait * 1000;
      await expect(tryAt(now)).rejects.toMatchObject({ statusCode: 401 });
    }
    expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);
    expect(Math.max(...waits)).toBe(900);
  });

  it('counts per address too: 20 failures from one address slow it down for every email, not for other addresses', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await post('/api/login', { email: `guess${i}@example.com`, password: 'wrong-password' }, {}, '10.9.9.9')).statusCode).toBe(401);
    }
    expect((await post('/api/login', { email: 'staff@example.com', password: staffPassword }, {}, '10.9.9.9')).statusCode).toBe(429);
    expect((await post('/api/login', { email: 'staff@example.com', password: staffPassword }, {}, '10.9.9.10')).statusCode).toBe(200);
  });

  it('parallel guesses cannot slip through together: at most 5 of 12 are checked', async () => {
    const email = 'parallel.guess@example.com';
    await approvedMember(testApp, staff, email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post('/api/login', { email, password: `guess-${i}` }, {}, `10.2.0.${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('a password reset forgives the guesses made before it', async () => {
    const email = 'reset.forgives@example.com';
    await readyMember(testApp, staff, email, { unlocked: false });
    for (let i = 0; i < 5; i++) await post('/api/login', { email, password: `wrong-${i}` }, {}, freshAddress());
    // As after a long run of guesses: the next try from a new device would wait two minutes.
    await testApp.database.db.update(loginFailures).set({ failures: 12, lastFailureAt: new Date() }).where(eq(loginFailures.key, `account:${email}`));
    expect((await post('/api/login', { email, password: 'any-password' }, {}, freshAddress())).headers['retry-after']).toBe('128');
    await post('/api/user/forgot-password', { email });
    const link = /\/reset-password\/\d+\/[A-Za-z0-9_-]{43}/.exec((await latestMailTo(testApp, email, 'Reset')).textBody)![0];
    expect((await post(`/api/user${link}`, { password: 'after-reset-42', confirmPassword: 'after-reset-42' })).statusCode).toBe(200);
    expect((await post('/api/login', { email, password: 'after-reset-42' }, {}, freshAddress())).statusCode).toBe(200);
  });
});

describe('forgot and reset password (calls 5 and 6)', () => {
  const resetLinkOf = (text: string) => {
    const link = /(http:\/\/\S+\/reset-password\/(\d+)\/([A-Za-z0-9_-]{43}))/.exec(text);
    if (!link) throw new Error('no reset link');
    return { path: new URL(link[1]!).pathname, id: link[2]!, token: link[3]! };
  };

  it('answers the same 200, no sooner than 250 ms, for a known and an unknown email; only the known one gets a mail', async () => {
    const email = 'forgetful@example.com';
    await readyMember(testApp, staff, email, { unlocked: false });
    const mailsBefore = await testApp.database.db.$count(outgoingMail);
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await post('/api/user/forgot-password', { email });
      // No sooner than 250 ms after the request: the mail queued for a known email does not show in the timing.
      expect(performance.now() - started, email).toBeGreaterThanOrEqual(245);
      return answer;
    };
    const known = await timed('Forgetful@example.com');
    const unknown = await timed('stranger@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: 'If an account exists for this email, a password reset link is on its way.' });
    expect(unknown.json()).toEqual(known.json());
    expect(await testApp.database.db.$count(outgoingMail)).toBe(mailsBefore + 1);
    expect(resetLinkOf((await latestMailTo(testApp, email, 'Reset')).textBody).path).toMatch(/^\/reset-password\/\d+\/[A-Za-z0-9_-]{43}$/);
    // A second request within the minute sends nothing more, and answers the same.
    expect((await post('/api/user/forgot-password', { email })).json()).toEqual(known.json());
    expect(await testApp.database.db.$count(outgoingMail)).toBe(mailsBefore + 1);
    expect((await post('/api/user/forgot-password', {})).json()).toEqual({ message: 'Email is required', errors: { email: 'Email is required' } });
  });

  it('refuses a mismatch, a short password and a wrong token; a good reset signs out every session and works once', async () => {
    const email = 'resetting@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: true });
    await post('/api/user/forgot-password', { email });
    const { path, id } = resetLinkOf((await latestMailTo(testApp, email, 'Reset')).textBody);
    const reset = (url: string, payload: object) => post(`/api${url.replace('/reset-password', '/user/reset-password')}`, payload);

    const mismatch = await reset(path, { password: 'new-fairway-9', confirmPassword: 'new-fairway-8' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ message: "Passwords don't match", errors: { confirmPassword: "Passwords don't match" } });
    expect((await reset(path, { password: 'short', confirmPassword: 'short' })).json().message).toBe('Password must be at least 8 characters');
    const wrongToken = await reset(`/reset-password/${id}/${'A'.repeat(43)}`, { password: 'new-fairway-9', confirmPassword: 'new-fairway-9' });
    expect(wrongToken.statusCode).toBe(400);
    expect(wrongToken.json().message).toBe('The password reset link is invalid or has expired. Please ask for a new one.');

    const done = await reset(path, { password: 'new-fairway-9', confirmPassword: 'new-fairway-9' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password reset successfully!' });
    expect((await me({ cookie: member.cookie })).statusCode).toBe(401);
    expect((await post('/api/login', { email, password: member.password })).statusCode).toBe(401);
    expect((await post('/api/login', { email, password: 'new-fairway-9' })).statusCode).toBe(200);
    expect((await reset(path, { password: 'other-fairway-9', confirmPassword: 'other-fairway-9' })).statusCode).toBe(400);
  });

  it('a link older than 60 minutes is refused', async () => {
    const email = 'late.reset@example.com';
    await readyMember(testApp, staff, email, { unlocked: false });
    await post('/api/user/forgot-password', { email });
    const { path } = resetLinkOf((await latestMailTo(testApp, email, 'Reset')).textBody);
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, email));
    await testApp.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(passwordResets.accountId, account!.id));
    const response = await post(`/api${path.replace('/reset-password', '/user/reset-password')}`, { password: 'new-fairway-9', confirmPassword: 'new-fairway-9' });
    expect(response.statusCode).toBe(400);
  });
});
