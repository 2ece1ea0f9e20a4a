/**
 * Rendering and writing: each drawing rasterised once at its largest width, then resized and
 * encoded into every variant; the app icons; previews (--png, --svg) and video frames (--frames).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { mediaFormats, mediaHeight, mediaUrl, mediaVariant, type MediaFormat } from '../../packages/shared/src/media/media-variants';
import { pal } from './palette';
import { collectSubjects, drawKey, type Subject } from './subjects';
import { f } from './svg-doc';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = path.join(rootDir, 'apps/web/public');

/** Renders one key to an SVG string at a pixel size (the drawing is always the same). */
function renderSvg(key: string, subject: Subject, pixelWidth: number, phase = 0, zoom = 1): string {
  const doc = drawKey(key, subject, phase);
  const pixelHeight = mediaHeight(key, pixelWidth);
  let body = doc.body;
  if (zoom !== 1) {
    // A slow push-in towards a point right of centre, for the gallery videos.
    const cx = doc.w * 0.55;
    const cy = doc.h * 0.55;
    body = `<g transform="translate(${f(cx)} ${f(cy)}) scale(${zoom.toFixed(4)}) translate(${f(-cx)} ${f(-cy)})">${body}</g>`;
  }
  return doc.render(body, pixelWidth, pixelHeight);
}

// Measured on the 2-core build machine: AVIF effort 1 at quality 50 is as small as effort 2 at
// 52 in half the time (flat illustrations gain little from a slower search), and WebP effort 2
// costs half of effort 3 for 5 % more bytes. A 960 px picture lands at 5-20 KB in either format.
const encoders: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 74, effort: 2, smartSubsample: true }),
};

function variantFile(key: string, width: number, format: MediaFormat): string {
  return path.join(publicDir, mediaUrl(key, width, format));
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  // A run stopped half-way must not leave a truncated file that later runs would keep.
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, data);
  await fs.promises.rename(temporary, file);
}

async function renderKey(key: string, subject: Subject): Promise<number> {
  const { widths } = mediaVariant(key);
  const missing = widths.flatMap((width) => mediaFormats.map((format) => ({ width, format, file: variantFile(key, width, format) }))).filter(({ file }) => !fs.existsSync(file));
  if (missing.length === 0) return 0;
  const largest = Math.max(...widths);
  // Flattened on cream: a gap in a drawing shows as paper, never as black.
  const { data, info } = await sharp(Buffer.from(renderSvg(key, subject, largest))).flatten({ background: pal.cream }).raw().toBuffer({ resolveWithObject: true });
  for (const { width, format, file } of missing) {
    const image = sharp(data, { raw: info }).resize(width, mediaHeight(key, width), { fit: 'fill', kernel: 'lanczos3' });
    await writeAtomically(file, await encoders[format](image).toBuffer());
  }
  return missing.length;
}

async function mapWithConcurrency<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The installed app's icons (manifest.webmanifest): full-bleed, the flag inside the central 80% a launcher's mask keeps. */
const appIconSizes = [192, 512] as const;

function appIconSvg(): string {
  // The favicon's flag and green (public/favicon.svg), drawn on a 64-unit square and scaled down to fit the mask.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${pal.fairway}"/><g transform="translate(32 32) scale(0.7) translate(-32 -31)"><path d="M20 50V12l22 9-22 9" fill="none" stroke="${pal.cream}" stroke-width="4" stroke-linejoin="round"/><ellipse cx="34" cy="50" rx="16" ry="4" fill="${pal.sand}"/></g></svg>`;
}

async function writeAppIcons(): Promise<number> {
  const missing = appIconSizes.map((size) => ({ size, file: path.join(publicDir, 'media', `app-icon-${size}.png`) })).filter(({ file }) => !fs.existsSync(file));
  for (const { size, file } of missing) await writeAtomically(file, await sharp(Buffer.from(appIconSvg()), { density: (72 * size) / 64 }).resize(size, size).png().toBuffer());
  return missing.length;
}

export async function generateAll(): Promise<void> {
  const started = performance.now();
  const icons = await writeAppIcons();
  // Two pictures at a time, each encoded on one libvips thread: the build machine has 2 cores.
  const concurrency = Math.max(1, Math.min(2, os.availableParallelism()));
  sharp.concurrency(1);
  const subjects = [...collectSubjects()];
  let written = 0;
  await mapWithConcurrency(subjects, concurrency, async ([key, subject]) => {
    const count = await renderKey(key, subject);
    written += count;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`generate-media: ${subjects.length} images, ${written + icons} files written, ${seconds} s`);
}

export async function writePreviews(outDir: string, keys: string[], asSvg: boolean): Promise<void> {
  const subjects = collectSubjects();
  fs.mkdirSync(outDir, { recursive: true });
  for (const key of keys.length > 0 ? keys : [...subjects.keys()]) {
    const subject = subjects.get(key);
    if (!subject) throw new Error(`Unknown media key: ${key}`);
    const width = Math.max(...mediaVariant(key).widths);
    const file = path.join(outDir, `${key.replaceAll('/', '__')}.${asSvg ? 'svg' : 'png'}`);
    const svg = renderSvg(key, subject, width);
    if (asSvg) fs.writeFileSync(file, svg);
    else await sharp(Buffer.from(svg)).flatten({ background: pal.cream }).png().toFile(file);
    console.log(file);
  }
}

/** Frames for make-videos.sh: phase runs 0..1 over the frames, so motion loops exactly. */
export async function writeFrames(key: string, outDir: string, width: number, count: number, zoom: boolean): Promise<void> {
  const subject = collectSubjects().get(key);
  if (!subject) throw new Error(`Unknown media key: ${key}`);
  fs.mkdirSync(outDir, { recursive: true });
  sharp.concurrency(1);
  const frames = Array.from({ length: count }, (_, i) => i);
  await mapWithConcurrency(frames, 2, async (i) => {
    const phase = i / count;
    const svg = renderSvg(key, subject, width, phase, zoom ? 1 + 0.1 * (i / Math.max(1, count - 1)) : 1);
    await sharp(Buffer.from(svg)).flatten({ background: pal.cream }).png({ compressionLevel: 1 }).toFile(path.join(outDir, `frame-${String(i).padStart(4, '0')}.png`));
  });
}
