import { test as base, type Page } from '@playwright/test';

/** Waits until the page has hydrated: prerendered buttons do nothing before that. */
export async function waitUntilInteractive(page: Page) {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return once the page is interactive,
 * as a person would see it; a click on a prerendered button before that would be lost.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitUntilInteractive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitUntilInteractive(page);
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
