import type { Page } from '@playwright/test';

/**
 * The club's phone as this page shows it in its footer, and the link it should have. Staff may
 * change the phone while another spec runs (club-settings.spec.ts), but a page is rendered with
 * one value throughout, so a page's other mentions of the phone are checked against this one.
 */
export async function footerPhone(page: Page) {
  const name = await page.getByRole('contentinfo').getByRole('link', { name: /^\+?\d[\d -]+\d$/ }).innerText();
  return { name, href: `tel:${name.replace(/[^+\d]/g, '')}` };
}
