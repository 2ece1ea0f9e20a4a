import type { FastifyInstance } from 'fastify';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers send Origin on every cross-site state-changing request; one from another origin
 * is refused. API clients that send no Origin (curl, mobile apps) are let through: they
 * carry no ambient cookies of a victim.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || origin === allowed) return;
    return reply.code(403).send({ message: 'This request came from another site and was refused.' });
  });
}
