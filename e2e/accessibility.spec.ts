import { expectNoSeriousViolationsAtEachWidth } from './support/axe';
import { signInAsStaff } from './support/members';
import { expect, test } from './support/test';

// The public routes' axe checks: e2e/public-routes.spec.ts, with their other checks on the same load.

/**
 * The staff console's pages, seen by an admin (who sees every section), by area: a test per area
 * shares one browser context and sign-in, and the areas are small enough for the two workers to
 * share them out. Each page is a step named by its path.
 */
const consoleAreas: Record<string, { path: string; heading: string }[]> = {
  "the members' side": [
    { path: '/admin/applications', heading: 'Membership applications' },
    { path: '/admin/members', heading: 'Members' },
    { path: '/admin/payments', heading: 'Payments' },
  ],
  'events, inbox and reviews': [
    { path: '/admin/events', heading: 'Events' },
    { path: '/admin/events/new', heading: 'New event' },
    { path: '/admin/events/announcements/new', heading: 'New announcement' },
    { path: '/admin/inbox', heading: 'Inbox' },
    { path: '/admin/reviews', heading: 'Reviews' },
  ],
  "the club's details and galleries": [
    { path: '/admin/content', heading: 'Content' },
    { path: '/admin/content/club-details', heading: 'Contact details' },
    { path: '/admin/content/opening-hours', heading: 'Opening hours' },
    { path: '/admin/content/course-status', heading: 'Course status' },
    { path: '/admin/content/gallery', heading: 'Image gallery' },
    { path: '/admin/content/videos', heading: 'Video gallery' },
    { path: '/admin/content/videos/1', heading: 'Edit Sunrise over the Teesta' },
  ],
  'the content lists': [
    { path: '/admin/content/dishes', heading: 'Dishes' },
    { path: '/admin/content/leaders/new', heading: 'Add a leader' },
    { path: '/admin/content/holes/1', heading: 'Edit Hole 1' },
    { path: '/admin/content/hall-facilities', heading: 'Convention hall facilities' },
    { path: '/admin/content/guest-facilities/new', heading: 'Add a facility' },
    { path: '/admin/content/membership-categories', heading: 'Membership categories' },
    { path: '/admin/content/membership-categories/1', heading: 'Edit Defence Service Officers' },
  ],
  "the admin's own": [
    { path: '/admin/audit-log', heading: 'Audit log' },
    { path: '/admin/staff', heading: 'Staff' },
  ],
};

for (const [area, pages] of Object.entries(consoleAreas)) {
  test(`the staff console's pages of ${area} have no serious or critical axe violation on a desktop or a phone`, async ({ page }) => {
    // Two axe runs a page.
    test.setTimeout(pages.length * 20_000);
    const desktop = test.info().project.use.viewport!;
    await signInAsStaff(page);
    for (const consolePage of pages) {
      await test.step(consolePage.path, async () => {
        // The axe checks leave the page at a phone's width.
        await page.setViewportSize(desktop);
        await page.goto(consolePage.path);
        await expect(page.getByRole('heading', { level: 1 }), `the heading of ${consolePage.path}`).toHaveText(consolePage.heading);
        await expect(page.getByRole('navigation', { name: 'Staff console' }), `the console's navigation on ${consolePage.path}`).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolationsAtEachWidth(page, consolePage.path);
      });
    }
  });
}
