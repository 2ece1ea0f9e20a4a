/**
 * The membership card kept for offline use by the service worker (public/card-worker.js, which
 * names the same cache). Only the card page registers the worker, so no other page loads it.
 */
export const savedCardCacheName = 'member-card';
const workerPath = '/card-worker.js';

/** Asks the worker to keep the card page and the files it loaded (the worker checks each address). */
export async function keepCardForOffline(photoUrl: string | null) {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register(workerPath, { scope: '/' });
  const { active } = await navigator.serviceWorker.ready;
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  active?.postMessage({ type: 'keep-card', urls: [window.location.pathname, ...loaded, ...(photoUrl ? [photoUrl] : [])] });
}

/** At logout, and when someone else signs in: the card is theirs only. */
export function forgetSavedCard() {
  if (typeof window === 'undefined') return;
  if ('caches' in window) void caches.delete(savedCardCacheName);
  // And through the worker, after any keeping it has started.
  navigator.serviceWorker?.controller?.postMessage({ type: 'forget-card' });
}
