/**
 * `npm start`: builds what changed, then runs the server. The web app is built first (or found
 * unchanged) and the server starts as soon as it is there; the placeholder media are drawn
 * meanwhile at a lower priority, and copied into the build when done, so that a fresh clone's
 * first page does not wait for them (decision 0033). A restart with nothing changed is the
 * server's start alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildWebUnlessUnchanged, givenEnvironment, mirrorMedia, startMedia, type MediaJob } from './steps';
import { rootDir } from './web-inputs';

let server: ChildProcess | null = null;
let media: MediaJob | null = null;

/** Stops the drawing with this process: it is of no use without the server it was for. */
function exitWith(code: number): never {
  media?.child?.kill('SIGTERM');
  process.exit(code);
}

async function main() {
  media = startMedia({ niced: true });
  await buildWebUnlessUnchanged();
  // The media may be drawn already (a restart): then they are in the build before the first page.
  mirrorMedia();
  // Node itself rather than `npm run start -w apps/server` (the same command): one process less to
  // start, and no npm between this one and the server to pass signals on a second time.
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: path.join(rootDir, 'apps/server'), env: givenEnvironment, stdio: 'inherit' });
  media.done.then(
    () => {
      if (mirrorMedia()) console.log('build: the placeholder pictures are drawn and in the site');
    },
    (error: unknown) => console.error(`The placeholder pictures could not be drawn; the site runs without them. ${String(error)}`),
  );
  exitWith(await new Promise<number>((resolve) => server!.once('exit', (code) => resolve(code ?? 1))));
}

// Passed on to the server, whose shutdown closes the database; it ignores the same signal twice
// (a terminal's Ctrl-C reaches every process of the group, this one's too).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!server) exitWith(1);
    server.kill(signal);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  server?.kill('SIGTERM');
  exitWith(1);
});
