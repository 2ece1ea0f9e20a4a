import { expect, test, type Page } from '@playwright/test';
import { publicRoutes } from './support/public-routes';
import { signInAsStaff } from './support/members';
import { waitUntilInteractive } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

/** The staff console's pages, seen by an admin (who sees every section). */
const consolePages = [
  { path: '/admin/applications', heading: 'Membership applications' },
  { path: '/admin/members', heading: 'Members' },
  { path: '/admin/payments', heading: 'Payments' },
  { path: '/admin/events', heading: 'Events' },
  { path: '/admin/events/new', heading: 'New event' },
  { path: '/admin/events/announcements/new', heading: 'New announcement' },
  { path: '/admin/reviews', heading: 'Reviews' },
  { path: '/admin/content', heading: 'Content' },
  { path: '/admin/content/club-details', heading: 'Contact details' },
  { path: '/admin/content/opening-hours', heading: 'Opening hours' },
  { path: '/admin/content/course-status', heading: 'Course status' },
  { path: '/admin/content/gallery', heading: 'Image gallery' },
  { path: '/admin/content/videos', heading: 'Video gallery' },
  { path: '/admin/content/videos/1', heading: 'Edit Sunrise over the Teesta' },
  { path: '/admin/content/dishes', heading: 'Dishes' },
  { path: '/admin/content/leaders/new', heading: 'Add a leader' },
  { path: '/admin/content/holes/1', heading: 'Edit Hole 1' },
  { path: '/admin/content/hall-facilities', heading: 'Convention hall facilities' },
  { path: '/admin/content/guest-facilities/new', heading: 'Add a facility' },
  { path: '/admin/content/membership-categories', heading: 'Membership categories' },
  { path: '/admin/content/membership-categories/1', heading: 'Edit Defence Service Officers' },
  { path: '/admin/audit-log', heading: 'Audit log' },
  { path: '/admin/staff', heading: 'Staff' },
  { path: '/admin/inbox', heading: 'Inbox' },
];

const widths = [
  { name: 'desktop', viewport: { width: 1366, height: 850 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
];

test.describe('accessibility', () => {
  for (const route of publicRoutes) {
    // One load, checked at each width: the layout follows the viewport (CSS and the menu's media
    // query), so a resized page is the phone's page, at half the suite's time.
    test(`${route.path} has no serious or critical axe violation on a desktop or a phone`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: widths[0]!.viewport, baseURL: process.env.E2E_BASE_URL });
      const page = await context.newPage();
      await page.goto(route.path);
      await waitUntilInteractive(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await page.waitForLoadState('networkidle');
      await expectNoBlockingViolations(page);
      await context.close();
    });
  }
});

// One test per page, as for the public routes: each costs two axe runs, and the console grows.
for (const consolePage of consolePages) {
  test(`the staff console's ${consolePage.path} has no serious or critical axe violation on a desktop or a phone`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: widths[0]!.viewport, baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await signInAsStaff(page);
    await page.goto(consolePage.path);
    await waitUntilInteractive(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(consolePage.heading);
    await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoBlockingViolations(page, consolePage.path);
    await context.close();
  });
}

/** axe at each width, on one load: the layout follows the viewport (CSS and the menu's media query). */
async function expectNoBlockingViolations(page: Page, what = '') {
  for (const { name, viewport } of widths) {
    await page.setViewportSize(viewport);
    await expectNoSeriousViolations(page, `${what} ${name}`);
  }
}
