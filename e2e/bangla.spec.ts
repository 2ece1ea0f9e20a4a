import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations, expectNoSeriousViolationsAtEachWidth } from './support/axe';
import { charactersOutsideSiteFonts, expectFitsAfterLoad, phoneWidths, verticallyClippedTexts } from './support/layout';
import { publicRoutes } from './support/public-routes';
import { isPagePath, isServerRenderedPath } from '@rgcc/shared/common/page-paths';
import { formatMessage } from '@rgcc/shared/common/messages';
import { clubName } from '@rgcc/shared/content/club';
import { paidMember } from './support/members';
import { fillApplication, inLanguage } from './support/application-form';
import { latestMailTo } from './support/mailbox';
import applicationFieldsEnglish from '../apps/web/src/features/membership/locales/application-fields.en.json' with { type: 'json' };
import applicationFieldsBangla from '../apps/web/src/features/membership/locales/application-fields.bn.json' with { type: 'json' };
import registrationEnglish from '../apps/web/src/features/membership/public/locales/registration.en.json' with { type: 'json' };
import registrationBangla from '../apps/web/src/features/membership/public/locales/registration.bn.json' with { type: 'json' };
import signIn from '../apps/web/src/features/account/public/locales/sign-in.bn.json' with { type: 'json' };
import accountFields from '../apps/web/src/features/account/public/locales/account.bn.json' with { type: 'json' };
import memberArea from '../apps/web/src/features/membership/member/locales/membership.bn.json' with { type: 'json' };
import memberAccount from '../apps/web/src/features/billing/member/locales/account.bn.json' with { type: 'json' };
import schemaMessages from '../packages/shared/src/translations/bn.json' with { type: 'json' };

/**
 * The Latin words a Bangla page may show: proper names written in English in Bangla too (the
 * club's short name, the wallet's, the language switch's "English"), and units and codes.
 */
const englishAllowed = new Set(['rgcc', 'bkash', 'english', 'pdf', 'nid', 'id', 'mp4', 'webm']);

/** The text a person reads on a server-rendered page: its body's text and its images' and controls' names, without scripts. */
function readableText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  const names = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map(([, name]) => name);
  const text = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  // The club's registered name is a proper name, kept as it is in either language.
  return [text, ...names].join(' ').replace(/&amp;/g, '&').replaceAll(clubName, ' ').replace(/&(lt|gt|quot|#39|nbsp);/g, ' ');
}

/** The Latin words of a text, leaving out what is not a word to translate: addresses, links, codes with digits. */
const englishWords = (text: string) =>
  text
    .split(/\s+/)
    .filter((token) => !/@|:\/\/|\d|^\/|\.(com|org|bd)\b/i.test(token))
    .flatMap((token) => token.match(/[A-Za-z]{2,}/g) ?? [])
    .filter((word) => !englishAllowed.has(word.toLowerCase()));

/** The twin links a page names in its head, by language. */
const twinLinks = (page: Page) =>
  page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]));

