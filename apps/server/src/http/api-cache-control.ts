import type { FastifyInstance } from 'fastify';

/** What every API answer says unless its route chose otherwise (the public content lists do). */
export const privateNoStore = 'private, no-store';

/**
 * The club's public content: the same for everyone, but a browser asks again each time (a
 * navigation between pages), so that a change shows at once; the server answers from its cache.
 */
export const publicNoCache = 'public, no-cache';

/**
 * API answers are private and never stored by default: most carry a member's or staff's data,
 * or depend on who asks. Only routes that answer the same to everyone opt into caching (and the
 * hook runs before theirs, so their header wins).
 */
export function registerPrivateApiAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return;
    reply.header('Cache-Control', privateNoStore);
  });
}
