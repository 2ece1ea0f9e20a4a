import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ClubEvent } from '@rgcc/shared/content/content';
import { expect, test } from './support/test';

/** The seeded tournaments of 2025. Other specs add events of their own (dated from today on). */
const seededTitles = new Set(['President Cup', 'Breakfast Cup', 'Summer Cup', 'Monsoon Cup', "July People's Uprising Day Breakfast Cup", 'Sponsors Cup', 'Winter Cup']);

/** Mid-way through the Summer Cup (15 - 17 May 2025), in the club's timezone. */
const duringSummerCup = new Date('2025-05-16T12:00:00+06:00');

async function eventByTitle(request: APIRequestContext, title: string): Promise<ClubEvent> {
  const response = await request.get('/api/events');
  expect(response.ok()).toBe(true);
  const event = ((await response.json()) as ClubEvent[]).find((candidate) => candidate.title === title);
  expect(event, `seeded event ${title}`).toBeDefined();
  return event!;
}

async function openListAt(page: Page, path: string, now: Date) {
  await page.clock.setFixedTime(now);
  await page.goto(path);
}

/** The titles of the event cards, in page order. */
const eventList = (page: Page) => page.getByRole('list', { name: 'Events' });
const cardTitles = (page: Page) => eventList(page).getByRole('heading', { level: 2 });
/** The seeded events among the cards, in page order. */
const seededCardTitles = (page: Page) => expect.poll(async () => (await cardTitles(page).allTextContents()).filter((title) => seededTitles.has(title)));

function lightbox(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Lightbox' });
  return {
    dialog,
    counter: page.getByTestId('lightbox-counter'),
    next: dialog.getByRole('button', { name: 'Next' }),
    previous: dialog.getByRole('button', { name: 'Previous' }),
    close: dialog.getByRole('button', { name: 'Close' }),
    currentImage: dialog.locator('.yarl__slide_current img'),
  };
}

