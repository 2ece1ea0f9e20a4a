import type { Locator, Page } from '@playwright/test';
import { applicantCategories } from '@rgcc/shared/membership/membership';
import { consolePagePaths, pagePaths } from '@rgcc/shared/common/page-paths';
import { chooseCategory, image } from './support/application-form';
import { atEachPhoneWidth, expectFitsAfterLoad, expectNoSidewaysScroll, phoneWidths } from './support/layout';
import { applyAndVerify, approvedMember, firstSignIn, payAtSandboxWallet, signInAsStaff, staffApi } from './support/members';
import { openVerifyEmail, openWithNavigationState } from './support/navigation-state';
import { publicRoutes } from './support/public-routes';
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
  '/dashboard/statement',
  '/dashboard/directory',
  // In e2e/support.spec.ts.
  '/dashboard/support',
  '/dashboard/support/:id',
  '/dashboard/card',
  '/payment-checkout',
  '/payment-status',
  // e2e/tee-times.spec.ts, at 360 px.
  '/dashboard/bookings',
  '/dashboard/tee-times',
  // e2e/tournaments.spec.ts, at 360 px.
  '/dashboard/events',
  '/dashboard/events/:id',
  // e2e/live-scoring.spec.ts, on a phone at 360 px and at each phone width.
  '/events/:id/clubhouse',
  '/dashboard/events/:id/scoring',
  // e2e/rooms-and-hall.spec.ts, at 320 px.
  '/dashboard/bookings/room',
  // e2e/billing-member.spec.ts and e2e/billing-staff.spec.ts, at each phone width.
  '/dashboard/invoices/:id',
  '/dashboard/credit-notes/:id',
  '/dashboard/receipts/:number',
  // e2e/golf-record.spec.ts, at each phone width.
  '/dashboard/handicap',
  '/dashboard/handicap/post',
  // e2e/golf-course-and-directory.spec.ts, at each phone width.
  '/dashboard/directory/:memberId',
]);
const sampleParameters: Record<string, string> = {
  '/events/:id': '/events/1',
  '/category/:id': '/category/1',
  '/user/:id/verify/:token': '/user/1/verify/0123456789abcdef0123456789abcdef',
  '/reset-password/:id/:token': '/reset-password/1/a-link-token',
  '/staff-invite/:id/:token': '/staff-invite/1/a-link-token',
  '/setup/:token': '/setup/a-link-token',
  '/card/:memberId/:signature': '/card/M-0246/a-link-token',
};
/**
 * The pages a visitor opens by their address, but for the public routes and the console's pages
 * (e2e/public-routes.spec.ts and e2e/console-pages.spec.ts check each at these widths).
 */
const isConsolePage = (path: string) => (consolePagePaths as readonly string[]).includes(path);
const visitorPaths = pagePaths
  .filter((path) => !reachedInJourneys.has(path) && !isConsolePage(path))
  .map((path) => sampleParameters[path] ?? path)
  .filter((path) => !publicRoutes.some((route) => route.path === path));

test.describe('no page is wider than a phone', () => {
  test('every page path with parameters has sample values here, or a journey below', () => {
    const unchecked = pagePaths.filter((path) => path.includes(':') && !(path in sampleParameters) && !reachedInJourneys.has(path) && !isConsolePage(path));
    expect(unchecked).toEqual([]);
  });

  for (const path of visitorPaths) {
    test(path, async ({ page }) => {
      // One load, checked at each width: the layout follows the viewport.
      await page.setViewportSize({ width: phoneWidths[0], height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await atEachPhoneWidth(page, (width) => expectFitsAfterLoad(page, `${path} at ${width} px`));
    });
  }
});

test('the registration form fits before and after its uploads, names each uploaded file, and REGISTER is in reach', async ({ page }) => {
  await atEachPhoneWidth(page, async (width) => {
    await page.goto('/membership-registration');
    for (const category of applicantCategories) {
      await chooseCategory(page, category);
      await expectNoSidewaysScroll(page, `the ${category} form at ${width} px`);
    }
    // The civilian form has all four image fields.
    await chooseCategory(page, 'Non Military');
    for (const label of ['Income Tax Return', 'NID Copy', 'Passport-size Photo', 'Proposer Signature']) {
      const fileName = `${label.toLowerCase().replace(/\W+/g, '-')}-scanned-at-the-club-office.png`;
      const field = page.getByLabel(label, { exact: true });
      await field.setInputFiles(image(fileName));
      // The field shows the uploaded file, to the eye and to a screen reader.
      await expect(field).toHaveAccessibleDescription(`${fileName} Uploaded: View image`);
      await expect(page.getByText(fileName, { exact: true })).toBeVisible();
    }
    await expectNoSidewaysScroll(page, `the form after its uploads at ${width} px`);

    const register = page.getByRole('button', { name: 'REGISTER' });
    await register.scrollIntoViewIfNeeded();
    const box = (await register.boundingBox())!;
    expect(box.x + box.width, 'the right edge of REGISTER').toBeLessThanOrEqual(width);
    // Nothing lies over it: a tap at its middle reaches it.
    const reached = await register.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(reached, 'a tap on REGISTER reaches it').toBe(true);
  });
});

/** Longer than a phone is wide, with no place to break but anywhere. */
const longEmail = (prefix: string) => `${prefix}.${Date.now()}.with.a.long.name@mail.riverside-golf-and-country-club.example.com`;

test('the code boxes fit their card and a long address wraps, on /verify-email and /check-email', async ({ page }) => {
  const email = longEmail('verify');
  await atEachPhoneWidth(page, async (width) => {
    await openVerifyEmail(page, email);
    await expectNoSidewaysScroll(page, `/verify-email at ${width} px`);
    const form = (await page.locator('form').filter({ has: page.getByRole('group', { name: 'Verification code' }) }).boundingBox())!;
    for (const digit of await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').all()) {
      const box = (await digit.boundingBox())!;
      expect(box.x, 'the left edge of a code box').toBeGreaterThanOrEqual(form.x);
      expect(box.x + box.width, 'the right edge of a code box').toBeLessThanOrEqual(form.x + form.width);
    }
    for (const shown of await page.getByText(email).all()) {
      const box = (await shown.boundingBox())!;
      expect(box.x + box.width, 'the right edge of the address').toBeLessThanOrEqual(width);
    }

    await openWithNavigationState(page, '/check-email', { email, label: 'password reset' });
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expectNoSidewaysScroll(page, `/check-email at ${width} px`);
  });
});

/** The lines a cell's text takes. */
const linesOf = (cell: Locator) =>
  cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

/**
 * A table wider than the phone scrolls in a region of its own, focusable and named by its
 * caption, under a line that says so; the arrow keys bring the last column into view.
 */
async function expectSidewaysTable(page: Page, caption: RegExp, lastColumn: string) {
  const region = page.getByRole('region', { name: caption });
  // The region's top, with its column headings, at the top of the screen (a long list is taller).
  await region.evaluate((element) => element.scrollIntoView({ block: 'start', inline: 'nearest' }));
  // The line under this table (a page may have several).
  await expect(region.locator('xpath=../..').getByText('Scroll the table sideways to see every column.')).toBeVisible();
  const heading = region.getByRole('columnheader', { name: lastColumn, exact: true });
  await expect(heading).not.toBeInViewport({ ratio: 0.95 });
  await region.focus();
  await expect(region).toBeFocused();
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    // Sub-pixel column widths leave a sliver past the edge even at the end of the scroll.
    await expect(heading).toBeInViewport({ ratio: 0.95, timeout: 100 });
  }).toPass({ intervals: [0], timeout: 15_000 });
}

