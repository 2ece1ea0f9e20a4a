import fs from 'node:fs';
import sharp from 'sharp';
import type { Leader } from '@rgcc/shared/content/content';
import { signInAsContentStaff, staffApi } from './support/members';
import { expect, openPage, test } from './support/test';

/** A photo as a phone would take it: 4:3, one colour. */
const photo = async () => ({
  name: 'IMG_0042.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a5c2e' } }).jpeg().toBuffer(),
});

test('content staff upload a gallery photo with a caption and move it first; a visitor sees it first; staff delete it again', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const caption = `Kingfisher over the Teesta ${Date.now()}`;
  try {
    await signInAsContentStaff(page);
    await page.goto('/admin/content');
    await page.getByRole('link', { name: /Image gallery/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Image gallery' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a photo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a photo' })).toBeVisible();

    // Every rule is told before anything is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Photo is required')).toBeVisible();
    await expect(page.getByText('Caption is required')).toBeVisible();

    await page.getByLabel('Upload a photo').setInputFiles(await photo());
    // Re-encoded into six files before it is answered: a few seconds on a busy machine.
    await expect(page.getByRole('img', { name: 'The photo now' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Caption', { exact: true }).fill(caption);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/gallery$/);
    const list = page.getByRole('list', { name: 'Image gallery' });
    await expect(list.getByRole('listitem').last()).toContainText(caption);

    await page.getByRole('button', { name: `Move first ${caption}` }).click();
    await expect(list.getByRole('listitem').first()).toContainText(caption);

    const visitor = await openPage(browser);
    await visitor.goto('/image-gallery');
    const first = visitor.getByRole('list', { name: 'Gallery photographs' }).getByRole('img').first();
    await expect(first).toHaveAccessibleName(caption);
    expect(await first.getAttribute('src')).toMatch(/^\/media\/uploaded\/gallery\/[0-9a-f]{32}-\d+\.webp$/);

    await page.getByRole('button', { name: `Delete ${caption}` }).click();
    await page.getByRole('dialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(list.getByText(caption)).toHaveCount(0);
    await visitor.goto('/image-gallery');
    await expect(visitor.getByRole('list', { name: 'Gallery photographs' }).getByRole('img')).toHaveCount(60);
    await visitor.context().close();
  } finally {
    // Whatever happened, other specs find the sixty seeded photos.
    const api = await staffApi('content');
    const photos = (await (await api.get('/api/admin/content/gallery')).json()) as { id: number; alt: string }[];
    for (const left of photos.filter((item) => item.alt === caption)) await api.delete(`/api/admin/content/gallery/${left.id}`);
    await api.dispose();
  }
});

test('content staff upload a video and its thumbnail; a visitor finds it in the video gallery and it starts playing', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `Kingfishers on the Teesta ${Date.now()}`;
  try {
    await signInAsContentStaff(page);
    await page.goto('/admin/content');
    await page.getByRole('link', { name: /Video gallery/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Video gallery' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a video' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a video' })).toBeVisible();

    // A real, playable film of a few dozen kilobytes: one of the committed placeholders, under another name.
    await page.getByLabel('Upload a video').setInputFiles({ name: 'kingfishers.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync('apps/web/public/static-media/videos/morning-mist.mp4') });
    await expect(page.getByLabel('The video now')).toHaveAttribute('src', /^\/media\/uploaded\/videos\/[0-9a-f]{32}\.mp4$/, { timeout: 30_000 });
    const still = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#1d4e67' } }).jpeg().toBuffer();
    await page.getByLabel('Upload a thumbnail').setInputFiles({ name: 'kingfishers.jpg', mimeType: 'image/jpeg', buffer: still });
    await expect(page.getByRole('img', { name: 'The thumbnail now' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/videos$/);
    await expect(page.getByRole('list', { name: 'Video gallery' }).getByRole('listitem').last()).toContainText(title);

    const visitor = await openPage(browser);
    const videoAnswers: number[] = [];
    visitor.on('response', (response) => {
      if (/\/media\/uploaded\/videos\/[0-9a-f]{32}\.mp4$/.test(response.url())) videoAnswers.push(response.status());
    });
    await visitor.goto('/video-gallery');
    await visitor.getByRole('list', { name: 'Videos' }).getByRole('button', { name: `Play video: ${title}` }).click();
    const video = visitor.getByRole('dialog', { name: title }).locator('video');
    await expect(video).toHaveAttribute('src', /^\/media\/uploaded\/videos\/[0-9a-f]{32}\.mp4$/);
    await expect(video).toHaveAttribute('poster', /^\/media\/uploaded\/videos\/[0-9a-f]{32}-960\.webp$/);
    // It plays: its time moves on, and the player asked for the file by ranges, as players do.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(videoAnswers).toContain(206);
    await visitor.context().close();
  } finally {
    // Other specs count the five seeded videos.
    const api = await staffApi('content');
    const videos = (await (await api.get('/api/admin/content/videos')).json()) as { id: number; title: string }[];
    for (const left of videos.filter((item) => item.title === title)) await api.delete(`/api/admin/content/videos/${left.id}`);
    await api.dispose();
  }
});

test("content staff change a leader's title; a visitor sees it on the leadership team page", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const api = await staffApi('content');
  const leaders = (await (await api.get('/api/admin/content/leaders')).json()) as (Leader & { position: number })[];
  const secretary = leaders.find((leader) => leader.title === 'Secretary')!;
  try {
    await signInAsContentStaff(page);
    await page.goto('/admin/content/leaders');
    await page.getByRole('link', { name: `Edit ${secretary.name}` }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Secretary');
    await page.getByLabel('Title', { exact: true }).fill('General Secretary');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/leaders$/);

    const visitor = await openPage(browser);
    await visitor.goto('/leadership-team');
    const person = visitor.getByRole('list', { name: 'Leadership team' }).getByRole('listitem').filter({ hasText: secretary.name });
    await expect(person.getByText('General Secretary', { exact: true })).toBeVisible();
    await visitor.context().close();
  } finally {
    // Other specs read the seeded titles.
    const { name, title, image, featured } = secretary;
    expect((await api.put(`/api/admin/content/leaders/${secretary.id}`, { data: { name, title, image, featured } })).status()).toBe(200);
    await api.dispose();
  }
});

test("content staff change a membership category's fee and a convention hall facility; a visitor sees both at the next load", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const api = await staffApi('content');
  type Item = { id: number; position: number } & Record<string, unknown>;
  const categories = (await (await api.get('/api/admin/content/membership-categories')).json()) as Item[];
  const foreigners = categories.find((category) => category.title === 'Foreigners')!;
  const hall = (await (await api.get('/api/admin/content/hall-facilities')).json()) as Item[];
  const lawn = hall.find((facility) => facility.title === 'Riverside lawn')!;
  try {
    await signInAsContentStaff(page);
    await page.goto('/admin/content');
    await page.getByRole('link', { name: /Membership categories/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Membership categories' })).toBeVisible();
    // Edited only: the five categories are the spec's.
    await expect(page.getByRole('link', { name: 'Add a membership category' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Edit Foreigners' }).click();
    await expect(page.getByLabel('Membership fee (taka)')).toHaveValue('600000');
    await page.getByLabel('Membership fee (taka)').fill('-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Membership fee must be a whole number from 0 to 10000000')).toBeVisible();
    await page.getByLabel('Membership fee (taka)').fill('650000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/membership-categories$/);

    await page.goto('/admin/content/hall-facilities');
    await expect(page.getByRole('heading', { level: 1, name: 'Convention hall facilities' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit Riverside lawn' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Riverside lawn and terrace');
    await page.getByLabel('Description', { exact: true }).fill('Room for 300 guests under the stars.');
    await page.getByLabel('Title in Bangla').fill('নদীর ধারের লন ও টেরেস');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/hall-facilities$/);
    await expect(page.getByRole('list', { name: 'Convention hall facilities' })).toContainText('Riverside lawn and terrace');

    const visitor = await openPage(browser);
    await visitor.goto('/membership');
    await expect(visitor.getByRole('article', { name: 'Foreigners' })).toContainText('Membership fee: 6,50,000 tk');
    await visitor.goto('/convention-hall');
    const facilities = visitor.getByRole('region', { name: 'Hall facilities' });
    await expect(facilities.getByRole('heading', { name: 'Riverside lawn and terrace' })).toBeVisible();
    await expect(facilities.getByText('Room for 300 guests under the stars.')).toBeVisible();
    await expect(facilities.getByRole('listitem')).toHaveCount(16);
    // The Bangla page shows the Bangla title staff wrote, and the English description they left without one.
    await visitor.goto('/bn/convention-hall');
    await expect(visitor.getByRole('heading', { name: 'নদীর ধারের লন ও টেরেস' })).toBeVisible();
    await expect(visitor.getByText('Room for 300 guests under the stars.')).toBeVisible();
    await visitor.context().close();
  } finally {
    // Other specs read the seeded fees and facilities.
    const { id: categoryId, position: _categoryPosition, ...category } = foreigners;
    expect((await api.put(`/api/admin/content/membership-categories/${categoryId}`, { data: category })).status()).toBe(200);
    expect((await api.put(`/api/admin/content/hall-facilities/${lawn.id}`, { data: { title: lawn.title, description: lawn.description, bn: lawn.bn } })).status()).toBe(200);
    await api.dispose();
  }
});
