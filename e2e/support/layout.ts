import type { Page } from '@playwright/test';
import { expect } from './test';

/** The narrow and the common phone width: most of the club's visitors come on a phone. */
export const phoneWidths = [360, 390] as const;

/** A page wider than the screen scrolls sideways, and whatever sits past the edge is lost. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `the width of ${where}`).toBeLessThanOrEqual(innerWidth);
}

/** Runs `check` at each phone width, on the page as loaded: the layout follows the viewport. */
export async function atEachPhoneWidth(page: Page, check: (width: number) => Promise<void>) {
  for (const width of phoneWidths) {
    await page.setViewportSize({ width, height: 800 });
    await check(width);
  }
}

/** Checks a page at each phone width, then gives the test back its desktop window. */
export async function fitsOnPhones(page: Page, what: string) {
  const desktop = page.viewportSize();
  await atEachPhoneWidth(page, (width) => expectFitsAfterLoad(page, `${what} at ${width} px`));
  if (desktop) await page.setViewportSize(desktop);
}

/** Checks a page once it is drawn with its images, data and fonts, which all change widths. */
export async function expectFitsAfterLoad(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, where);
}

/**
 * The characters of the page's text that no self-hosted font face covers (by its unicode-range).
 * Those are drawn by whatever font the device has, and where it has none, as an empty box.
 */
export function charactersOutsideSiteFonts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ranges: [number, number][] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const range = rule.style.getPropertyValue('unicode-range');
        if (!range) ranges.push([0, 0x10ffff]);
        for (const part of range ? range.split(',') : []) {
          const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
          ranges.push([parseInt(from!, 16), parseInt(to!, 16)]);
        }
      }
    }
    const outside = new Set<string>();
    for (const character of document.body.innerText) {
      const code = character.codePointAt(0)!;
      if (!/\s/.test(character) && !ranges.some(([from, to]) => code >= from && code <= to)) outside.add(character);
    }
    return [...outside];
  });
}

/**
 * What the page reports going wrong from now on: console errors (CSP violations, hydration
 * mismatches), any message about hydration (React Router's "No `HydrateFallback` element
 * provided" is a warning), and uncaught exceptions. The not-found page's own 404 is expected.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const isOwnStatus = message.location().url === page.url() && message.text().includes('404');
    const isProblem = message.type() === 'error' || /hydrat/i.test(message.text());
    if (isProblem && !isOwnStatus) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * The texts of the page cut off at the top or bottom by a box that hides its overflow: a line
 * height too tight for Bengali conjuncts and vowel signs, or a box too short for the text's lines
 * at this width. Visually hidden texts (a 1 px box) and texts out of view (a carousel's slides
 * beside the one shown) are not cut off in height, and are left out.
 */
export function verticallyClippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      for (let box2 = node.parentElement; box2 && box2 !== document.body; box2 = box2.parentElement) {
        const style = getComputedStyle(box2);
        if (style.overflowY !== 'hidden' && style.overflowY !== 'clip') continue;
        const edges = box2.getBoundingClientRect();
        const visuallyHidden = edges.width <= 1 || edges.height <= 1 || style.clip !== 'auto' || style.clipPath !== 'none';
        if (visuallyHidden || style.webkitLineClamp !== 'none') break;
        const top = edges.top + box2.clientTop;
        const bottom = top + box2.clientHeight;
        if (box.top < top - 1 || box.bottom > bottom + 1) clipped.push(`"${text.slice(0, 40)}" in <${box2.tagName.toLowerCase()} class="${box2.className}">`);
        break;
      }
    }
    return clipped;
  });
}
