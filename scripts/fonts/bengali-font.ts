/**
 * The Bangla pages' font: Noto Sans Bengali (@fontsource-variable/noto-sans-bengali), cut to the
 * weights the site sets (400 to 700: normal, font-medium, font-semibold, font-bold), which drops
 * a third of the file (108 → 75 KB) that every first visit to a Bangla page waits on before its
 * text is drawn in it. Every character of the face is kept.
 *
 * The cut font is committed (apps/web/src/assets/fonts/), so that the build and the dev server
 * read it as any asset; `bengali-font.test.ts` fails when it no longer matches what this makes.
 *   node --import tsx scripts/fonts/bengali-font.ts      writes it again
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const bengaliWeights = { min: 400, max: 700 } as const;
export const bengaliFontFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/assets/fonts/noto-sans-bengali-wght-400-700.woff2');

const variableFont = () =>
  fs.readFileSync(createRequire(import.meta.url).resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2'));

/** Every code point of the Basic Multilingual Plane: the subsetter keeps those the face maps, all of its own. */
const everyCharacter = Array.from({ length: 0xffff }, (_, code) => (code >= 0xd800 && code <= 0xdfff ? '' : String.fromCharCode(code))).join('');

export function bengaliFontCut(): Promise<Buffer> {
  return subsetFont(variableFont(), everyCharacter, { targetFormat: 'woff2', variationAxes: { wght: { ...bengaliWeights, default: 400 } } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(bengaliFontFile, await bengaliFontCut());
  console.log(`wrote ${path.relative(process.cwd(), bengaliFontFile)}`);
}
