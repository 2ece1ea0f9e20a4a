import type { APIRequestContext, Page } from '@playwright/test';
import { applyThroughApi } from './support/members';
import { openVerifyEmail } from './support/navigation-state';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

/** The newest mail to an address, from the outbox the site keeps without SMTP. */
async function latestMail(request: APIRequestContext, email: string) {
  const mails = (await (await request.get('/api/dev/mailbox')).json()) as { to: string; text: string }[];
  const mail = mails.find((m) => m.to === email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  return {
    code: /verification code is (\d{6})/.exec(mail!.text)![1]!,
    linkPath: new URL(/(http\S+\/user\/\d+\/verify\/[0-9a-f]{32})/.exec(mail!.text)![1]!).pathname,
  };
}

const boxes = (page: Page) => page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');

test('without an email it sends the visitor to register, saying why', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page).toHaveURL(/\/membership-registration$/);
  await expect(page.getByText('No registration email found. Please register first.')).toBeVisible();
});

test('the six boxes: digits only, forward on entry, back on backspace, paste fills all', async ({ page, request }) => {
  const email = `boxes.${Date.now()}@example.com`;
  await applyThroughApi(request, email);
  await openVerifyEmail(page, email);
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(boxes(page)).toHaveCount(6);
  await expectNoSeriousViolations(page, 'the verification page');

  await boxes(page).nth(0).focus();
  await page.keyboard.type('a');
  await expect(boxes(page).nth(0)).toHaveValue('');
  await page.keyboard.type('12');
  await expect(boxes(page).nth(0)).toHaveValue('1');
  await expect(boxes(page).nth(1)).toHaveValue('2');
  await expect(boxes(page).nth(2)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(boxes(page).nth(1)).toBeFocused();
  await expect(boxes(page).nth(1)).toHaveValue('');

  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter the full 6-digit code.' })).toBeVisible();

  await boxes(page).nth(0).evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text', '98 76 54');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  for (const [index, digit] of ['9', '8', '7', '6', '5', '4'].entries()) await expect(boxes(page).nth(index)).toHaveValue(digit);

  await expect(page.getByRole('link', { name: 'Back to Registration' })).toHaveAttribute('href', '/membership-registration');
});

test('a wrong code shows the server message and stays; the right one goes to Email Verified', async ({ page, request }) => {
  const email = `code.${Date.now()}@example.com`;
  await applyThroughApi(request, email);
  const { code } = await latestMail(request, email);
  await openVerifyEmail(page, email, 'login');
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

  // Wrong only in its last digit, so that retyping the right code repeats five digits in place.
  await boxes(page).nth(0).focus();
  await page.keyboard.type(`${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This code is incorrect or has expired. Please check it, or ask for a new code.' })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);

  // Typed over the wrong code: retyping a digit a box already holds still moves on.
  await boxes(page).nth(0).focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page.getByText(/waits for the administrator's approval/)).toBeVisible();
  await expect(page.getByText(/User ID and Password will be sent to you by email/)).toBeVisible();
  await expect(page.getByText(/pay the registration fee to unlock your dashboard/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
});

test('asking for a new code says what happens and its limits, the same for every email', async ({ page, request }) => {
  const email = `resend.${Date.now()}@example.com`;
  await applyThroughApi(request, email);
  await openVerifyEmail(page, email);
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText('If this email is waiting for verification, a new code is on its way. Codes go out at most once a minute and five times an hour.')).toBeVisible();
});

test('verification by link: once, then the link says the email is verified; a made-up link is not found', async ({ page, request }) => {
  const email = `link.${Date.now()}@example.com`;
  await applyThroughApi(request, email);
  const { linkPath } = await latestMail(request, email);
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/login');

  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Already Verified' })).toBeVisible();
  await expect(page.getByText('This link was already used: your email address is verified.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/login');

  await page.goto(linkPath.replace(/[0-9a-f]{32}$/, '0'.repeat(32)));
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('The verification link is invalid or has expired.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});
