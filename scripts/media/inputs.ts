/**
 * What the pictures are drawn from, and the stamp that says the folder was drawn from exactly
 * that. `npm run build` runs the generator every time; with the stamp it costs a hash of a few
 * files instead of two minutes of encoding, and any change to a drawing, a caption or a key's
 * sizes redraws every file, so no picture is older than what it was drawn from.
 *
 * Only Node built-ins here: the check must not load sharp or the drawing modules.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const publicDir = path.join(rootDir, 'apps/web/public');
/** Everything in it is generated (the app icons too) and gitignored. */
export const mediaDir = path.join(publicDir, 'media');
export const stampFile = path.join(mediaDir, '.inputs-hash');

const ownDir = 'scripts/media';

/**
 * The files outside scripts/media that the drawing modules import, as paths from the repository
 * root: the words each picture is drawn from, and the keys, widths and formats it is written in.
 * scripts/media-inputs.test.ts checks that this list and those imports agree.
 */
export const importedInputs = ['apps/server/src/db/seed/content-data.ts', 'packages/shared/src/content/media-variants.ts'];

/** Every input file, sorted, as paths from the repository root. */
export function inputFiles(): string[] {
  const own = fs
    .readdirSync(path.join(rootDir, ownDir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return [...own, ...importedInputs].sort();
}

/** The encoder's version counts too: another sharp (and its libvips) writes other bytes. */
function sharpVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('sharp'));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === 'sharp' && version) return version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('generate-media: cannot find the version of sharp');
    dir = parent;
  }
}

export function inputsHash(): string {
  const hash = createHash('sha256');
  hash.update(`sharp ${sharpVersion()}\0`);
  for (const file of inputFiles()) {
    let contents: Buffer;
    try {
      contents = fs.readFileSync(path.join(rootDir, file));
    } catch (error) {
      throw new Error(`generate-media: cannot read the input ${file}; if it moved, update importedInputs in ${ownDir}/inputs.ts`, { cause: error });
    }
    hash.update(`${file}\0${contents.length}\0`);
    hash.update(contents);
  }
  return hash.digest('hex');
}

export function readStamp(): string | null {
  try {
    return fs.readFileSync(stampFile, 'utf8').trim();
  } catch {
    return null;
  }
}

export function writeStamp(hash: string): void {
  fs.mkdirSync(mediaDir, { recursive: true });
  fs.writeFileSync(stampFile, `${hash}\n`);
}

/** Before a redraw: a run stopped half-way must not leave a stamp that vouches for the folder. */
export function clearStamp(): void {
  fs.rmSync(stampFile, { force: true });
}
