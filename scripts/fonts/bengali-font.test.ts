import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { bengaliFontCut, bengaliFontFile, bengaliWeights } from './bengali-font';

it('the committed Bengali font is the cut this script makes of the installed one (run it again after an update)', async () => {
  expect((await bengaliFontCut()).equals(fs.readFileSync(bengaliFontFile))).toBe(true);
}, 30_000);

/** Tailwind's weight classes and their weights. */
const weightClasses = { thin: 100, extralight: 200, light: 300, normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800, black: 900 };

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) ? [file] : [];
  });
}

it('the web app sets no weight the Bengali font was cut without', () => {
  const outside = sourceFiles('apps/web/src').flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const classes = [...text.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g)].map(([, name]) => weightClasses[name as keyof typeof weightClasses]);
    const declared = [...text.matchAll(/font-weight:\s*(\d+)\s*;/g)].map(([, weight]) => Number(weight));
    return [...classes, ...declared].filter((weight) => weight < bengaliWeights.min || weight > bengaliWeights.max).map((weight) => `${file}: ${weight}`);
  });
  expect(outside).toEqual([]);
});
