import type { FastifyRequest } from 'fastify';
import type { AppInstance } from './app-instance';
import { overloaded } from './faults';

/** The requests being served now, and how many were turned away (the metrics read both). */
export interface RequestsInFlight {
  count: number;
  shed: number;
}

/**
 * Bounds the requests served at once. PGlite runs one query at a time, and postgres.js queues
 * queries beyond its pool: past what the database can serve, requests would queue without bound
 * (the event loop stays free, so event-loop pressure never shows it). Past `limit`, a request is
 * answered 503 with `Retry-After` at once, before any work, so that none waits long and a load
 * balancer or the browser tries again. Not counted: the health and metrics probes (they must
 * answer under load), a page's own in-process API requests (the page is counted once), and
 * Server-Sent Events streams, which stay open for hours doing nothing.
 */
export function registerLoadShedding(app: AppInstance, limit: number, inProcess: { header: string; token: string }) {
  const inFlight: RequestsInFlight = { count: 0, shed: 0 };
  app.decorate('requestsInFlight', inFlight);
  const exempt = (request: FastifyRequest) =>
    request.url.startsWith('/api/health') ||
    request.url === '/metrics' ||
    request.headers[inProcess.header] === inProcess.token ||
    request.headers.accept === 'text/event-stream';

  app.addHook('onRequest', async (request, reply) => {
    if (exempt(request)) return;
    if (inFlight.count >= limit) {
      inFlight.shed++;
      return reply
        .code(overloaded.statusCode)
        .header('retry-after', String(overloaded.retryAfterSeconds))
        .send({ message: overloaded.message });
    }
    inFlight.count++;
    // 'close' comes once the answer is sent, or the client went away: either way the slot is free.
    reply.raw.once('close', () => inFlight.count--);
  });
}
