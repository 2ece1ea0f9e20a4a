import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** The standard the site is held to: WCAG 2.2 AA (which includes the 2.0 and 2.1 levels). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * No serious or critical axe violation on the page as it stands. Transitions and animations
 * finish first: axe blends a half-faded element (a toast sliding in) with what is behind it and
 * reports a contrast the visitor never reads once it has settled. A spinner runs for ever: only
 * the ones that end are waited for.
 */
export async function expectNoSeriousViolations(page: Page, where: string) {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  // Legacy mode runs axe.run() in the page, where the default opens a blank page per run to merge
  // each frame's results: a good part of every check's time. What it gives up, cross-origin
  // frames, the suite's server has none: its CSP's frame-src is 'none' without a reviews widget.
  // Only the violations are read: axe then describes one passing element per rule instead of each
  // (a selector and its HTML for every element of a busy page), about a third of a run's time.
  const results = await new AxeBuilder({ page }).withTags(wcagTags).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious, where).toEqual([]);
}

/** The widths axe checks a page at: the desktop the suite runs at, and a common phone. */
const axeWidths = [
  { name: 'desktop', viewport: { width: 1366, height: 850 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
];

/**
 * `expectNoSeriousViolations` at each width, on one load: the layout follows the viewport (CSS
 * and the menu's media query), so a resized page is the phone's page, at half the time. The page
 * is left at the phone's width.
 */
export async function expectNoSeriousViolationsAtEachWidth(page: Page, where: string) {
  for (const { name, viewport } of axeWidths) {
    await page.setViewportSize(viewport);
    await expectNoSeriousViolations(page, `${where} on a ${name}`);
  }
}
