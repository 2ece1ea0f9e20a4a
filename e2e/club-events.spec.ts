import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { clubToday } from '@rgcc/shared/format/club-date';
import { signInAsContentStaff, staffApi } from './support/members';
import { expect, openPage, test } from './support/test';

/** A photo as a phone would take it: 4:3, one colour, named as a camera names it. */
const photo = async (name: string, color: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } }).jpeg().toBuffer(),
});

/** The first day of next month at the club, YYYY-MM-DD. */
function nextMonth(): string {
  const [year, month] = clubToday().split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const eventIdFrom = (page: Page) => Number(/\/events\/(\d+)$/.exec(page.url())![1]);

test('content staff add an event dated next month with two captioned photos; a visitor sees it at once; staff edit and delete it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `Riverside Open ${Date.now()}`;
  await signInAsContentStaff(page);
  await page.goto('/admin/events');
  await expect(page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();

  // Every rule is told before anything is sent.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Start date is required')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Start date').fill(nextMonth());
  await page.getByLabel('Description', { exact: true }).fill('Eighteen holes over two loops of the nine, with lunch by the river.');
  await page.getByLabel('Add photos').setInputFiles([await photo('IMG_0001.jpg', '#2f6b3a'), await photo('IMG_0002.jpg', '#1d4e67')]);
  // Each photo is re-encoded into six files before it is listed: a few seconds on a busy machine.
  await expect(page.getByLabel('Caption of photo 2', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Caption of photo 1', { exact: true }).fill('The first tee at dawn');
  await page.getByLabel('Caption of photo 2', { exact: true }).fill('Prize-giving on the lawn');
  await page.getByLabel('Caption of photo 2 in Bangla').fill('লনে পুরস্কার বিতরণ');
  // The prize-giving goes first, its Bangla with it.
  await page.getByRole('button', { name: 'Move up photo 2' }).click();
  await expect(page.getByLabel('Caption of photo 1', { exact: true })).toHaveValue('Prize-giving on the lawn');
  await expect(page.getByLabel('Caption of photo 1 in Bangla')).toHaveValue('লনে পুরস্কার বিতরণ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // A visitor, at the next load: the upcoming list, the home carousel and the event's own page.
  const visitor = await openPage(browser);
  await visitor.goto('/upcoming-events');
  await visitor.getByRole('link', { name: new RegExp(title) }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const id = eventIdFrom(visitor);
  const grid = visitor.getByRole('list', { name: `${title} photographs` });
  await expect(grid.getByRole('img')).toHaveCount(2);
  await expect(grid.getByRole('img').first()).toHaveAccessibleName('Prize-giving on the lawn');
  // The photo is served re-encoded, in the sizes the page asks for.
  const src = await grid.getByRole('img').first().getAttribute('src');
  expect(src).toMatch(/^\/media\/uploaded\/events\/[0-9a-f]{32}-\d+\.webp$/);
  expect((await visitor.request.get(src!)).headers()['content-type']).toBe('image/webp');
  // In Bangla: the caption's Bangla, else its English.
  await visitor.goto(`/bn/events/${id}`);
  const banglaGrid = visitor.getByRole('list', { name: new RegExp(title) });
  await expect(banglaGrid.getByRole('img').first()).toHaveAccessibleName('লনে পুরস্কার বিতরণ');
  await expect(banglaGrid.getByRole('img').last()).toHaveAccessibleName('The first tee at dawn');
  await visitor.goto('/');
  await expect(visitor.locator('[role="region"][aria-label="Golf Tournaments"]').getByRole('link', { name: new RegExp(title) })).toHaveCount(1);

  // Edit: a new title shows at the next load.
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Title', { exact: true }).fill(`${title} (rescheduled)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await visitor.goto(`/events/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${title} (rescheduled)`);

  // Delete asks first; then the event is gone for visitors.
  await page.getByRole('button', { name: `Delete ${title} (rescheduled)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this event?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: `${title} (rescheduled)` })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${title} (rescheduled)` }).click();
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('link', { name: `${title} (rescheduled)` })).toHaveCount(0);
  await visitor.goto(`/events/${id}`);
  await expect(visitor.getByText('Event not found.')).toBeVisible();
  await visitor.context().close();
});

test('an announcement shows on the home page between its days, pointing to its event, until staff hide it', async ({ page, browser }) => {
  const message = `Monsoon Cup entries close Friday ${Date.now()}`;
  const asStaff = await staffApi('content');
  // A seeded event: the other test here deletes the newest one it adds, maybe meanwhile.
  const [event] = (await (await asStaff.get('/api/admin/events?q=Winter Cup')).json()).items as { id: number; title: string }[];
  await signInAsContentStaff(page);
  await page.goto('/admin/events/announcements/new');
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByLabel('First day').fill(clubToday());
  await page.getByLabel('Last day').fill('2025-01-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The last day must be on or after the first day')).toBeVisible();
  await page.getByLabel('Last day').fill(clubToday());
  await page.getByLabel('Event', { exact: true }).selectOption(String(event!.id));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.getByRole('link', { name: `Edit ${message}` })).toBeVisible();

  const visitor = await openPage(browser);
  await visitor.goto('/');
  const strip = visitor.getByRole('region', { name: 'Announcements' });
  await expect(strip.getByRole('link', { name: message })).toHaveAttribute('href', `/events/${event!.id}`);

  await page.getByRole('link', { name: `Edit ${message}` }).click();
  await page.getByLabel('Show on the home page').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await visitor.goto('/');
  await expect(visitor.getByText(message)).toHaveCount(0);
  await visitor.context().close();
  await asStaff.dispose();
});