test.describe('the site in Bangla', () => {
  test('every public page has a Bangla twin under /bn, each naming the other, with its language', async ({ request }) => {
    const head = async (path: string) => {
      const response = await request.get(path);
      const html = await response.text();
      const twins = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, locale, href]) => [locale, new URL(href!).pathname]);
      return { status: response.status(), lang: /<html lang="([^"]+)">/.exec(html)?.[1], twins };
    };
    for (const { path } of publicRoutes.filter((route) => isPagePath(route.path))) {
      const twin = path === '/' ? '/bn' : `/bn${path}`;
      // A page the browser renders (its path holds a secret) is the empty shell, naming no twin.
      const twins = isServerRenderedPath(path)
        ? [
            ['en', path],
            ['bn', twin],
            ['x-default', path],
          ]
        : [];
      expect(await head(twin), twin).toEqual({ status: 200, lang: 'bn', twins });
      expect(await head(path), path).toEqual({ status: 200, lang: 'en', twins });
    }
  });

  test('every Bangla public page reads in Bangla: no English word beyond names, units and codes', async ({ request }) => {
    const found: string[] = [];
    for (const { path } of publicRoutes.filter((route) => isPagePath(route.path) && isServerRenderedPath(route.path))) {
      const twin = path === '/' ? '/bn' : `/bn${path}`;
      const words = englishWords(readableText(await (await request.get(twin)).text()));
      if (words.length) found.push(`${twin}: ${[...new Set(words)].join(' ')}`);
    }
    expect(found).toEqual([]);
  });

  // The Bangla twins of the public pages, in three parts that the workers share out.
  const banglaPages = publicRoutes.filter((route) => isPagePath(route.path) && isServerRenderedPath(route.path)).map(({ path }) => (path === '/' ? '/bn' : `/bn${path}`));
  const part = Math.ceil(banglaPages.length / 3);
  for (const pages of [banglaPages.slice(0, part), banglaPages.slice(part, 2 * part), banglaPages.slice(2 * part)]) {
    test(`Bangla pages at ${phoneWidths[0]} px: no serious axe violation, no text cut off or drawn without its font, nothing past the edge (${pages[0]} to ${pages.at(-1)})`, async ({ page }) => {
      test.setTimeout(pages.length * 15_000);
      await page.setViewportSize({ width: phoneWidths[0], height: 800 });
      for (const path of pages) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.locator('html'), path).toHaveAttribute('lang', 'bn');
          await expectFitsAfterLoad(page, `${path} at ${phoneWidths[0]} px`);
          expect(await verticallyClippedTexts(page), `texts cut off on ${path}`).toEqual([]);
          expect(await charactersOutsideSiteFonts(page), `characters of ${path} the site's fonts cannot draw`).toEqual([]);
          await expectNoSeriousViolations(page, path);
        });
      }
      await test.info().attach(`${pages.at(-1)} at ${phoneWidths[0]} px`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    });
  }

  test('the document’s language and twin links follow the visitor from page to page', async ({ page }) => {
    await page.goto('/bn/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.getByRole('navigation', { name: 'দরকারি লিংক' }).getByRole('link', { name: 'সদস্যপদ' }).click();
    await expect(page).toHaveURL(/\/bn\/membership$/);
    await expect
      .poll(() => twinLinks(page))
      .toEqual([
        ['en', '/membership'],
        ['bn', '/bn/membership'],
        ['x-default', '/membership'],
      ]);
    await page.getByRole('navigation', { name: 'ভাষা' }).getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => twinLinks(page)).toHaveLength(3);
  });

  test('the header switches language and keeps the visitor on the same page, and links stay in Bangla', async ({ page }) => {
    await page.goto('/contact');
    const switcher = page.getByRole('navigation', { name: 'Language' });
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await switcher.getByRole('link', { name: 'বাংলা' }).click();
    await expect(page).toHaveURL(/\/bn\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('link', { name: 'মূল বিষয়বস্তুতে যান' })).toBeAttached();
    const bangla = page.getByRole('navigation', { name: 'ভাষা' });
    await expect(bangla.getByRole('link', { name: 'বাংলা' })).toHaveAttribute('aria-current', 'true');

    // The footer's links lead to the Bangla twins, and the page there is Bangla too.
    await page.getByRole('navigation', { name: 'দরকারি লিংক' }).getByRole('link', { name: 'গলফ কোর্স' }).click();
    await expect(page).toHaveURL(/\/bn\/golf-course$/);
    await expect(page.getByRole('navigation', { name: 'নীতিমালা' }).getByRole('link', { name: 'শর্তাবলি' })).toHaveAttribute('href', '/bn/terms');

    await page.getByRole('navigation', { name: 'ভাষা' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/golf-course$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Golf Course' })).toHaveAttribute('href', '/golf-course');
  });

  test('a Bangla page is rendered in Bangla by the server, with only Bangla texts handed over', async ({ request }) => {
    const html = await (await request.get('/bn/about')).text();
    expect(html).toContain('lang="bn"');
    expect(html).toContain('আমাদের কথা');
    expect(html).not.toContain('Skip to content');
    const english = await (await request.get('/about')).text();
    expect(english).toContain('Skip to content');
    expect(english).not.toContain('আমাদের কথা');
    // The Bengali font is asked for with the page (and on a Bangla page only): it is the file the styles name.
    const font = /<link rel="preload" href="([^"]+noto-sans-bengali[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin \/>/.exec(html)?.[1];
    expect(font, 'the Bengali font preloaded').toBeDefined();
    expect(english).not.toContain('noto-sans-bengali');
    const served = await request.get(font!);
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'font/woff2']);
    const styles = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(html)![1]!;
    expect(await (await request.get(styles)).text()).toContain(font);
  });

  test('a path not found under /bn says so in Bangla, with a 404 status', async ({ page }) => {
    const response = await page.goto('/bn/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('দুঃখিত! পাতাটি পাওয়া যায়নি');
    await expect(page).toHaveTitle(/^পাতাটি পাওয়া যায়নি/);
    await page.getByRole('link', { name: 'হোমে ফিরুন' }).click();
    await expect(page).toHaveURL(/\/bn$/);
  });

  test('the Bangla home page passes axe at desktop and phone widths', async ({ page }) => {
    // Two axe runs on the longest page, on a machine the suite shares (as public-routes.spec.ts allows).
    test.setTimeout(60_000);
    await page.goto('/bn');
    await expectNoSeriousViolationsAtEachWidth(page, '/bn');
  });

  test('a member who chooses Bangla signs in and reads the dashboard, an invoice and the card in Bangla; the account keeps the choice', async ({ page, request }) => {
    test.setTimeout(90_000);
    const member = await paidMember(request, `bangla.member.${Date.now()}@example.com`);
    await page.goto('/login');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'বাংলা' }).click();
    await expect(page).toHaveURL(/\/bn\/login$/);
    await page.getByLabel(accountFields.email).fill(member.email);
    await page.getByLabel(signIn.password, { exact: true }).fill(member.password);
    await page.getByRole('button', { name: signIn.login }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(memberArea.memberDashboard);
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ language: 'bn' });
    // The frame too: the club's address as staff wrote it in Bangla, on a path without /bn.
    const footerAddress = page.getByRole('contentinfo').locator('address');
    await expect(footerAddress).toHaveText('ঘাঘট, ঘাঘট সেতুর কাছে, রংপুর ৫৪০০, বাংলাদেশ');

    await page.getByRole('main').getByRole('link', { name: new RegExp(`^${memberArea.cardPayments}`) }).click();
    await expect(page).toHaveURL(/\/dashboard\/payments$/);
    await page.getByRole('table', { name: memberAccount.paidInvoicesCaption }).getByRole('link', { name: /^INV\// }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(formatMessage(memberAccount.documentTitle, { kind: 'invoice' }, 'bn'));

    await page.goto('/dashboard/card');
    await expect(page.getByRole('heading', { name: memberArea.lostCard })).toBeVisible();
    await expect(page.getByText(member.memberId)).toBeVisible();
    await expect(footerAddress).toHaveText('ঘাঘট, ঘাঘট সেতুর কাছে, রংপুর ৫৪০০, বাংলাদেশ');

    // Signed in, the switch changes the account's language, and the page follows it.
    await page.getByRole('navigation', { name: 'ভাষা' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Lost your card?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(footerAddress).toHaveText('Ghaghat, near the Ghaghat Bridge, Rangpur 5400, Bangladesh');
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ language: 'en' });
  });

  test('a form’s errors come in Bangla: its own checks as the visitor types, and the server’s answer', async ({ page }) => {
    await page.goto('/bn/login');
    // The pointer on its way to the button brings the form's code, as a person's does.
    await page.getByRole('button', { name: signIn.login }).hover();
    await page.getByRole('button', { name: signIn.login }).click();
    await expect(page.getByText(schemaMessages['Email is required'], { exact: true })).toBeVisible();
    await page.getByLabel(accountFields.email).fill('nobody.here@example.com');
    await page.getByLabel(signIn.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: signIn.login }).click();
    await expect(page.getByText(schemaMessages['Invalid email or password.']).first()).toBeVisible();
  });

  test('an applicant who applies on the Bangla form gets their verification mail in Bangla', async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = `bangla.applicant.${Date.now()}@example.com`;
    const say = inLanguage([
      [applicationFieldsEnglish, applicationFieldsBangla],
      [registrationEnglish, registrationBangla],
    ]);
    await page.goto('/bn/membership-registration');
    await fillApplication(page, 'passport', email, say);
    await page.getByRole('button', { name: say('REGISTER') }).click();
    await expect(page).toHaveURL(/\/bn\/verify-email$/);

    const mail = await latestMailTo(request, email);
    expect(mail.subject).toMatch(/-এর জন্য আপনার ইমেইল যাচাই করুন$/);
    expect(mail.text).toMatch(/আপনার যাচাই কোড \d{6}।/);
    expect(mail.text).not.toMatch(/Thank you|verification code/);
  });
});
