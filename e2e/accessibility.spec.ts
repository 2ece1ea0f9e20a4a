import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { publicRoutes } from './support/public-routes';
import { waitUntilInteractive } from './support/test';

const widths = [
  { name: 'desktop', viewport: { width: 1366, height: 850 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of widths) {
  test.describe(`accessibility (${name})`, () => {
    for (const route of publicRoutes) {
      test(`${route.path} has no serious or critical axe violation`, async ({ browser }) => {
        const context = await browser.newContext({ viewport, baseURL: process.env.E2E_BASE_URL });
        const page = await context.newPage();
        await page.goto(route.path);
        await waitUntilInteractive(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
        expect(blocking).toEqual([]);
        await context.close();
      });
    }
  });
}
