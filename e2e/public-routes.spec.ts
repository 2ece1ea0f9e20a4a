import { expectNoSeriousViolationsAtEachWidth } from './support/axe';
import { atEachPhoneWidth, charactersOutsideSiteFonts, consoleProblems, expectFitsAfterLoad } from './support/layout';
import { publicRoutes } from './support/public-routes';
import { expect, test } from './support/test';

/**
 * Every check of a public route on one load, each in a step named for it: the layout at the
 * desktop width, axe on a desktop and a phone, and no sideways scroll at each phone width. The
 * layout follows the viewport (CSS media queries; the carousels and wide tables measure with a
 * ResizeObserver), so the resized page is the phone's page. The loads, not the checks, were most
 * of the time of a test per check.
 */
test.describe('every public route', () => {
  // Two axe runs on the busiest pages, on a machine the suite shares.
  test.describe.configure({ timeout: 60_000 });

  for (const route of publicRoutes) {
    test(`${route.path} renders inside the layout without errors, has no serious axe violation and fits a phone`, async ({ page }) => {
      const errors = consoleProblems(page);
      // Nothing is loaded from another host: fonts, media and code are all served by the club.
      const siteOrigin = new URL(test.info().project.use.baseURL!).origin;
      const foreignRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.origin !== siteOrigin) foreignRequests.push(request.url());
      });
      await page.goto(route.path);

      await test.step('the layout, on a desktop', async () => {
        await expect(page.getByRole('heading', { level: 1 }), `the heading of ${route.path}`).toHaveText(route.heading);
        await expect(page.getByRole('banner').getByRole('link', { name: /home/i }).first(), `the header's link home on ${route.path}`).toBeVisible();
        await expect(page.getByRole('contentinfo'), `the footer of ${route.path}`).toContainText('Rangpur');
        await page.waitForLoadState('networkidle');
        expect(errors, `what ${route.path} reports going wrong`).toEqual([]);
        expect(foreignRequests, `what ${route.path} loads from other hosts`).toEqual([]);
        // The taka sign was drawn as an empty box where the device had no font for it.
        expect(await charactersOutsideSiteFonts(page), `characters of ${route.path} the site's fonts cannot draw`).toEqual([]);
      });

      await test.step('axe, on a desktop and a phone', () => expectNoSeriousViolationsAtEachWidth(page, route.path));

      await test.step('no wider than a phone', () =>
        atEachPhoneWidth(page, async (width) => {
          await expect(page.getByRole('heading', { level: 1 }), `the heading of ${route.path} at ${width} px`).toBeVisible();
          await expectFitsAfterLoad(page, `${route.path} at ${width} px`);
        }),
      );
    });
  }
});
