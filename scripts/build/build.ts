/**
 * `npm run build`: the whole site, media included, ready for the server, the e2e suite and the
 * Lighthouse benchmark. The media generator and the web build run at once; each skips itself
 * while its inputs are unchanged (scripts/media/inputs.ts, scripts/build/web-inputs.ts).
 */
import { buildWebUnlessUnchanged, mirrorMedia, startMedia } from './steps';

async function main() {
  const media = startMedia({ niced: false });
  // Both are waited for, even when one fails, so that no step is left running.
  const [web, drawn] = await Promise.allSettled([buildWebUnlessUnchanged(), media.done]);
  if (web.status === 'rejected') throw web.reason;
  if (drawn.status === 'rejected') throw drawn.reason;
  mirrorMedia();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
