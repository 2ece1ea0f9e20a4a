import { expect, test } from './support/test';

/** Pages whose content comes from the database, and a text of that content each must hold. */
const contentPages: { path: string; text: RegExp }[] = [
  { path: '/', text: /President Cup/ },
  { path: '/events/1', text: /President Cup/ },
  { path: '/upcoming-events', text: /Upcoming Events/ },
  { path: '/image-gallery', text: /Gallery photographs/ },
  { path: '/restaurant', text: /href="\/category\/1"/ },
  { path: '/category/1', text: /Dishes/ },
  { path: '/golf-course', text: /Hole (<!-- -->)?9</ },
  { path: '/pro-shop', text: /<h3[^>]*>[^<]+<\/h3>/ },
  { path: '/leadership-team', text: /data-featured="true"/ },
  { path: '/review', text: /Guest ratings/ },
  { path: '/facilites-guests', text: /What guests can enjoy/ },
];

test.describe('pages rendered on the server', () => {
  for (const { path, text } of contentPages) {
    test(`${path} arrives with its content, its images sized, and its data as JSON, with no inline script`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(text);
      expect(html).toContain('<script type="application/json" id="hydration-data">');
      // Every other script is a file of our own: the CSP allows nothing inline.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      expect(scripts.filter((attributes) => !/type="application\/json"/.test(attributes) && !/\bsrc="\/assets\//.test(attributes))).toEqual([]);
      for (const image of html.match(/<img\b[^>]*>/g) ?? []) {
        expect(image).toMatch(/\bwidth="\d+"/);
        expect(image).toMatch(/\bheight="\d+"/);
      }
    });
  }

  test('the gallery arrives with every photograph in srcset form', async ({ request }) => {
    const html = await (await request.get('/image-gallery')).text();
    expect((html.match(/<source\b[^>]*srcSet="[^"]+"/gi) ?? []).length).toBeGreaterThan(20);
  });

  for (const { path, message } of [
    { path: '/events/99999', message: 'Event not found.' },
    { path: '/events/abc', message: 'Event not found.' },
    { path: '/category/99999', message: 'Menu category not found.' },
  ]) {
    test(`${path} answers 404 with "${message}" in its HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(message);
    });
  }

  test('a page hydrates without asking the API again for what it shows', async ({ page }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    for (const path of ['/', '/image-gallery', '/review', '/events/1', '/golf-course']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(apiRequests).toEqual([]);
  });

  test('a page reached by a link in the browser loads its data then', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Golf Course' }).click();
    await expect(page.getByTestId('hole')).toHaveCount(9);
  });
});
