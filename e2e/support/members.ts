import fs from 'node:fs';
import path from 'node:path';
import { monthOf } from '@rgcc/shared/billing/fiscal-year';
import { clubToday } from '@rgcc/shared/format/club-date';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { sampleApplicant, samplePassport } from '@rgcc/shared/membership/sample-applications';
import type { StaffRole } from '@rgcc/shared/account/staff-roles';
import { latestMailTo, verificationCodeFor } from './mailbox';
import { sessionVariable, suiteStaffEmails } from './suite-staff';
import { expect, waitUntilInteractive } from './test';


/** Applies through the API with two real uploads (the passport form), as the registration page does. */
export async function applyThroughApi(request: APIRequestContext, email: string) {
  const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#2f7150' } }).png().toBuffer();
  const link = async () => {
    const response = await request.post('/api/uploads', { multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: png } } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { secure_url: string }).secure_url;
  };
  const applied = await request.post('/api/registration/membership', {
    data: { category: 'Foreigner/Diplomat', ...sampleApplicant, ...samplePassport, incomeTaxReturn: await link(), photo: await link(), email },
  });
  expect(applied.status()).toBe(201);
}

/** Applies, then verifies the email with the mailed code: the application waits for staff. */
export async function applyAndVerify(request: APIRequestContext, email: string) {
  await applyThroughApi(request, email);
  const code = await verificationCodeFor(request, email);
  expect((await request.post(`/api/verify-email?email=${encodeURIComponent(email)}&code=${code}`)).status()).toBe(200);
}

/** The session the suite's member of staff with this role signed in with (suite-staff.ts). */
const sessionOf = (who: StaffRole) => process.env[sessionVariable(who)]!;

/** Staff's own API session (a separate cookie jar from any page); the admin unless `who` says otherwise. */
export async function staffApi(who: StaffRole = 'admin'): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { cookie: `rgcc_session=${sessionOf(who)}` } });
}

/** The User ID and password lines of the approval mail. */
export async function credentialsFor(request: APIRequestContext, email: string) {
  const { text } = await latestMailTo(request, email, 'approved');
  return { userId: /User ID: (\S+)/.exec(text)![1]!, password: /Password: (\S+)/.exec(text)![1]! };
}

/** An approved member, made through the API: answers the temporary password from the mail. */
export async function approvedMember(request: APIRequestContext, email: string) {
  await applyAndVerify(request, email);
  const asStaff = await staffApi();
  const list = (await (await asStaff.get(`/api/admin/applications?q=${encodeURIComponent(email)}`)).json()) as { items: { id: number }[] };
  expect((await asStaff.post(`/api/admin/applications/${list.items[0]!.id}/approve`)).status()).toBe(200);
  await asStaff.dispose();
  return credentialsFor(request, email);
}

/**
 * A member who has chosen their own password and paid the registration fee at the sandbox wallet,
 * all through the API: `request` ends up holding their session. Answers the sign-in details and
 * the member ID.
 */
export async function paidMember(request: APIRequestContext, email: string, password = 'my-own-password-1') {
  const { password: temporaryPassword } = await approvedMember(request, email);
  expect((await request.post('/api/login', { data: { email, password: temporaryPassword } })).status()).toBe(200);
  const changed = await request.post('/api/account/password', { data: { currentPassword: temporaryPassword, password, confirmPassword: password } });
  expect(changed.status(), await changed.text()).toBe(200);
  const started = await request.post('/api/payments/registration-fee');
  expect(started.status(), await started.text()).toBe(200);
  const walletPage = new URL(((await started.json()) as { redirectUrl: string }).redirectUrl).pathname;
  // The wallet's last step sends the browser to the club's callback, which executes the payment.
  const paid = await request.post(walletPage, { form: { action: 'confirm', walletNumber: '01711223344', code: '123456', pin: '12345' } });
  expect(paid.url()).toContain('/payment-status');
  expect((await (await request.get('/api/me')).json()) as { dashboardLocked: boolean }).toMatchObject({ dashboardLocked: false });
  const { memberId } = (await (await request.get('/api/member/membership')).json()) as { memberId: string };
  return { email, password, memberId };
}

