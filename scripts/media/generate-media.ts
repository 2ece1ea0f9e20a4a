/**
 * Draws the site's placeholder photographs as flat, layered illustrations and writes every
 * variant the web app asks for (packages/shared/src/content/media-variants.ts) into
 * apps/web/public/media. Nothing is fetched from outside: each image is an SVG drawn from a
 * seed (the media key) and from the words of its content (an alt text, a dish name), so the
 * same key always gives the same picture and the picture matches what its caption says.
 *
 *   node --import tsx scripts/media/generate-media.ts                 every variant, unless unchanged
 *   node --import tsx scripts/media/generate-media.ts --png DIR KEY…  previews (largest width; --svg too)
 *   node --import tsx scripts/media/generate-media.ts --frames KEY DIR WIDTH COUNT [--zoom]
 *                                                                     animation frames (make-videos.sh)
 *
 * The first form runs on every build: it redraws the whole folder only when a hash of what the
 * pictures are drawn from (scripts/media/inputs.ts) differs from the stamp the last full run left
 * in apps/web/public/media/.inputs-hash. Delete that file to redraw anyway.
 */
import path from 'node:path';
import { clearStamp, inputsHash, readStamp, stampFile, writeStamp } from './inputs';

async function generateUnlessUnchanged(): Promise<void> {
  const started = performance.now();
  const hash = inputsHash();
  if (readStamp() === hash) {
    const ms = Math.round(performance.now() - started);
    console.log(`generate-media: inputs unchanged since the last run, skipped (${ms} ms; delete ${path.relative(process.cwd(), stampFile)} to redraw)`);
    return;
  }
  clearStamp();
  // Loaded only now: sharp and the drawing modules are most of the time a skipped run would take.
  const { generateAll } = await import('./output');
  await generateAll();
  writeStamp(hash);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === '--png' || command === '--svg') {
    const [outDir, ...keys] = rest;
    if (!outDir) throw new Error(`Usage: ${command} OUT_DIR [KEY...]`);
    const { writePreviews } = await import('./output');
    await writePreviews(path.resolve(outDir), keys, command === '--svg');
  } else if (command === '--frames') {
    const [key, outDir, width, count] = rest;
    if (!key || !outDir || !width || !count) throw new Error('Usage: --frames KEY OUT_DIR WIDTH COUNT [--zoom]');
    const { writeFrames } = await import('./output');
    await writeFrames(key, path.resolve(outDir), Number(width), Number(count), rest.includes('--zoom'));
  } else {
    await generateUnlessUnchanged();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
