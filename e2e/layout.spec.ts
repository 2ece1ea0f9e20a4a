import type { Page } from '@playwright/test';
import { expect, openPage, test } from './support/test';
import { consoleProblems } from './support/layout';
import { approvedMember, firstSignIn } from './support/members';

// Every public route's layout: e2e/public-routes.spec.ts; every console page's: e2e/console-pages.spec.ts; each with its other checks on the same load.

/** A page opened without an error in the console; by its element, as the locked dashboard's payment dialog hides the page from the accessibility tree. */
async function expectRendersWithoutErrors(page: Page, path: string) {
  const errors = consoleProblems(page);
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors, path).toEqual([]);
}

test('every page of a member renders without errors', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const email = `console.${Date.now()}@example.com`;
  const { password } = await approvedMember(request, email);
  const member = await openPage(browser);
  await firstSignIn(member, email, password, 'console-member-1');
  for (const path of ['/dashboard', '/dashboard/profile', '/change-password', '/checkout', '/payment-checkout', '/payment-status?payment=999999']) {
    await expectRendersWithoutErrors(member, path);
  }
  await member.context().close();
});

test('a verification link, which the browser renders, starts without a hydration message', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  // An invalid link: the API's refusal is the expected answer, and the page says so.
  await page.goto('/user/1/verify/0123456789abcdef0123456789abcdef');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
  expect(messages).toEqual([]);
});

test.describe('top navigation (desktop)', () => {
  const groups: Record<string, string[]> = {
    'About Us': ['Mission', 'Vision', 'Leadership Team', 'History'],
    Events: ['Upcoming', 'Present', 'Past'],
    Facilities: ['For Guests', 'For Members'],
    Contents: ['Image Gallery', 'Video Gallery'],
  };

  for (const [group, links] of Object.entries(groups)) {
    test(`the ${group} dropdown opens on hover and on click, and closes with Escape`, async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const trigger = nav.getByRole('button', { name: group });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      for (const link of links) await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
      await page.mouse.move(5, 600);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: links[0], exact: true })).toBeHidden();

      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();
    });
  }

  test('a dropdown link navigates and the plain links are there', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Events' }).click();
    await nav.getByRole('link', { name: 'Past', exact: true }).click();
    await expect(page).toHaveURL(/\/past-events$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/past events/i);
    for (const name of ['Home', 'Services', 'Membership', 'Golf Course', 'Sponsors', 'Contact Us']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('shows Login without a session and Dashboard with one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    // What a sign-in stores (spec 3.8).
    await page.evaluate(() => {
      localStorage.setItem('userEmail', 'member@example.com');
      localStorage.setItem('userRole', 'member');
      localStorage.setItem('dashboardLocked', 'true');
    });
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
});

test.describe('top navigation (small screens)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('collapses into a menu that opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    // The desktop bar is hidden at this width and the menu is closed: no navigation is exposed.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await menuButton.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByText('Contents').click();
    await menu.getByRole('link', { name: 'Image Gallery' }).click();
    await expect(page).toHaveURL(/\/image-gallery$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the footer has the contact details, quick links, newsletter and policy links', async ({ page }) => {
  await page.goto('/membership');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: /\+880/ })).toHaveAttribute('href', /^tel:\+880/);
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer).toContainText('Ghaghat');
  await expect(footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).not.toHaveCount(0);
  await expect(footer.getByPlaceholder('Your email address')).toBeVisible();
  for (const name of ['Help', 'Privacy Policy', 'Terms']) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
});

test('each navigation starts at the top of the new page', async ({ page }) => {
  await page.goto('/membership');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Golf Course' }).click();
  await expect(page).toHaveURL(/\/golf-course$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const viewport of [{ width: 1366, height: 850 }, { width: 390, height: 844 }]) {
  test(`toasts keep clear of the header and its menu (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/membership-registration');
    // The toaster loads at the first interaction.
    await page.getByLabel('Applicant Category').focus();
    await page.getByRole('region', { name: /^Notifications/ }).waitFor({ state: 'attached' });
    await page.getByLabel('Applicant Category').selectOption('Non Military');
    await page.getByLabel('Passport-size Photo', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Only image files are allowed' });
    await expect(toast).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    // Where the toast rests once it has slid in.
    await expect.poll(async () => (await toast.boundingBox())!.y + (await toast.boundingBox())!.height, { message: 'the bottom of the toast' }).toBeLessThanOrEqual(viewport.height);
    const box = (await toast.boundingBox())!;
    expect(box.y, 'the top of the toast').toBeGreaterThanOrEqual(header.y + header.height);
  });
}

test('any other path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown API paths answer 404 JSON, not the web page', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'Not found.' });
});
