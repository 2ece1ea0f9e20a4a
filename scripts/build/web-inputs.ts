/**
 * What the web build (apps/web/dist and dist-server) is made from, and the stamp that says the
 * build was made from exactly that. `npm start` runs the build every time; with the stamp an
 * unchanged tree costs a hash of its sources instead of two Vite builds and the compression, so
 * a restart is only the server's start. Any change to a page, a shared module, a library's
 * version or the build's own code builds again. The media have a stamp of their own
 * (scripts/media/inputs.ts): they are drawn apart, and copied into the build when ready.
 *
 * Only Node built-ins here: the check must not load Vite.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the build reads, from the repository root: folders whole, but what is generated or installed. */
export const webInputRoots = ['apps/web', 'packages/shared', 'scripts/build', 'package.json', 'package-lock.json'];
/** Never inputs: the build's own output, installed libraries, and the media (hashed by their generator). */
export const notWebInputs = ['node_modules', 'apps/web/dist', 'apps/web/dist-server', 'apps/web/public/media'];

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !notWebInputs.includes(path.posix.join(relative, entry.name)) && entry.name !== 'node_modules')
    .flatMap((entry) => (entry.isDirectory() || entry.isFile() ? filesUnder(root, path.posix.join(relative, entry.name)) : []));
}

/** Every input file, sorted, as paths from `root`. */
export function webInputFiles(root = rootDir): string[] {
  return webInputRoots.flatMap((relative) => filesUnder(root, relative)).sort();
}

export function webInputsHash(root = rootDir): string {
  const hash = createHash('sha256');
  for (const file of webInputFiles(root)) {
    const contents = fs.readFileSync(path.join(root, file));
    hash.update(`${file}\0${contents.length}\0`);
    hash.update(contents);
  }
  return hash.digest('hex');
}

/** In the client build's folder; the server never serves a dotfile of the build. */
export const webStampFile = (root = rootDir) => path.join(root, 'apps/web/dist/.build-inputs-hash');

export function readWebStamp(root = rootDir): string | null {
  try {
    return fs.readFileSync(webStampFile(root), 'utf8').trim();
  } catch {
    return null;
  }
}

export function writeWebStamp(hash: string, root = rootDir): void {
  fs.writeFileSync(webStampFile(root), `${hash}\n`);
}

/** Before a build: one stopped half-way must not leave a stamp that vouches for the folder. */
export function clearWebStamp(root = rootDir): void {
  fs.rmSync(webStampFile(root), { force: true });
}
