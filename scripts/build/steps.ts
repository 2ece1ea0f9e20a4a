/**
 * The build's steps, which `npm run build` (build.ts) and `npm start` (start.ts) put in their own
 * order: the web app (two Vite builds and the compression, skipped while its inputs are
 * unchanged), the placeholder media (their generator, in a process of its own, skipped the same
 * way), and the copy of the media into the build once they are drawn.
 *
 * The media are drawn apart from the web build so that both run at once, and so that `npm start`
 * need not wait for them: on a fresh clone they are most of the first start (about a hundred
 * seconds of two cores), and a page is served without them, its pictures appearing once drawn.
 * Vite therefore does not copy the public folder itself (it would copy the media half-written);
 * `copyPublic` copies the rest, and `mirrorMedia` the media once their stamp vouches for them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mediaDir, publicDir, readStamp as readMediaStamp } from '../media/inputs';
import { compressDist } from './compress-dist';
import { clearWebStamp, readWebStamp, rootDir, webInputsHash, writeWebStamp } from './web-inputs';

const webDir = path.join(rootDir, 'apps/web');
export const distDir = path.join(webDir, 'dist');
const distMediaDir = path.join(distDir, 'media');
const serverBundle = path.join(webDir, 'dist-server', 'entry-server.js');
const stampName = '.inputs-hash';

/**
 * The environment as `npm start` was given it. Vite sets NODE_ENV=production in the process that
 * builds, which the server would then take for a production deployment: whatever this process
 * starts gets the environment from before.
 */
export const givenEnvironment = { ...process.env };

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Everything in public/ but the media, which `mirrorMedia` copies once drawn. */
function copyPublic() {
  fs.cpSync(publicDir, distDir, { recursive: true, filter: (source) => source !== mediaDir });
}

/** The client and server bundles, compressed; nothing when the stamp says the inputs are unchanged. */
export async function buildWebUnlessUnchanged(): Promise<void> {
  const started = performance.now();
  const hash = webInputsHash();
  if (readWebStamp() === hash && fs.existsSync(serverBundle)) {
    console.log(`build: the web app's inputs are unchanged since the last build, skipped (${seconds(started)}; delete ${path.relative(process.cwd(), path.join(distDir, '.build-inputs-hash'))} to build anyway)`);
    return;
  }
  clearWebStamp();
  // Loaded only now: a skipped build does not pay for loading Vite.
  const { build } = await import('vite');
  const common = { root: webDir, configFile: path.join(webDir, 'vite.config.ts'), logLevel: 'warn' as const };
  await build({ ...common, build: { copyPublicDir: false } });
  await build({ ...common, build: { ssr: 'src/entry-server.tsx', outDir: 'dist-server', copyPublicDir: false } });
  copyPublic();
  compressDist(distDir);
  writeWebStamp(hash);
  console.log(`build: web app built in ${seconds(started)}`);
}

/** A running media generator, or nothing to wait for when the media are drawn already. */
export interface MediaJob {
  child: ChildProcess | null;
  done: Promise<void>;
}

/**
 * Starts the media generator (scripts/media/generate-media.ts, which skips an unchanged set in a
 * few milliseconds) in a process of its own. `niced`: at a lower priority, so that the web build
 * and the server's start come first on a machine with few cores.
 */
export function startMedia({ niced }: { niced: boolean }): MediaJob {
  const generator = [process.execPath, '--import', 'tsx', path.join(rootDir, 'scripts/media/generate-media.ts')];
  const [command, ...args] = niced && process.platform !== 'win32' ? ['nice', '-n', '10', ...generator] : generator;
  const child = spawn(command!, args, { cwd: rootDir, env: givenEnvironment, stdio: 'inherit' });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`generate-media stopped (${signal ?? `exit code ${code}`})`))));
  });
  return { child, done };
}

/**
 * Copies the drawn media into the build, once their stamp vouches for them and the build's copy
 * is not of the same drawing already; answers whether it copied. Into a folder beside it first, swapped in whole, so that
 * the server never sends a picture half-copied.
 */
export function mirrorMedia(): boolean {
  const drawn = readMediaStamp();
  if (!drawn || !fs.existsSync(distDir)) return false;
  let copied: string | null = null;
  try {
    copied = fs.readFileSync(path.join(distMediaDir, stampName), 'utf8').trim();
  } catch {
    // Not copied yet.
  }
  if (copied === drawn) return false;
  const next = `${distMediaDir}.next`;
  fs.rmSync(next, { recursive: true, force: true });
  fs.cpSync(mediaDir, next, { recursive: true });
  fs.rmSync(distMediaDir, { recursive: true, force: true });
  fs.renameSync(next, distMediaDir);
  return true;
}