test('the applications list scrolls sideways to its Status and Applied columns on a phone, and a long address wraps', async ({ page, request }) => {
  const email = longEmail('staff.list');
  await applyAndVerify(request, email);
  const asStaff = await staffApi();
  const list = (await (await asStaff.get(`/api/admin/applications?q=${encodeURIComponent(email)}`)).json()) as { items: { id: number }[] };
  await asStaff.dispose();
  await signInAsStaff(page);
  await atEachPhoneWidth(page, async (width) => {
    await page.goto('/admin/applications');
    await expect(page.getByRole('table')).toBeVisible();
    await expectFitsAfterLoad(page, `/admin/applications at ${width} px`);
    await expectSidewaysTable(page, /Membership applications, newest first/, 'Applied');
    await expect(page.getByRole('region', { name: /Membership applications/ }).getByRole('columnheader', { name: 'Status' })).toBeInViewport();
  });

  // An application with an address longer than a phone is wide; every other console page: e2e/console-pages.spec.ts.
  await page.goto(`/admin/applications/${list.items[0]!.id}`);
  await atEachPhoneWidth(page, async (width) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsAfterLoad(page, `/admin/applications/${list.items[0]!.id} at ${width} px`);
  });
});

test('a member on a phone: every page of signing in, paying and the dashboard fits; receipts scroll sideways, one line each', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = longEmail('narrow.member');
  const { password } = await approvedMember(request, email);
  await page.setViewportSize({ width: phoneWidths[0], height: 800 });
  await firstSignIn(page, email, password, 'narrow-member-2026');
  await expectFitsAfterLoad(page, 'the locked dashboard');
  await page.goto('/payment-checkout');
  await expectFitsAfterLoad(page, '/payment-checkout');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByLabel('Your wallet number')).toBeVisible();
  await expectFitsAfterLoad(page, 'the wallet page');
  await payAtSandboxWallet(page);
  await expect(page.getByRole('heading', { name: 'Payment successful! Dashboard unlocked.' })).toBeVisible();
  await expectFitsAfterLoad(page, '/payment-status');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // One load, checked at each width: the layout follows the viewport.
  for (const path of ['/dashboard', '/dashboard/profile', '/dashboard/membership', '/dashboard/card', '/dashboard/statement', '/dashboard/directory']) {
    await page.goto(path);
    await atEachPhoneWidth(page, async (width) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFitsAfterLoad(page, `${path} at ${width} px`);
    });
  }
  // A load at each width: the receipts' table starts scrolled to its first column.
  await atEachPhoneWidth(page, async (width) => {
    await page.goto('/dashboard/payments');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsAfterLoad(page, `/dashboard/payments at ${width} px`);
    const receipt = page.getByRole('row').filter({ hasText: 'Membership registration fee' });
    await expect(receipt.getByRole('cell').first()).toHaveText(/^R-\d{6}$/);
    for (const [index, cell] of (await receipt.getByRole('cell').all()).entries()) {
      if (index !== 1) expect(await linesOf(cell), `the lines of "${await cell.innerText()}"`).toBe(1);
    }
    await expectSidewaysTable(page, /Your receipts/, 'Transaction ID');
    await expect(page.getByRole('region', { name: /Your receipts/ }).getByRole('columnheader', { name: 'Date' })).toBeInViewport();
  });
  await page.goto('/change-password');
  await expectFitsAfterLoad(page, '/change-password');
});
