import type { Page } from '@playwright/test';
import { expect } from './test';

/** Opens a page with the navigation state another page would hand over (React Router keeps it in `usr`). */
export async function openWithNavigationState(page: Page, path: string, state: Record<string, unknown>) {
  await page.goto('/');
  await page.evaluate(({ path, state }) => window.history.replaceState({ usr: state, key: 'e2e', idx: 0 }, '', path), { path, state });
  await page.reload();
}

/** Opens /verify-email as the registration page does: with the email in navigation state. */
export async function openVerifyEmail(page: Page, email: string, label?: string) {
  await openWithNavigationState(page, '/verify-email', { email, label });
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
}
