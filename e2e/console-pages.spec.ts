import { consolePagePaths } from '@rgcc/shared/common/page-paths';
import { expectNoSeriousViolationsAtEachWidth } from './support/axe';
import { atEachPhoneWidth, consoleProblems, expectFitsAfterLoad } from './support/layout';
import { signInAsStaff } from './support/members';
import { expect, test } from './support/test';

/**
 * Every page of the staff console, seen by an admin (who sees every section), on one load with
 * all its checks, each a step named by its path: no error in the console, its heading and the
 * console's navigation, axe on a desktop and a phone, and no sideways scroll at each phone width.
 * A test per area shares one sign-in, and the areas are small enough for the two workers to share
 * them out. (The public routes' sweep is e2e/public-routes.spec.ts.)
 */
const consoleAreas: Record<string, { path: string; heading: string }[]> = {
  "the members' side": [
    { path: '/admin', heading: 'Membership applications' },
    { path: '/admin/applications', heading: 'Membership applications' },
    { path: '/admin/applications/1', heading: 'Rafiqul Islam' },
    { path: '/admin/members', heading: 'Members' },
    { path: '/admin/members/import', heading: 'Import members' },
    { path: '/admin/members/new', heading: 'Add a member' },
    { path: '/admin/payments', heading: 'Payments' },
  ],
  billing: [
    { path: '/admin/billing', heading: 'Billing' },
    { path: '/admin/billing/settings', heading: 'Prices, tax and rules' },
    { path: '/admin/billing/members', heading: "A member's account" },
    { path: '/admin/billing/opening-balances', heading: 'Opening balances' },
    { path: '/admin/billing/runs', heading: 'Billing runs' },
    { path: '/admin/billing/invoices', heading: 'Invoices' },
    { path: '/admin/billing/receivables', heading: 'Aged receivables' },
    { path: '/admin/billing/vat-register', heading: 'VAT register' },
  ],
  'bookings and golf': [
    { path: '/admin/bookings', heading: 'Tee sheet' },
    { path: '/admin/bookings/tee-time-rules', heading: 'Tee-time rules' },
    { path: '/admin/bookings/rooms', heading: 'Guest room requests' },
    { path: '/admin/bookings/hall', heading: 'Convention hall requests' },
    { path: '/admin/bookings/room-rules', heading: 'Room and hall rules' },
    { path: '/admin/golf', heading: 'Golf' },
    { path: '/admin/golf/tees', heading: 'Tees and ratings' },
    { path: '/admin/golf/members', heading: 'Members’ handicap records' },
  ],
  'events, inbox and reviews': [
    { path: '/admin/events', heading: 'Events' },
    { path: '/admin/events/new', heading: 'New event' },
    { path: '/admin/events/1', heading: 'Edit President Cup' },
    { path: '/admin/events/announcements/new', heading: 'New announcement' },
    { path: '/admin/events/announcements/1', heading: 'Edit announcement' },
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
    { path: '/admin/content/sponsors/new', heading: 'Add a sponsor' },
    { path: '/admin/content/holes/1', heading: 'Edit Hole 1' },
    { path: '/admin/content/hall-facilities', heading: 'Convention hall facilities' },
    { path: '/admin/content/guest-facilities/new', heading: 'Add a facility' },
    { path: '/admin/content/membership-categories', heading: 'Membership categories' },
    { path: '/admin/content/membership-categories/1', heading: 'Edit Defence Service Officers' },
  ],
  "the admin's own": [
    { path: '/admin/audit-log', heading: 'Audit log' },
    { path: '/admin/staff', heading: 'Staff' },
    { path: '/admin/jobs', heading: 'Jobs' },
  ],
};

/** The console's pages of one record, which need the record a journey makes: each is checked there, with its data. */
const reachedInJourneys: Record<string, string> = {
  '/admin/members/:id': 'e2e/members.spec.ts',
  '/admin/billing/members/:memberId': 'e2e/billing-staff.spec.ts',
  '/admin/billing/members/:memberId/statement': 'e2e/billing-staff.spec.ts',
  '/admin/golf/members/:memberId': 'e2e/golf-record.spec.ts',
  '/admin/events/:id/entries': 'e2e/tournaments.spec.ts',
  '/admin/events/:id/scoring': 'e2e/live-scoring.spec.ts',
  '/admin/inbox/:kind/:id': 'e2e/inbox.spec.ts',
};

const sweptPaths = Object.values(consoleAreas).flatMap((pages) => pages.map((page) => page.path));
const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);

test('every console page is in the sweep below, or in the journey that makes its record', () => {
  const unchecked = consolePagePaths.filter((pattern) => !(pattern in reachedInJourneys) && !sweptPaths.some((path) => matches(pattern, path)));
  expect(unchecked).toEqual([]);
});

for (const [area, pages] of Object.entries(consoleAreas)) {
  test(`the staff console's pages of ${area}: no errors, no serious axe violation, and each fits a phone`, async ({ page }) => {
    // Two axe runs and two phone widths a page.
    test.setTimeout(pages.length * 20_000);
    const desktop = test.info().project.use.viewport!;
    await signInAsStaff(page);
    const errors = consoleProblems(page);
    for (const consolePage of pages) {
      await test.step(consolePage.path, async () => {
        // The checks before leave the page at a phone's width.
        await page.setViewportSize(desktop);
        errors.length = 0;
        await page.goto(consolePage.path);
        await expect(page.getByRole('heading', { level: 1 }), `the heading of ${consolePage.path}`).toHaveText(consolePage.heading);
        await expect(page.getByRole('navigation', { name: 'Staff console' }), `the console's navigation on ${consolePage.path}`).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(errors, `what ${consolePage.path} reports going wrong`).toEqual([]);
        await expectNoSeriousViolationsAtEachWidth(page, consolePage.path);
        await atEachPhoneWidth(page, (width) => expectFitsAfterLoad(page, `${consolePage.path} at ${width} px`));
      });
    }
  });
}

test('a member, handicap record or statement of no member, or of no ID at all, is the not-found page, with its 404 status', async ({ page }) => {
  await signInAsStaff(page);
  const paths = ['/admin/members/999999', '/admin/members/M-0042', '/admin/golf/members/M-999999', '/admin/golf/members/nobody', '/admin/billing/members/M-999999/statement', '/admin/billing/members/nobody/statement'];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Oops! Page not found');
    await expect(page.getByRole('navigation', { name: 'Staff console' }), path).toBeVisible();
  }
});
