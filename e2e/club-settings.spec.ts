import type { Browser, Page } from '@playwright/test';
import { courseNoteRequiredMessage, defaultClubDetails } from '@rgcc/shared/content/club-settings';
import { signInAsContentStaff, staffApi } from './support/members';
import { expect, openPage, test } from './support/test';

const savedMessage = 'Saved. The public pages show it at their next load.';
const newPhone = '+880 1799-123456';
const closedNote = 'Monsoon rain: the course is closed until Friday.';

/** Puts back what other specs see: the sample details and an open course. */
async function restoreDefaults() {
  const api = await staffApi('content');
  expect((await api.put('/api/admin/club-settings/details', { data: defaultClubDetails })).status()).toBe(200);
  expect((await api.put('/api/admin/club-settings/course-status', { data: { state: 'open', note: '' } })).status()).toBe(200);
  await api.dispose();
}

const courseStatus = (page: Page) => page.getByRole('region', { name: 'Course status' });

test("content staff change the club's phone and close the course; a visitor sees both at the next load", async ({ page, browser }) => {
  // Whatever happens, other specs find the sample details and an open course afterwards (not in
  // an afterAll: that would run when this worker's other test ends, maybe in the middle of this one).
  test.info().setTimeout(60_000);
  try {
    await changeAndSee(page, browser);
  } finally {
    await restoreDefaults();
  }
  // Open again: the home page says nothing, the course page a discreet "open".
  await page.goto('/');
  await expect(courseStatus(page)).toHaveCount(0);
  await page.goto('/golf-course');
  await expect(courseStatus(page)).toHaveText(/Course open/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: defaultClubDetails.phone })).toBeVisible();
});

async function changeAndSee(page: Page, browser: Browser) {
  await signInAsContentStaff(page);
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');
  // The content role's sections only.
  const consoleNav = page.getByRole('navigation', { name: 'Staff console' });
  await expect(consoleNav.getByRole('link', { name: 'Content' })).toBeVisible();
  await expect(consoleNav.getByRole('link', { name: 'Applications' })).toHaveCount(0);

  await page.getByRole('link', { name: /Contact details/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact details');
  const phone = page.getByLabel('Phone', { exact: true });
  await phone.fill('call us');
  await phone.blur();
  await expect(page.getByText('Enter a phone number of 6 to 20 digits')).toBeVisible();
  await phone.fill(newPhone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(savedMessage)).toBeVisible();
  // The console's own footer follows at once (the root loader ran again).
  await expect(page.getByRole('contentinfo').getByRole('link', { name: newPhone })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Content' }).click();
  await page.getByRole('link', { name: /Course status/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course status');
  await page.getByRole('radio', { name: /Closed/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(courseNoteRequiredMessage.closed)).toBeVisible();
  await page.getByLabel('Note for golfers', { exact: true }).fill(closedNote);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(savedMessage).last()).toBeVisible(); // the first save's toast may still be showing
  await expect(page.getByText(/Now: Closed since/)).toBeVisible();

  // A visitor, with no session, at the next load of each page.
  const visitor = await openPage(browser);
  const visitorContext = visitor.context();
  for (const path of ['/', '/golf-course']) {
    await visitor.goto(path);
    await expect(courseStatus(visitor)).toContainText('Course closed');
    await expect(courseStatus(visitor)).toContainText(closedNote);
  }
  await visitor.goto('/contact');
  const href = `tel:${newPhone.replace(/[^+\d]/g, '')}`;
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: newPhone })).toHaveAttribute('href', href);
  await expect(visitor.getByRole('main').getByRole('link', { name: newPhone })).toHaveAttribute('href', href);
  await visitorContext.close();
}

test('the opening hours edited by staff show on the restaurant page', async ({ page, browser }) => {
  await signInAsContentStaff(page);
  await page.goto('/admin/content/opening-hours');
  const restaurant = page.getByRole('group', { name: 'Restaurant' });
  await restaurant.getByRole('button', { name: /Add a line/ }).click();
  await restaurant.getByLabel('Days, line 3', { exact: true }).fill('Pohela Boishakh');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(restaurant.getByText('Hours is required.')).toBeVisible();
  await restaurant.getByLabel('Hours, line 3', { exact: true }).fill('Closed');
  await restaurant.getByLabel('Days, line 3 in Bangla').fill('পহেলা বৈশাখ');
  await restaurant.getByLabel('Hours, line 3 in Bangla').fill('বন্ধ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(savedMessage)).toBeVisible();

  const visitor = await openPage(browser);
  const visitorContext = visitor.context();
  await visitor.goto('/restaurant');
  await expect(visitor.getByRole('main')).toContainText('Pohela Boishakh');
  // A Bangla page shows the Bangla staff wrote beside it.
  await visitor.goto('/bn/restaurant');
  await expect(visitor.getByRole('main')).toContainText('পহেলা বৈশাখ');
  await expect(visitor.getByRole('main')).not.toContainText('Pohela Boishakh');
  await visitorContext.close();

  // The line goes again, so the restaurant spec sees the spec's hours.
  await page.reload();
  await restaurant.getByRole('button', { name: /Remove line 3/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(savedMessage).last()).toBeVisible(); // the first save's toast may still be showing
});