test.describe('event lists by timing', () => {
  test('during the Summer Cup, each list holds exactly its events, newest start first', async ({ page }) => {
    await openListAt(page, '/upcoming-events', duringSummerCup);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Events');
    await seededCardTitles(page).toEqual(['Winter Cup', 'Sponsors Cup', "July People's Uprising Day Breakfast Cup", 'Monsoon Cup']);

    await openListAt(page, '/present-events', duringSummerCup);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Present Events');
    await seededCardTitles(page).toEqual(['Summer Cup']);

    await openListAt(page, '/past-events', duringSummerCup);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Past Events');
    await seededCardTitles(page).toEqual(['Breakfast Cup', 'President Cup']);
  });

  test('cards show the date label and link to the event page', async ({ page, request }) => {
    const summerCup = await eventByTitle(request, 'Summer Cup');
    await openListAt(page, '/present-events', duringSummerCup);
    const card = eventList(page).getByRole('link', { name: /Summer Cup/ });
    await expect(card).toHaveAttribute('href', `/events/${summerCup.id}`);
    await expect(card.getByTestId('event-date')).toHaveText('15 - 17 May 2025');
    await expect(card.locator('img')).toHaveCount(1);

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/events/${summerCup.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summer Cup');

    await openListAt(page, '/past-events', duringSummerCup);
    await expect(eventList(page).getByRole('link', { name: /President Cup/ }).getByTestId('event-date')).toHaveText('01 Feb 2025');
  });

  test('the last day counts as present until 23:59:59.999, then the event is past', async ({ page }) => {
    await openListAt(page, '/present-events', new Date('2025-05-17T23:59:59.999+06:00'));
    await seededCardTitles(page).toEqual(['Summer Cup']);

    await openListAt(page, '/past-events', new Date('2025-05-18T00:00:00.000+06:00'));
    await seededCardTitles(page).toEqual(['Summer Cup', 'Breakfast Cup', 'President Cup']);
  });

  test('a time with nothing on shows "No events found."', async ({ page }) => {
    await openListAt(page, '/present-events', new Date('2025-06-01T12:00:00+06:00'));
    await expect(page.getByText('No events found.', { exact: true })).toBeVisible();
    await expect(eventList(page)).toHaveCount(0);

    // Far ahead: other specs add events from today on.
    await openListAt(page, '/upcoming-events', new Date('2099-01-01T12:00:00+06:00'));
    await expect(page.getByText('No events found.', { exact: true })).toBeVisible();
  });
});

test.describe('event page', () => {
  test('shows the title, date and image grid; the lightbox opens at the clicked image and does not loop', async ({ page, request }) => {
    const summerCup = await eventByTitle(request, 'Summer Cup');
    const total = summerCup.photos.length;
    expect(total).toBeGreaterThan(3);
    // A photo is named by its caption, or by its place in the event's photographs.
    const photoName = (position: number) => summerCup.photos[position - 1]!.caption || `Summer Cup, photo ${position} of ${total}`;
    await page.goto(`/events/${summerCup.id}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summer Cup');
    await expect(page.getByTestId('event-date')).toHaveText('15 - 17 May 2025');
    const grid = page.getByRole('list', { name: 'Summer Cup photographs' });
    const thumbnails = grid.getByRole('button');
    await expect(thumbnails).toHaveCount(total);
    await expect(grid.locator('img')).toHaveCount(total);

    const box = lightbox(page);
    await thumbnails.nth(2).click();
    await expect(box.dialog).toBeVisible();
    await expect(box.counter).toHaveText(`3 / ${total}`);
    await expect(box.currentImage).toHaveAttribute('alt', photoName(3));

    for (let position = 4; position <= total; position += 1) {
      await box.next.click();
      await expect(box.counter).toHaveText(`${position} / ${total}`);
    }
    // On the last image there is no next: the button is disabled and the arrow key stays put.
    await expect(box.next).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(box.counter).toHaveText(`${total} / ${total}`);
    await expect(box.currentImage).toHaveAttribute('alt', photoName(total));

    await box.close.click();
    await expect(box.dialog).toBeHidden();

    await thumbnails.nth(0).click();
    await expect(box.counter).toHaveText(`1 / ${total}`);
    await expect(box.previous).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(box.counter).toHaveText(`1 / ${total}`);
    await expect(box.next).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(box.dialog).toBeHidden();
  });

  for (const id of ['99999', 'abc']) {
    test(`/events/${id} shows "Event not found."`, async ({ page }) => {
      await page.goto(`/events/${id}`);
      await expect(page.getByText('Event not found.', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /photo/ })).toHaveCount(0);
    });
  }
});

test.describe('image gallery', () => {
  test('60 images; the lightbox opens at the clicked one and wraps at both ends', async ({ page }) => {
    const lightboxCode: string[] = [];
    page.on('request', (request) => {
      if (/lightbox-view/.test(request.url())) lightboxCode.push(request.url());
    });
    const grid = page.getByRole('list', { name: 'Gallery photographs' });
    const thumbnails = grid.getByRole('button');
    // content-lists.spec.ts adds a photo for a few seconds: load until the sixty seeded ones show.
    await expect(async () => {
      await page.goto('/image-gallery');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image Gallery');
      await expect(thumbnails).toHaveCount(60, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    // Images far below the fold wait until they are scrolled near.
    await expect(grid.locator('img').first()).not.toHaveAttribute('loading', 'lazy');
    await expect(grid.locator('img').last()).toHaveAttribute('loading', 'lazy');

    // The lightbox code is fetched only when a visitor reaches for an image.
    await page.waitForLoadState('networkidle');
    expect(lightboxCode).toEqual([]);

    // Read before opening: the open lightbox hides the page behind it from the accessibility tree.
    const alts = await grid.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
    expect(new Set(alts).size).toBe(60);

    const box = lightbox(page);
    await thumbnails.nth(6).click();
    await expect(box.counter).toHaveText('7 / 60');
    expect(lightboxCode.length).toBeGreaterThan(0);
    await expect(box.currentImage).toHaveAttribute('alt', alts[6]!);
    await box.close.click();
    await expect(box.dialog).toBeHidden();

    await thumbnails.nth(59).click();
    await expect(box.counter).toHaveText('60 / 60');
    await box.next.click();
    await expect(box.counter).toHaveText('1 / 60');
    await expect(box.currentImage).toHaveAttribute('alt', alts[0]!);
    await box.previous.click();
    await expect(box.counter).toHaveText('60 / 60');
    await expect(box.currentImage).toHaveAttribute('alt', alts[59]!);
    await box.previous.click();
    await expect(box.counter).toHaveText('59 / 60');
    await box.close.click();
    await expect(box.dialog).toBeHidden();

    await thumbnails.nth(0).click();
    await expect(box.counter).toHaveText('1 / 60');
    await box.previous.click();
    await expect(box.counter).toHaveText('60 / 60');
    await page.keyboard.press('Escape');
    await expect(box.dialog).toBeHidden();
  });
});

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrastRatio(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color.match(/[\d.]+/g)!.slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

test('the lightbox arrows stand on solid discs, plain on any photograph', async ({ page }) => {
  await page.goto('/image-gallery');
  await page.getByRole('list', { name: 'Gallery photographs' }).getByRole('button').nth(4).click();
  const box = lightbox(page);
  // Sixty, or one more while content-lists.spec.ts adds one.
  await expect(box.counter).toHaveText(/^5 \/ 6[01]$/);
  for (const arrow of [box.previous, box.next]) {
    const look = await arrow.evaluate((button) => {
      const style = getComputedStyle(button);
      const { width, height } = button.getBoundingClientRect();
      return { background: style.backgroundColor, chevron: style.color, radius: style.borderRadius, width, height };
    });
    // An opaque disc: the photograph behind it makes no difference to the chevron.
    expect(look.background).toMatch(/^rgb\(/);
    expect(contrastRatio(look.background, look.chevron), 'chevron against its disc').toBeGreaterThanOrEqual(4.5);
    expect(look.radius).not.toBe('0px');
    expect(Math.min(look.width, look.height), 'the size of the arrow').toBeGreaterThanOrEqual(44);
  }
});

test.describe('video gallery', () => {
  const titles = [
    'Sunrise over the Teesta',
    'Morning mist on the fairways',
    'Monsoon rain on the course',
    'Country boats at dusk',
    'The clubhouse after sunset',
  ];

  async function expectPlaying(dialog: Locator, title: string, file: string) {
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute('src', `/static-media/videos/${file}.mp4`);
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(true);
  }

  test('5 thumbnails; the modal player plays the chosen video and previous/next wrap between all 5', async ({ page }) => {
    const thumbnails = page.getByRole('list', { name: 'Videos' }).getByRole('button');
    // content-lists.spec.ts adds a video for a few seconds: load until the five seeded ones show.
    await expect(async () => {
      await page.goto('/video-gallery');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Gallery');
      await expect(thumbnails).toHaveCount(5, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(thumbnails).toHaveText(titles.map((title) => `Play video: ${title}`));

    await thumbnails.nth(1).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(titles[1]!);
    await expectPlaying(dialog, titles[1]!, 'morning-mist');

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toHaveAccessibleName(titles[2]!);
    await expectPlaying(dialog, titles[2]!, 'monsoon-rain');

    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog).toHaveAccessibleName(titles[1]!);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog).toHaveAccessibleName(titles[0]!);
    await expectPlaying(dialog, titles[0]!, 'teesta-sunrise');

    // Previous on the first wraps to the last, and next on the last back to the first.
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog).toHaveAccessibleName(titles[4]!);
    await expectPlaying(dialog, titles[4]!, 'clubhouse-evening');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toHaveAccessibleName(titles[0]!);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
  });
});
