import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeNeededAnswer } from '@rgcc/shared/account/staff';
import { accounts, loginFailures, signInChallenges, staffRecoveryCodes } from '../../db/schema';
import { signingKey } from '../../db/signing-keys';
import { approvedMember, createStaff, sessionCookieOf, signIn, staffPassword, totpCode, totpKeyOf } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { tooManySignInsMessage } from './login-throttle';
import { tokenHash } from './session-tokens';
import { challengeExpiredMessage, submitSignInCode, tooManyWrongCodesMessage, usedCodeMessage, wrongCodeMessage } from './second-factor';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(async () => testApp?.close());

const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
const me = (cookie: string) => testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

async function passwordStep(email: string): Promise<CodeNeededAnswer> {
  const response = await post('/api/login', { email, password: staffPassword });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CodeNeededAnswer>();
}

async function accountIdOf(email: string) {
  const [account] = await testApp.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return account!.id;
}

/** A member of staff who has set up the second factor; answers their key and recovery codes. */
async function enrolledStaff(email: string) {
  await createStaff(testApp, email);
  const { recoveryCodes } = await signIn(testApp, email, staffPassword);
  return { key: await totpKeyOf(testApp, email), recoveryCodes };
}

describe('setting up the second factor at the first sign-in', () => {
  it('shows a QR code and the key, takes a code from it, then starts the session and answers ten recovery codes once', async () => {
    const email = 'first.time@example.com';
    await createStaff(testApp, email);
    const answer = await passwordStep(email);
    expect(answer).toMatchObject({ secondFactor: 'setup', message: 'Set up your authenticator app to finish signing in.', email });
    const setup = answer.setup!;
    expect(setup.key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(setup.uri).toBe(
      `otpauth://totp/Riverside%20Golf%20%26%20Country%20Club:first.time%40example.com?issuer=Riverside%20Golf%20%26%20Country%20Club&secret=${setup.key.replaceAll(' ', '')}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const wrong = await post('/api/login/code', { challenge: answer.challenge, code: '000000' === totpCode(setup.key) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: wrongCodeMessage, errors: { code: wrongCodeMessage } });

    const right = await post('/api/login/code', { challenge: answer.challenge, code: totpCode(setup.key) });
    expect(right.statusCode, right.body).toBe(200);
    const body = right.json<{ recoveryCodes: string[]; role: string; token: string }>();
    expect(body).toMatchObject({ role: 'admin', message: 'Login successful', token: expect.any(String) });
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await me(sessionCookieOf(right))).statusCode).toBe(200);

    // Kept encrypted, and the recovery codes hashed: neither is readable from the table.
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(account!.totpSecret).not.toContain(setup.key.replaceAll(' ', ''));
    expect(await totpKeyOf(testApp, email)).toBe(setup.key.replaceAll(' ', ''));
    const stored = await testApp.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, account!.id));
    expect(stored).toHaveLength(10);
    expect(stored.some((row) => body.recoveryCodes.some((code) => row.codeHash.includes(code.replace('-', ''))))).toBe(false);

    // The next sign-in asks for a code, with no new key and no recovery codes.
    const next = await passwordStep(email);
    expect(next).toEqual({ secondFactor: 'code', message: 'Enter the code from your authenticator app.', email, challenge: expect.any(String) });
  });

  it('a recovery code does not set up the second factor', async () => {
    const email = 'setup.recovery@example.com';
    await createStaff(testApp, email);
    const answer = await passwordStep(email);
    expect((await post('/api/login/code', { challenge: answer.challenge, code: 'abcde-fghjk' })).statusCode).toBe(401);
  });
});

describe('signing in with a code', () => {
  it('a right code starts a session; the same code is never accepted twice', async () => {
    const email = 'code.once@example.com';
    const { key } = await enrolledStaff(email);
    // A step the set-up did not take: the one after it.
    const code = totpCode(key, Date.now() + 30_000);
    const first = await post('/api/login/code', { challenge: (await passwordStep(email)).challenge, code });
    expect(first.statusCode, first.body).toBe(200);
    expect((await me(sessionCookieOf(first))).json()).toMatchObject({ email, role: 'admin' });

    const again = await post('/api/login/code', { challenge: (await passwordStep(email)).challenge, code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: usedCodeMessage, errors: { code: usedCodeMessage } });
  });

  it('accepts the code of one step before or after, not two', async () => {
    const email = 'clock.drift@example.com';
    const { key } = await enrolledStaff(email);
    const db = testApp.database.db;
    const appKey = await signingKey(db, 'totp_secret_key');
    const now = Date.now() + 10 * 60_000;
    const tryCode = async (at: number) => submitSignInCode(db, appKey, { challenge: (await passwordStep(email)).challenge, code: totpCode(key, at) }, new Date(now));
    await expect(tryCode(now - 60_000)).rejects.toMatchObject({ statusCode: 401, message: wrongCodeMessage });
    await expect(tryCode(now - 30_000)).resolves.toMatchObject({ answer: { email } });
    await expect(tryCode(now + 30_000)).resolves.toMatchObject({ answer: { email } });
    await expect(tryCode(now + 60_000)).rejects.toMatchObject({ statusCode: 401, message: wrongCodeMessage });
    // An older step than one already taken is refused too.
    await expect(tryCode(now)).rejects.toMatchObject({ statusCode: 401, message: usedCodeMessage });
  });

  it('five wrong codes end the sign-in (429); the challenge then takes no code, even a right one', async () => {
    const email = 'five.wrong@example.com';
    const { key } = await enrolledStaff(email);
    const { challenge } = await passwordStep(email);
    const right = totpCode(key, Date.now() + 30_000);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++) {
      const response = await post('/api/login/code', { challenge, code: wrong });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(wrongCodeMessage);
    }
    const fifth = await post('/api/login/code', { challenge, code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: tooManyWrongCodesMessage });
    const late = await post('/api/login/code', { challenge, code: right });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: challengeExpiredMessage });
  });

  it('wrong codes count on the account across challenges: past five, each try waits twice as long (429, Retry-After); a right code after the wait signs in and clears them', async () => {
    const email = 'code.throttle@example.com';
    const { key } = await enrolledStaff(email);
    const db = testApp.database.db;
    const appKey = await signingKey(db, 'totp_secret_key');
    const id = await accountIdOf(email);
    const counter = async () => (await db.select().from(loginFailures).where(eq(loginFailures.key, `code:${id}`)))[0];
    const wrongAt = (at: number) => (totpCode(key, at) === '123456' ? '654321' : '123456');

    // Four wrong codes end no challenge; the password again gives a new one, but no fresh guesses.
    const first = (await passwordStep(email)).challenge;
    for (let i = 0; i < 4; i++) expect((await post('/api/login/code', { challenge: first, code: wrongAt(Date.now()) })).statusCode).toBe(401);
    const second = (await passwordStep(email)).challenge;
    expect((await post('/api/login/code', { challenge: second, code: wrongAt(Date.now()) })).json()).toEqual({ message: wrongCodeMessage, errors: { code: wrongCodeMessage } });
    const throttled = await post('/api/login/code', { challenge: second, code: wrongAt(Date.now()) });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('1');
    expect(throttled.json()).toEqual({ message: tooManySignInsMessage('1 second') });
    // A refused try checks no code, so it costs the challenge nothing.
    const [open] = await db.select().from(signInChallenges).where(eq(signInChallenges.tokenHash, tokenHash(second)));
    expect(open!.wrongCodes).toBe(1);

    // Each further try waits twice as long as the last; within the wait even a right code is refused.
    const fifth = (await counter())!.lastFailureAt.getTime();
    const tryCode = (code: string, at: number) => submitSignInCode(db, appKey, { challenge: second, code }, new Date(at));
    await expect(tryCode(wrongAt(fifth + 1000), fifth + 1000)).rejects.toMatchObject({ statusCode: 401, message: wrongCodeMessage });
    // The app's next code: the set-up took an earlier one.
    const rightAt = (at: number) => totpCode(key, at + 30_000);
    await expect(tryCode(rightAt(fifth + 1000), fifth + 1000)).rejects.toMatchObject({
      statusCode: 429,
      message: tooManySignInsMessage('2 seconds'),
      headers: { 'retry-after': '2' },
    });
    await expect(tryCode(rightAt(fifth + 3000), fifth + 3000)).resolves.toMatchObject({ answer: { email } });
    expect(await counter()).toBeUndefined();

    // Cleared: the next wrong code is one of five free ones again.
    expect((await post('/api/login/code', { challenge: (await passwordStep(email)).challenge, code: wrongAt(Date.now()) })).statusCode).toBe(401);
    expect((await counter())!.failures).toBe(1);
  });

  it("a quiet hour forgives the account's wrong codes; the wait is at most 15 minutes", async () => {
    const email = 'code.forgiven@example.com';
    const { key } = await enrolledStaff(email);
    const db = testApp.database.db;
    const id = await accountIdOf(email);
    const wrong = totpCode(key) === '123456' ? '654321' : '123456';
    await db.insert(loginFailures).values({ key: `code:${id}`, failures: 30, lastFailureAt: new Date() });
    const capped = await post('/api/login/code', { challenge: (await passwordStep(email)).challenge, code: wrong });
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBe('900');
    expect(capped.json()).toEqual({ message: tooManySignInsMessage('15 minutes') });

    await db.update(loginFailures).set({ lastFailureAt: new Date(Date.now() - 61 * 60_000) }).where(eq(loginFailures.key, `code:${id}`));
    expect((await post('/api/login/code', { challenge: (await passwordStep(email)).challenge, code: wrong })).statusCode).toBe(401);
    expect(await db.select({ failures: loginFailures.failures }).from(loginFailures).where(eq(loginFailures.key, `code:${id}`))).toEqual([{ failures: 1 }]);
  });

  it('a challenge lasts ten minutes, and a new sign-in ends the earlier one', async () => {
    const email = 'challenge.life@example.com';
    const { key } = await enrolledStaff(email);
    const db = testApp.database.db;
    const appKey = await signingKey(db, 'totp_secret_key');
    const { challenge } = await passwordStep(email);
    const later = new Date(Date.now() + 10 * 60_000 + 1000);
    await expect(submitSignInCode(db, appKey, { challenge, code: totpCode(key, later.getTime()) }, later)).rejects.toMatchObject({ statusCode: 401, message: challengeExpiredMessage });
    await passwordStep(email);
    const ended = await post('/api/login/code', { challenge, code: totpCode(key, Date.now() + 30_000) });
    expect(ended.json()).toEqual({ message: challengeExpiredMessage });
  });

  it('a recovery code works in the Code field instead, once, however it is typed', async () => {
    const email = 'recovery.once@example.com';
    const { recoveryCodes } = await enrolledStaff(email);
    const [code] = recoveryCodes;
    const used = await post('/api/login/code', { challenge: (await passwordStep(email)).challenge, code: ` ${code!.toUpperCase()} ` });
    expect(used.statusCode, used.body).toBe(200);
    expect((await me(sessionCookieOf(used))).statusCode).toBe(200);
    const again = await post('/api/login/code', { challenge: (await passwordStep(email)).challenge, code: code! });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(wrongCodeMessage);
    // The others still work.
    expect((await post('/api/login/code', { challenge: (await passwordStep(email)).challenge, code: recoveryCodes[1]! })).statusCode).toBe(200);
  });

  it('an empty code is refused with the Code field named', async () => {
    const email = 'empty.code@example.com';
    await enrolledStaff(email);
    const response = await post('/api/login/code', { challenge: (await passwordStep(email)).challenge, code: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Code is required', errors: { code: 'Code is required' } });
  });

  it("members' sign-in is unchanged: one step, no code", async () => {
    const staff = await createStaff(testApp, 'approver@example.com');
    const { temporaryPassword } = await approvedMember(testApp, staff, 'plain.member@example.com');
    const response = await post('/api/login', { email: 'plain.member@example.com', password: temporaryPassword });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['dashboardLocked', 'email', 'firstName', 'language', 'memberId', 'message', 'mustChangePassword', 'role', 'token']);
  });
});
