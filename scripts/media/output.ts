/**
 * Rendering and writing: each drawing rasterised once at its largest width, then resized and
 * encoded into every variant; the app icons; previews (--png, --svg) and video frames (--frames).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { mediaFormats, mediaHeight, mediaUrl, mediaVariant, type MediaFormat } from '../../packages/shared/src/content/media-variants';
import { mediaDir, publicDir, stampFile } from './inputs';
import { pal } from './palette';
import { collectSubjects, drawKey, type Subject } from './subjects';
import { f } from './svg-doc';

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
  // A run stopped half-way leaves whole files (the old picture or the new), never a truncated one.
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, data);
  await fs.promises.rename(temporary, file);
}

function keyFiles(key: string): { width: number; format: MediaFormat; file: string }[] {
  return mediaVariant(key).widths.flatMap((width) => mediaFormats.map((format) => ({ width, format, file: variantFile(key, width, format) })));
}

async function renderKey(key: string, subject: Subject): Promise<void> {
  const largest = Math.max(...mediaVariant(key).widths);
  // Flattened on cream: a gap in a drawing shows as paper, never as black.
  const { data, info } = await sharp(Buffer.from(renderSvg(key, subject, largest))).flatten({ background: pal.cream }).raw().toBuffer({ resolveWithObject: true });
  for (const { width, format, file } of keyFiles(key)) {
    const image = sharp(data, { raw: info }).resize(width, mediaHeight(key, width), { fit: 'fill', kernel: 'lanczos3' });
    await writeAtomically(file, await encoders[format](image).toBuffer());
  }
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

const appIconFiles = appIconSizes.map((size) => ({ size, file: path.join(mediaDir, `app-icon-${size}.png`) }));

async function writeAppIcons(): Promise<void> {
  for (const { size, file } of appIconFiles) await writeAtomically(file, await sharp(Buffer.from(appIconSvg()), { density: (72 * size) / 64 }).resize(size, size).png().toBuffer());
}

/** Removes what no key asks for any more (a renamed key, a dropped width, a run's temporary file). */
function removeOtherFiles(keep: ReadonlySet<string>): number {
  let removed = 0;
  for (const entry of fs.readdirSync(mediaDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory() || keep.has(file)) continue;
    fs.rmSync(file, { force: true });
    removed++;
  }
  const dirs = fs
    .readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const dir of dirs) if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  return removed;
}

/** Draws every key and writes all its variants and the app icons, replacing what was there. */
export async function generateAll(): Promise<void> {
  const started = performance.now();
  await writeAppIcons();
  // Two pictures at a time, each encoded on one libvips thread: the build machine has 2 cores.
  const concurrency = Math.max(1, Math.min(2, os.availableParallelism()));
  sharp.concurrency(1);
  const subjects = [...collectSubjects()];
  await mapWithConcurrency(subjects, concurrency, ([key, subject]) => renderKey(key, subject));
  const written = new Set([...appIconFiles.map(({ file }) => file), ...subjects.flatMap(([key]) => keyFiles(key).map(({ file }) => file))]);
  const removed = removeOtherFiles(new Set([...written, stampFile]));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`generate-media: ${subjects.length} images, ${written.size} files written, ${removed} old files removed, ${seconds} s`);
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
