/*
 * The membership card offline (decision 0024). The card page (/dashboard/card) asks this worker
 * to keep it, with the files it loaded; when the network fails, the card page and those files
 * come from here, so the member sees the card as last seen. Nothing else is kept: every address
 * is checked against `mayKeep`, and the card page is kept only when the server answered it (a
 * session that ended is a redirect, never kept). The page forgets the card at logout and when
 * someone else signs in (src/lib/saved-card.ts, which names the same cache).
 */
const cacheName = 'member-card';
const cardPath = '/dashboard/card';
const cardPhoto = /^\/api\/cards\/[^/]+\/[^/]+\/photo$/;

const mayKeep = (url) =>
  url.origin === self.location.origin &&
  (url.pathname === cardPath || url.pathname.startsWith('/assets/') || cardPhoto.test(url.pathname) || url.pathname === '/favicon.svg');

async function keep(addresses) {
  const urls = [...new Set([cardPath, ...addresses])].map((address) => new URL(address, self.location.origin)).filter(mayKeep);
  const answers = await Promise.all(urls.map((url) => fetch(url.pathname, { credentials: 'same-origin', redirect: 'manual' })));
  // All or nothing: a card page without its files, or a failed page, must not replace a good one.
  if (answers.some((answer) => !answer.ok)) return;
  await caches.delete(cacheName);
  const cache = await caches.open(cacheName);
  await Promise.all(urls.map((url, index) => cache.put(url.pathname, answers[index])));
}

// One change at a time, in the order asked: a logout's forgetting is never undone by a keep that started before it.
let changes = Promise.resolve();
self.addEventListener('message', (event) => {
  const { type, urls } = event.data ?? {};
  const change = type === 'keep-card' && Array.isArray(urls) ? () => keep(urls) : type === 'forget-card' ? () => caches.delete(cacheName) : null;
  if (!change) return;
  changes = changes.then(change).catch(() => undefined);
  event.waitUntil(changes);
});

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || !mayKeep(url)) return;
  // The network first, always: the kept copy only when it fails.
  event.respondWith(
    fetch(request).catch(async () => (await caches.match(url.pathname, { cacheName })) ?? Response.error()),
  );
});