/**
 * The committee waives a member's entrance fee (invoiced at approval): accounts staff credit its
 * invoice in full, so that a test counts only the bills it makes.
 */
export async function waiveEntranceFee(memberId: string) {
  const accounts = await staffApi('accounts');
  const account = (await (await accounts.get(`/api/admin/billing/members/${memberId}`)).json()) as { bills: { id: number; lines: { description: string }[] }[] };
  const entrance = account.bills.find((bill) => bill.lines.some((line) => line.description.startsWith('Entrance fee')));
  expect(entrance, 'the entrance fee is invoiced at approval').toBeDefined();
  const credited = await accounts.post(`/api/admin/billing/members/${memberId}/credit-notes`, { data: { invoiceId: entrance!.id, reason: 'Entrance fee waived by the committee' } });
  expect(credited.status(), await credited.text()).toBe(201);
  await accounts.dispose();
}

/**
 * This month's run bills every unbilled member of the one server all workers share. A test that
 * needs its new member still unbilled until its own run holds this turn from the member's
 * approval to that run, and `billThisMonth` waits for it (a directory made atomically is the lock).
 */
export async function duringOwnBillingRun<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.E2E_DATA_DIR!, 'billing-run.lock');
  await expect
    .poll(() => fs.promises.mkdir(lock).then(() => true, () => false), { message: 'another test is running this month’s billing', timeout: 60_000, intervals: [100] })
    .toBe(true);
  try {
    return await work();
  } finally {
    await fs.promises.rmdir(lock);
  }
}

/** Bills this month's subscription to every member not yet billed (a run staff start: idempotent), so that a run another test starts changes nothing of theirs. */
export async function billThisMonth() {
  await duringOwnBillingRun(async () => {
    const accounts = await staffApi('accounts');
    const run = await accounts.post('/api/admin/billing/runs', { data: { period: monthOf(clubToday()) } });
    expect(run.status(), await run.text()).toBe(200);
    await accounts.dispose();
  });
}

/** Stores the values the login page would, before any page of the site runs. */
async function rememberSignIn(page: Page, email: string, role: StaffRole | 'member') {
  await page.addInitScript(
    ({ email, role }) => {
      localStorage.setItem('userEmail', email);
      localStorage.setItem('userRole', role);
      localStorage.setItem('dashboardLocked', 'false');
    },
    { email, role },
  );
}

/** Signs a member in through the API (the cookie lands in the page's browser context). */
export async function signInThroughApi(page: Page, credentials: { email: string; password: string }, role: 'member') {
  const response = await page.request.post('/api/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  await rememberSignIn(page, credentials.email, role);
}

/** A member of staff's session in the page's browser context, as if they had signed in there with a code. */
export async function signInAsStaff(page: Page, who: StaffRole = 'admin') {
  await page.context().addCookies([{ name: 'rgcc_session', value: sessionOf(who), url: process.env.E2E_BASE_URL!, httpOnly: true, sameSite: 'Lax' }]);
  await rememberSignIn(page, suiteStaffEmails[who], who);
}

export const signInAsContentStaff = (page: Page) => signInAsStaff(page, 'content');

export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  // Pages of contexts a test opens itself do not wait for hydration on their own.
  await waitUntilInteractive(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in with the emailed password and chooses `newPassword`, as the first sign-in requires. */
export async function firstSignIn(page: Page, email: string, temporaryPassword: string, newPassword: string) {
  await signInThroughPage(page, email, temporaryPassword);
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Temporary password (from the email)').fill(temporaryPassword);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Walks the sandbox wallet's steps; `walletNumber` 01700000023 has an insufficient balance. */
export async function payAtSandboxWallet(page: Page, walletNumber = '01711223344') {
  await expect(page.getByRole('heading', { name: 'Mobile wallet (sandbox)' })).toBeVisible();
  await page.getByLabel('Your wallet number').fill(walletNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByLabel('PIN').fill('12345');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
}

/** Where the sign-in guard sends someone without a session: the page they wanted rides along. */
export const guardedTo = (page: '/login' | '/change-password', wanted: string) =>
  new RegExp(`${page}\\?returnTo=${encodeURIComponent(wanted).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
