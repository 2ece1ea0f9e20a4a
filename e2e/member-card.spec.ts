import { clubName, clubShortName } from '@rgcc/shared/content/club';
import type { Locator, Page } from '@playwright/test';
import { sampleApplicant } from '@rgcc/shared/membership/sample-applications';
import { expectNoSeriousViolations } from './support/axe';
import { paidMember, signInThroughApi, staffApi } from './support/members';
import { expect, openPage, test } from './support/test';

/** An image the browser has loaded and drawn (a broken one has no natural width). */
const expectLoaded = async (image: Locator) => expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);

/** The link the card's QR code holds: the gate's page for the card, as the page was given it. */
async function gateUrlOf(page: Page) {
  const card = (await (await page.request.get('/api/member/card')).json()) as { gateUrl: string };
  return card.gateUrl;
}

test('a member opens their card from the membership page; the gate sees Active with the photo, then Suspended once staff suspend them', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const email = `card.${Date.now()}@example.com`;
  const member = await paidMember(request, email);
  await signInThroughApi(page, member, 'member');

  await page.goto('/dashboard/membership');
  await page.getByRole('link', { name: 'Show my membership card' }).click();
  await expect(page).toHaveURL(/\/dashboard\/card$/);
  const card = page.getByRole('article', { name: sampleApplicant.nameEnglish });
  await expect(card.getByText(member.memberId)).toBeVisible();
  await expect(card.getByText('Foreigner/Diplomat')).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await expectLoaded(card.getByRole('img', { name: `Photo of ${sampleApplicant.nameEnglish}` }));
  await expectLoaded(card.getByRole('img', { name: /QR code/ }));
  await expectNoSeriousViolations(page, '/dashboard/card');

  // Printed, the card alone fills one A6 sheet (105 × 148 mm: 298 × 420 points).
  await page.emulateMedia({ media: 'print' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lost your card?' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeHidden();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  const [, width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
  expect([Math.round(Number(width)), Math.round(Number(height))]).toEqual([298, 420]);
  await page.emulateMedia({ media: 'screen' });

  // The QR code's link, opened by the gate's phone: no session, no personal data in the address.
  const gateUrl = await gateUrlOf(page);
  expect(gateUrl).not.toContain('example.com');
  const gate = await openPage(browser);
  const gateContext = gate.context();
  const answer = await gate.goto(gateUrl);
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()['cache-control']).toBe('private, no-store');
  expect(answer!.headers()['x-robots-tag']).toBe('noindex');
  await expect(gate.getByRole('heading', { level: 1, name: 'Active' })).toBeVisible();
  await expectLoaded(gate.getByRole('img', { name: "The member's photo" }));
  // The status and the photo, nothing else of the member.
  for (const shown of [sampleApplicant.nameEnglish, email, 'Foreigner/Diplomat']) await expect(gate.getByText(shown)).toHaveCount(0);
  await expectNoSeriousViolations(gate, 'the gate page (Active)');

  const asStaff = await staffApi('membership');
  const list = (await (await asStaff.get(`/api/admin/members?q=${encodeURIComponent(email)}`)).json()) as { items: { id: number }[] };
  expect((await asStaff.post(`/api/admin/members/${list.items[0]!.id}/suspend`, { data: { reason: 'Unpaid bar bills.' } })).status()).toBe(200);
  await asStaff.dispose();

  await gate.reload();
  await expect(gate.getByRole('heading', { level: 1, name: 'Suspended' })).toBeVisible();
  await expectLoaded(gate.getByRole('img', { name: "The member's photo" }));
  await expectNoSeriousViolations(gate, 'the gate page (Suspended)');

  // A link the club did not sign: the same page says so, with a 404 status and no photo.
  const forged = await gate.goto(gateUrl.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
  expect(forged!.status()).toBe(404);
  await expect(gate.getByRole('heading', { level: 1, name: 'This card is not valid.' })).toBeVisible();
  await expect(gate.getByRole('img')).toHaveCount(0);
  await expectNoSeriousViolations(gate, 'the gate page (not valid)');
  await gateContext.close();
});

test('the card opens offline as last seen, a lost card is replaced, and logout forgets the saved card', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const member = await paidMember(request, `card.offline.${Date.now()}@example.com`);
  await signInThroughApi(page, member, 'member');
  await page.goto('/dashboard/card');
  const kept = () => page.evaluate(async () => Boolean(await caches.match('/dashboard/card', { cacheName: 'member-card' })));
  await expect.poll(kept).toBe(true);

  await context.setOffline(true);
  await page.goto('/dashboard/card');
  const card = page.getByRole('article', { name: sampleApplicant.nameEnglish });
  await expect(card.getByText(member.memberId)).toBeVisible();
  await expectLoaded(card.getByRole('img', { name: `Photo of ${sampleApplicant.nameEnglish}` }));
  // No other page of the member is kept.
  await expect(page.goto('/dashboard/membership')).rejects.toThrow();

  await context.setOffline(false);
  await page.goto('/dashboard/card');
  // A lost card is replaced: the QR code changes, and the old card's link is no longer valid.
  const oldGateUrl = await gateUrlOf(page);
  await page.getByRole('button', { name: 'Replace my card' }).click();
  await page.getByRole('dialog', { name: 'Replace your card?' }).getByRole('button', { name: 'Yes, replace it' }).click();
  await expect(page.getByText('Your new card is ready. Cards printed before no longer open at the gate.')).toBeVisible();
  const newGateUrl = await gateUrlOf(page);
  expect(newGateUrl).not.toBe(oldGateUrl);
  expect((await request.get(oldGateUrl)).status()).toBe(404);
  expect((await request.get(newGateUrl)).status()).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => caches.has('member-card'))).toBe(false);
});

test("the site is installable: the pages link a web app manifest, whose icons are the club's", async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string }[] };
  // The manifest is a static file: it must say the name the rest of the site says.
  expect(manifest).toMatchObject({ name: clubName, short_name: clubShortName, start_url: '/dashboard', display: 'standalone', theme_color: '#1f4d3a' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((candidate) => candidate.sizes === size)!;
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    // A PNG's width and height, from its header.
    const bytes = await image.body();
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(size);
  }
});
