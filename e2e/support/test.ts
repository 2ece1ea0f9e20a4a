import { test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/** Waits until the page has hydrated: prerendered buttons do nothing before that. */
export async function waitUntilInteractive(page: Page) {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * Makes the page's `goto` and `reload` return once the page is interactive, as a person would
 * see it; a click on a prerendered button before that would be lost.
 */
function waitingForHydration(page: Page): Page {
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
  return page;
}

/**
 * A page in a browser context of its own (another person, with their own cookies), whose
 * `goto` and `reload` wait for hydration like the `page` fixture's.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, ...options });
  return waitingForHydration(await context.newPage());
}

/** Playwright's `test` whose `page` waits for hydration at `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});

export { expect } from '@playwright/test';
