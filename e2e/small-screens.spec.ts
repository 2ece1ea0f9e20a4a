import type { Page } from '@playwright/test';
import { pagePaths } from '@rgcc/shared/constants/page-paths';
import { expectNoSidewaysScroll, phoneWidths } from './support/layout';
import { expect, test } from './support/test';

/** Each is checked below, in the journey that reaches it: with a session, or with what the page before hands over. */
const reachedInJourneys = new Set<string>([
  '/verify-email',
  '/check-email',
  '/change-password',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/membership',
  '/dashboard/payments',
  '/payment-checkout',
  '/payment-status',
  '/admin',
  '/admin/applications/:id',
]);
const sampleParameters: Record<string, string> = {
  '/events/:id': '/events/1',
  '/category/:id': '/category/1',
  '/user/:id/verify/:token': '/user/1/verify/0123456789abcdef0123456789abcdef',
  '/reset-password/:id/:token': '/reset-password/1/a-link-token',
};
const visitorPaths = pagePaths.filter((path) => !reachedInJourneys.has(path)).map((path) => sampleParameters[path] ?? path);

async function atEachPhoneWidth(page: Page, check: (width: number) => Promise<void>) {
  for (const width of phoneWidths) {
    await page.setViewportSize({ width, height: 800 });
    await check(width);
  }
}

/** Checks a page once it is drawn with its images, data and fonts, which all change widths. */
async function expectFitsAfterLoad(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, where);
}

test.describe('no page is wider than a phone', () => {
  test('every page path with parameters has sample values here, or a journey below', () => {
    const unchecked = pagePaths.filter((path) => path.includes(':') && !(path in sampleParameters) && !reachedInJourneys.has(path));
    expect(unchecked).toEqual([]);
  });

  for (const path of visitorPaths) {
    test(path, async ({ page }) => {
      await atEachPhoneWidth(page, async (width) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFitsAfterLoad(page, `${path} at ${width} px`);
      });
    });
  }
});
