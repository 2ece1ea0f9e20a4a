import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAnswer, CodeNeededAnswer } from '@rgcc/shared/account/staff';
import { staffRoles } from '@rgcc/shared/account/staff-roles';
import { accounts, auditLog, setupLinks, type AccountRow } from '../../../db/schema';
import { commonPasswordMessage } from '../passwords';
import { staffEmailTakenMessage } from '../service';
import { tokenHash } from '../session-tokens';
import { sessionCookieOf, totpCode } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { issueSetupLink, setupLinkLifetimeMs } from './issue';
import { adminExistsMessage, firstAdminMadeMessage, invalidSetupLinkMessage } from './service';

/**
 * The link `npm start` prints while the club has no staff account (decision 0033). The test
 * database starts without staff, as a fresh clone's does; the tests below run in order, the last
 * ones once the first admin exists.
 */
let testApp: TestApp;
/** The race's winner: the answer its page goes on with, its link and the admin it made. */
let made: CodeNeededAnswer;
let usedToken: string;
let admin: AccountRow;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(async () => testApp?.close());

const password = 'first-admin-password-1';
const form = (email: string) => ({ email, password, confirmPassword: password });
const tokenOf = (link: string) => /^http:\/\/localhost:3999\/setup\/([A-Za-z0-9_-]{43})$/.exec(link)![1]!;
const read = (token: string) => testApp.app.inject({ method: 'GET', url: `/api/setup/${token}` });
const submit = (token: string, payload: object) => testApp.app.inject({ method: 'POST', url: `/api/setup/${token}`, payload });

async function newLink(at = new Date()) {
  const link = await issueSetupLink(testApp.database.db, testApp.app.deps.config, at);
  if (!link) throw new Error('no setup link: the club has staff');
  return tokenOf(link);
}

const staffAccounts = () => testApp.database.db.select().from(accounts).where(inArray(accounts.role, [...staffRoles]));

