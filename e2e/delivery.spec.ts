import { expect, test } from '@playwright/test';

/** A script the browser would run that is not one of our files (the page's JSON data does not run). */
const inlineScript = /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/;

test('pages are revalidated while hashed assets are cached for a year and sent compressed', async ({ request }) => {
  const page = await request.get('/golf-course');
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const html = await page.text();
  const script = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
  expect(script).toMatch(/^\/assets\/.+\.js$/);
  expect(html).not.toMatch(inlineScript);
  // Every rendered page, including one whose form is its own chunk: the CSP would block it.
  for (const path of ['/', '/review', '/contact']) {
    expect(await (await request.get(path)).text(), path).not.toMatch(inlineScript);
  }

  for (const encoding of ['br', 'gzip']) {
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': encoding } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe(encoding);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('known page paths answer 200 and other paths 404, both with the web app', async ({ request }) => {
  for (const path of ['/', '/events/1', '/category/2', '/facilites-members']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Oops! Page not found');
});

test('pages arrive rendered with their own title, pages of one event too', async ({ request }) => {
  const membership = await (await request.get('/membership')).text();
  expect(membership).toMatch(/<title>Membership Categories &amp; Fees \| /);
  expect(membership).toContain('Defence Service Officers');
  const home = await (await request.get('/')).text();
  expect(home).toContain('id="home-headline"');
  // Also for a client that takes no compression (a monitor, curl).
  for (const path of ['/', '/membership']) {
    const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.status(), path).toBe(200);
    expect(await plain.text(), path).toContain('<div id="root"><');
  }
  const withTrailingSlash = await request.get('/membership/');
  expect(await withTrailingSlash.text()).toContain('Defence Service Officers');

  const event = await (await request.get('/events/1')).text();
  expect(event).toMatch(/<title>President Cup \| /);
  expect(event).toContain('<div id="root"><');
});

test('media is cached for a week', async ({ request }) => {
  for (const url of ['/media/home/hero-poster-640.avif', '/static-media/banner.mp4']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('public, max-age=604800');
  }
});
