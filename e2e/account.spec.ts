import { latestMailTo } from './support/mailbox';
import { approvedMember, firstSignIn, signInThroughPage, guardedTo } from './support/members';
import { expect, openPage, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

test('login: both fields are required, and a wrong password gets the server message', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  await expect(page.getByRole('link', { name: 'Apply for membership' })).toHaveAttribute('href', '/membership-registration');
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) requests++;
  });
  // The pointer on its way to the button brings the form's code, as a person's does.
  await page.getByRole('button', { name: 'Login' }).hover();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(requests).toBe(0);
  await page.getByLabel('Email').fill('nobody.here@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-a-real-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoSeriousViolations(page, 'a refused sign-in');
});

test('/dashboard, /payment-checkout and /admin send a signed-out visitor to /login', async ({ page }) => {
  for (const path of ['/dashboard', '/payment-checkout', '/admin', '/dashboard/payments']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(guardedTo('/login', path));
  }
});

test('/checkout asks a signed-out visitor to sign in, and returns there afterwards', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `checkout.${Date.now()}@example.com`;
  const { password } = await approvedMember(request, email);
  await page.goto('/checkout');
  for (const line of ['1,200.00 BDT', '120.00 BDT', '1,320.00 BDT']) await expect(page.getByText(line, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to pay' }).click();
  await expect(page).toHaveURL(guardedTo('/login', '/checkout'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The emailed password must be replaced first; then back to the checkout.
  await expect(page).toHaveURL(guardedTo('/change-password', '/checkout'));
  await page.getByLabel('Temporary password (from the email)').fill(password);
  await page.getByLabel('New Password').fill('checkout-member-1');
  await page.getByLabel('Confirm Password').fill('checkout-member-1');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Pay 1,320.00 BDT' })).toBeVisible();
});

test('forgot and reset password: check-email, the rules, then every old session ends', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const email = `reset.${Date.now()}@example.com`;
  const { password } = await approvedMember(request, email);
  const signedInElsewhere = await openPage(browser);
  await firstSignIn(signedInElsewhere, email, password, 'first-own-password');

  const page = await openPage(browser);
  await page.goto('/forgot-password');
  // The pointer on its way to the button brings the form's code, as a person's does.
  await page.getByRole('button', { name: 'Send Reset Link' }).hover();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link sent to your email!')).toBeVisible();
  await expect(page).toHaveURL(/\/check-email$/);
  await expect(page.getByText(email).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const link = /(http\S+\/reset-password\/\d+\/[A-Za-z0-9_-]+)/.exec((await latestMailTo(request, email, 'Reset')).text)![1]!;
  const resetResponse = await page.goto(new URL(link).pathname);
  expect(resetResponse!.headers()['referrer-policy']).toBe('no-referrer');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/user/reset-password/')) sent++;
  });
  await page.getByLabel('New Password').fill('brand-new-pass-1');
  await page.getByLabel('Confirm Password').fill('brand-new-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  expect(sent).toBe(0);
  await page.getByLabel('New Password').fill('brand-new-pass-1');
  await page.getByLabel('Confirm Password').fill('brand-new-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The other browser's session was revoked on the server.
  await signedInElsewhere.goto('/dashboard');
  await expect(signedInElsewhere).toHaveURL(guardedTo('/login', '/dashboard'));
  // The link works once.
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New Password').fill('another-pass-12');
  await page.getByLabel('Confirm Password').fill('another-pass-12');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('The password reset link is invalid or has expired. Please ask for a new one.')).toBeVisible();
  await signInThroughPage(page, email, 'brand-new-pass-1');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('the section 8 messages of forgot and reset password', () => {
  test('forgot password: the server message, its fallback, and no answer at all', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('someone@example.com');
    const send = () => page.getByRole('button', { name: 'Send Reset Link' }).click();

    await page.route('**/api/user/forgot-password', (route) => route.fulfill({ status: 429, json: { message: 'Too many requests. Please wait a minute and try again.' } }));
    await send();
    await expect(page.getByText('Too many requests. Please wait a minute and try again.')).toBeVisible();
    await page.unroute('**/api/user/forgot-password');

    await page.route('**/api/user/forgot-password', (route) => route.fulfill({ status: 500, body: '' }));
    await send();
    await expect(page.getByText('Error sending reset link')).toBeVisible();
    await page.unroute('**/api/user/forgot-password');

    await page.route('**/api/user/forgot-password', (route) => route.abort('connectionrefused'));
    await send();
    await expect(page.getByText('Network error. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('reset password: the fallback when the server says nothing, and no answer at all', async ({ page }) => {
    await page.goto('/reset-password/1/some-link-token');
    await page.getByLabel('New Password').fill('brand-new-pass-1');
    await page.getByLabel('Confirm Password').fill('brand-new-pass-1');
    const reset = () => page.getByRole('button', { name: 'Reset Password' }).click();

    await page.route('**/api/user/reset-password/**', (route) => route.fulfill({ status: 500, body: '' }));
    await reset();
    await expect(page.getByText('Password reset failed')).toBeVisible();
    await page.unroute('**/api/user/reset-password/**');

    await page.route('**/api/user/reset-password/**', (route) => route.abort('connectionrefused'));
    await reset();
    await expect(page.getByText('Network error. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\//);
  });

  test('/check-email without an email goes back to the forgot-password page', async ({ page }) => {
    await page.goto('/check-email');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