describe('the setup link, which works once and expires after an hour', () => {
  it('is on PUBLIC_URL, carries 256 random bits, keeps only their hash, and works for an hour', async () => {
    const before = Date.now();
    const token = await newLink();
    const [row] = await testApp.database.db.select().from(setupLinks).orderBy(setupLinks.createdAt);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    const answer = await read(token);
    expect(answer.statusCode, answer.body).toBe(200);
    const expiresAt = Date.parse(answer.json<{ expiresAt: string }>().expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(setupLinkLifetimeMs);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(setupLinkLifetimeMs);
    expect(setupLinkLifetimeMs).toBe(60 * 60 * 1000);
  });

  it('refuses a wrong link with 404 to read and 400 to use, saying what to do', async () => {
    for (const token of ['0'.repeat(43), 'not-a-link']) {
      expect((await read(token)).json()).toEqual({ message: invalidSetupLinkMessage });
      expect((await read(token)).statusCode).toBe(404);
      const used = await submit(token, form('first.admin@example.com'));
      expect(used.statusCode).toBe(400);
      expect(used.json()).toEqual({ message: invalidSetupLinkMessage });
    }
    expect(invalidSetupLinkMessage).toBe('This setup link has expired or has already been used. Restart the server for a new one, or make the admin with npm run admin.');
    expect(await staffAccounts()).toEqual([]);
  });

  it('expires after an hour', async () => {
    const almostAnHourAgo = await newLink(new Date(Date.now() - setupLinkLifetimeMs + 60_000));
    expect((await read(almostAnHourAgo)).statusCode).toBe(200);
    const overAnHourAgo = await newLink(new Date(Date.now() - setupLinkLifetimeMs - 1_000));
    const read404 = await read(overAnHourAgo);
    expect([read404.statusCode, read404.json()]).toEqual([404, { message: invalidSetupLinkMessage }]);
    const used = await submit(overAnHourAgo, form('first.admin@example.com'));
    expect([used.statusCode, used.json()]).toEqual([400, { message: invalidSetupLinkMessage }]);
    expect(await staffAccounts()).toEqual([]);
  });

  it('refuses a bad form without spending the link', async () => {
    const token = await newLink();
    const common = await submit(token, { email: 'first.admin@example.com', password: 'password123', confirmPassword: 'password123' });
    expect([common.statusCode, common.json().errors]).toEqual([400, { password: commonPasswordMessage }]);
    const mismatched = await submit(token, { email: 'not an email', password, confirmPassword: 'something-else-1' });
    expect([mismatched.statusCode, mismatched.json().errors]).toEqual([400, { email: 'Please enter a valid email address.', confirmPassword: "Passwords don't match" }]);
    expect((await read(token)).statusCode).toBe(200);
    expect(await staffAccounts()).toEqual([]);
  });

  it('refuses an email that has an account under its field, and the link still works', async () => {
    // No member exists before the first admin approves one; the database may hold one all the same.
    await testApp.database.db.insert(accounts).values({ email: 'already.here@example.com', role: 'member', passwordHash: 'not-a-hash' });
    const token = await newLink();
    const taken = await submit(token, form('already.here@example.com'));
    expect([taken.statusCode, taken.json()]).toEqual([409, { message: staffEmailTakenMessage, errors: { email: staffEmailTakenMessage } }]);
    expect((await read(token)).statusCode).toBe(200);
    expect(await staffAccounts()).toEqual([]);
  });

  it('makes one admin when two tabs send it at once, or two links of two starts', async () => {
    const token = await newLink();
    const otherStart = await newLink();
    const answers = await Promise.all([
      submit(token, form('First.Tab@Example.com ')),
      submit(token, form('second.tab@example.com')),
      submit(otherStart, form('other.start@example.com')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) expect(refused.json()).toEqual({ message: invalidSetupLinkMessage });
    made = answers.find((answer) => answer.statusCode === 201)!.json<CodeNeededAnswer>();
    usedToken = made.email === 'other.start@example.com' ? otherStart : token;
    const staff = await staffAccounts();
    expect(staff).toHaveLength(1);
    admin = staff[0]!;
    expect(admin).toMatchObject({ email: made.email, role: 'admin', mustChangePassword: false, dashboardLocked: false, totpSecret: null, deactivatedAt: null });
    expect(['first.tab@example.com', 'second.tab@example.com', 'other.start@example.com']).toContain(admin.email);
    // Every link is spent, those of earlier starts too.
    expect(await testApp.database.db.$count(setupLinks)).toBe(0);
  });
});

describe('once the first admin is made', () => {
  it('the page goes on to set up the authenticator app, as a first sign-in does, and the admin is signed in', async () => {
    expect(made).toMatchObject({ message: firstAdminMadeMessage, secondFactor: 'setup', email: admin.email, setup: { key: expect.any(String) } });
    const code = await testApp.app.inject({ method: 'POST', url: '/api/login/code', payload: { challenge: made.challenge, code: totpCode(made.setup!.key) } });
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json<CodeAnswer>()).toMatchObject({ role: 'admin', email: admin.email });
    expect(code.json<CodeAnswer>().recoveryCodes).toHaveLength(10);
    const staffPage = await testApp.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie: sessionCookieOf(code) } });
    expect(staffPage.statusCode).toBe(200);
  });

  it('its making is in the audit log, by the admin, without the password', async () => {
    const entries = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.first-admin'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorAccountId: admin.id, entityType: 'staff', entityId: String(admin.id), before: null, after: { email: admin.email, role: 'admin', status: 'active' } });
    expect(JSON.stringify(entries[0])).not.toContain(password);
  });

  it('the link that made it is refused with the reason, and so is any link the database still holds', async () => {
    const readAgain = await read(usedToken);
    expect([readAgain.statusCode, readAgain.json()]).toEqual([404, { message: invalidSetupLinkMessage }]);
    const usedAgain = await submit(usedToken, form('late.tab@example.com'));
    expect([usedAgain.statusCode, usedAgain.json()]).toEqual([400, { message: invalidSetupLinkMessage }]);
    // A link made against the rule (by hand, or by a start racing the first admin) makes nobody either.
    const token = 'a'.repeat(43);
    const now = new Date();
    await testApp.database.db.insert(setupLinks).values({ tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + setupLinkLifetimeMs) });
    const read404 = await read(token);
    expect([read404.statusCode, read404.json()]).toEqual([404, { message: adminExistsMessage }]);
    const late = await submit(token, form('late.start@example.com'));
    expect([late.statusCode, late.json()]).toEqual([409, { message: adminExistsMessage }]);
    expect(await staffAccounts()).toHaveLength(1);
  });

  it('a start issues no link any more, and forgets any left', async () => {
    expect(await issueSetupLink(testApp.database.db, testApp.app.deps.config)).toBeNull();
    expect(await testApp.database.db.$count(setupLinks)).toBe(0);
  });
});
