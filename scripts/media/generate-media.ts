/**
 * Draws the site's placeholder photographs as flat, layered illustrations and writes every
 * variant the web app asks for (packages/shared/src/media/media-variants.ts) into
 * apps/web/public/media. Nothing is fetched from outside: each image is an SVG drawn from a
 * seed (the media key) and from the words of its content (an alt text, a dish name), so the
 * same key always gives the same picture and the picture matches what its caption says.
 *
 *   node --import tsx scripts/media/generate-media.ts                 all missing variants
 *   node --import tsx scripts/media/generate-media.ts --png DIR KEY…  previews (largest width; --svg too)
 *   node --import tsx scripts/media/generate-media.ts --frames KEY DIR WIDTH COUNT [--zoom]
 *                                                                     animation frames (make-videos.sh)
 *
 * Existing files are kept, so a rebuild costs nothing; delete the folder to redraw.
 */
import path from 'node:path';
import { generateAll, writeFrames, writePreviews } from './output';

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === '--png' || command === '--svg') {
    const [outDir, ...keys] = rest;
    if (!outDir) throw new Error(`Usage: ${command} OUT_DIR [KEY...]`);
    await writePreviews(path.resolve(outDir), keys, command === '--svg');
  } else if (command === '--frames') {
    const [key, outDir, width, count] = rest;
    if (!key || !outDir || !width || !count) throw new Error('Usage: --frames KEY OUT_DIR WIDTH COUNT [--zoom]');
    await writeFrames(key, path.resolve(outDir), Number(width), Number(count), rest.includes('--zoom'));
  } else {
    await generateAll();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
