/**
 * `npm run build`: the whole site, media included, ready for the server, the e2e suite and the
 * Lighthouse benchmark. The media generator and the web build run at once; each skips itself
 * while its inputs are unchanged (scripts/media/inputs.ts, scripts/build/web-inputs.ts).
 */
import { buildWebUnlessUnchanged, mirrorMedia, startMedia } from './steps';

async function main() {
  const media = startMedia({ niced: false });
  try {
    await buildWebUnlessUnchanged();
  } catch (error) {
    // No drawing left running behind a failed build.
    media.child?.kill('SIGTERM');
    throw error;
  }
  await media.done;
  mirrorMedia();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
