import type { Browser } from '@playwright/test';
import { isServerRenderedPath, isSessionPagePath, pagePaths } from '@rgcc/shared/common/page-paths';
import { approvedMember, signInAsStaff } from './support/members';
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
  { path: '/membership', text: /Membership fee: (<!-- -->)?1,00,000(<!-- -->)? tk/ },
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

  test('the page’s entry script needs only a little code of its own: React and the app load after the first paint', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const entry = /<script type="module"[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    // The entry and what it imports statically, which the browser fetches before running it.
    const fetchedFirst = new Map<string, string>();
    for (const queue = [entry]; queue.length > 0; ) {
      const script = queue.pop()!;
      if (fetchedFirst.has(script)) continue;
      const code = await (await request.get(script)).text();
      fetchedFirst.set(script, code);
      for (const [, imported] of code.matchAll(/\bimport\s*(?:[\w{},\s$]*\s*from\s*)?["'`]\.\/([^"'`]+)["'`]/g)) queue.push(`/assets/${imported}`);
    }
    expect([...fetchedFirst.keys()].some((script) => script.includes('start-app'))).toBe(false);
    expect([...fetchedFirst.values()].reduce((bytes, code) => bytes + code.length, 0)).toBeLessThan(4000);
    // …and then the app, by a dynamic import.
    expect(fetchedFirst.get(entry)).toMatch(/import\(`\.\/start-app-[\w-]+\.js`\)/);
  });

  test('every submit button arrives disabled, so that nothing is submitted natively (fields in the address) before the page hydrates', async ({ request }) => {
    const publicPages = pagePaths.filter((path) => !path.includes(':') && isServerRenderedPath(path) && !isSessionPagePath(path));
    let submitButtons = 0;
    for (const path of publicPages) {
      const html = await (await request.get(path)).text();
      for (const button of html.match(/<button\b[^>]*\btype="submit"[^>]*>/g) ?? []) {
        submitButtons += 1;
        expect(button, path).toMatch(/\bdisabled=""/);
      }
    }
    // The footer's newsletter form on every page, and the forms of /login, /contact-us and the rest.
    expect(submitButtons).toBeGreaterThan(publicPages.length);
  });

  test('before the page hydrates, Enter in the sign-in form submits nothing: no password in the address', async ({ browser }) => {
    const page = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
    // The page as it arrives, its code held back: what a member on a slow connection first has.
    await page.route('**/assets/*.js', (route) => route.abort());
    const submitted: string[] = [];
    page.on('request', (sent) => {
      if (sent.isNavigationRequest() && sent.url().includes('password')) submitted.push(sent.url());
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a-secret-password');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(submitted).toEqual([]);
    expect(page.url()).toMatch(/\/login$/);
    await page.close();
  });

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

/** A member who has chosen their own password, signed in in a browser context of their own. */
async function signedInMember(browser: Browser, request: Parameters<typeof approvedMember>[0], email: string) {
  const { password } = await approvedMember(request, email);
  const context = await browser.newContext();
  expect((await context.request.post('/api/login', { data: { email, password } })).status()).toBe(200);
  const changed = await context.request.post('/api/account/password', {
    data: { currentPassword: password, password: 'ssr-member-pass-1', confirmPassword: 'ssr-member-pass-1' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return context;
}

test.describe('pages for the person signed in', () => {
  test("arrive rendered with the member's own account, kept by no one, never another member's", async ({ browser, request }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const names = [`ssr.first.${stamp}`, `ssr.second.${stamp}`];
    const contexts = [];
    for (const name of names) contexts.push(await signedInMember(browser, request, `${name}@example.com`));
    // Alternately, so that a page kept for one would show up for the other.
    for (const round of [0, 1]) {
      for (const [index, context] of contexts.entries()) {
        const response = await context.request.get('/dashboard');
        expect(response.status(), `round ${round}`).toBe(200);
        expect(response.headers()['cache-control']).toBe('private, no-store');
        const html = await response.text();
        expect(html).toContain(names[index]!);
        expect(html).not.toContain(names[1 - index]!);
        expect(html).toContain('Your dashboard is locked until the membership registration fee is paid.');
      }
    }
    // Hydrated from the page itself: the browser asks the API nothing to show it.
    const page = await contexts[0]!.newPage();
    const apiRequests: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/')) apiRequests.push(sent.url());
    });
    await page.goto('/dashboard');
    await page.waitForLoadState('networkidle');
    // Hydrated: the dialog asking for the payment opens over it.
    await expect(page.getByRole('dialog', { name: 'Membership Payment Required' })).toBeVisible();
    expect(apiRequests).toEqual([]);
    // A page the member may not see is not found, as any unknown path.
    const staffPage = await contexts[0]!.request.get('/admin');
    expect(staffPage.status()).toBe(404);
    expect(await staffPage.text()).toContain('Oops! Page not found');
    for (const context of contexts) await context.close();
  });

  test('without a session, the server sends the visitor to sign in, and back afterwards', async ({ request }) => {
    for (const path of ['/dashboard', '/dashboard/payments', '/admin/applications/1', '/payment-status?payment=1']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(`/login?${new URLSearchParams({ returnTo: path })}`);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
    }
  });

  test("the staff console arrives with the applications in it", async ({ page, request }) => {
    const email = `ssr.staff.${Date.now()}@example.com`;
    await approvedMember(request, email);
    await signInAsStaff(page);
    const response = await page.request.get(`/admin/applications?q=${encodeURIComponent(email)}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(await response.text()).toContain(email);
  });
});
