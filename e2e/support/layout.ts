import type { Page } from '@playwright/test';

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
