import type { Page } from '@playwright/test';
import { approvedMember, firstSignIn, payAtSandboxWallet } from './support/members';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

// Each test applies, is approved, signs in twice and pays: more than the default half minute.
test.describe.configure({ timeout: 60_000 });

async function lockedMemberAtCheckout(page: Page, request: Parameters<typeof approvedMember>[0], name: string) {
  const email = `${name}.${Date.now()}@example.com`;
  const { password } = await approvedMember(request, email);
  await firstSignIn(page, email, password, `${name}-password-1`);
  await page.goto('/payment-checkout');
  return email;
}

test('a locked member who opens a card page by its address is sent to the dashboard, which asks for the payment', async ({ page, request }) => {
  const email = `locked.visitor.${Date.now()}@example.com`;
  const { password } = await approvedMember(request, email);
  await firstSignIn(page, email, password, 'locked-visitor-1');
  for (const path of ['/dashboard/profile', '/dashboard/membership', '/dashboard/payments']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('dialog', { name: 'Membership Payment Required' })).toBeVisible();
    await expect(page.getByText(/check your connection/)).toHaveCount(0);
  }
});

test('the wallet page and the checkout have no serious accessibility problems', async ({ page, request }) => {
  await lockedMemberAtCheckout(page, request, 'axe.payer');
  for (const check of ['checkout', 'wallet']) {
    if (check === 'wallet') await page.getByRole('button', { name: 'Pay 1,320.00 BDT' }).click();
    if (check === 'wallet') await expect(page.getByLabel('Your wallet number')).toBeVisible();
    await expectNoSeriousViolations(page, check);
  }
});

test('Pay shows Processing Payment while the payment is created', async ({ page, request }) => {
  await lockedMemberAtCheckout(page, request, 'slow.payer');
  // Held until the button has been seen, rather than for a fixed time a busy machine may outlast.
  let release!: () => void;
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payments/registration-fee', async (route) => {
    await seen;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Pay 1,320.00 BDT' }).click();
  await expect(page.getByRole('button', { name: 'Processing Payment' })).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'Mobile wallet (sandbox)' })).toBeVisible();
});

test('a failed payment says so, and the dashboard stays locked', async ({ page, request }) => {
  await lockedMemberAtCheckout(page, request, 'failing.payer');
  await page.getByRole('button', { name: 'Pay 1,320.00 BDT' }).click();
  await payAtSandboxWallet(page, '01700000023');
  await expect(page.getByRole('heading', { name: 'Payment failed. Please try again.' })).toBeVisible();
  await expect(page.getByText('Insufficient balance.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('dialog', { name: 'Membership Payment Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Payments/ })).toHaveCount(0);
});

test('a cancelled payment charges nothing, and can be tried again', async ({ page, request }) => {
  await lockedMemberAtCheckout(page, request, 'cancelling.payer');
  await page.getByRole('button', { name: 'Pay 1,320.00 BDT' }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment cancelled. Nothing was charged.' })).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/payment-checkout$/);
  await expect(page.getByRole('button', { name: 'Pay 1,320.00 BDT' })).toBeEnabled();
});
