import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import { overloaded } from './faults';

/** How often the loop notes it is free. */
const heartbeatMs = 20;

/** The requests being served now, and how many were turned away (the metrics read both). */
export interface RequestsInFlight {
  count: number;
  shed: number;
}

/**
 * Sheds load past what the server can serve: such a request is answered 503 with `Retry-After`
 * at once, before any work, so that none waits long and a load balancer or the browser tries
 * again. Two signs, because the database queues in two ways:
 * - PGlite runs each query on the event loop itself (WebAssembly, no I/O): under load the
 *   requests wait unread in the loop's queue, before any hook. When the loop has not been free
 *   for `maxEventLoopDelayMs`, the requests it reads are answered at once, which empties the
 *   queue quickly.
 * - postgres.js queues queries beyond its pool while the event loop stays free: past
 *   `maxInFlight` requests being served, the next one is answered at once.
 * Not counted: the health and metrics probes (they must answer under load), a page's own
 * in-process API requests (the page is counted once), and Server-Sent Events streams, which stay
 * open for hours doing nothing.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  { maxInFlight, maxEventLoopDelayMs }: { maxInFlight: number; maxEventLoopDelayMs: number },
  inProcess: { header: string; token: string },
) {
  const inFlight: RequestsInFlight = { count: 0, shed: 0 };
  app.decorate('requestsInFlight', inFlight);
  const exempt = (request: FastifyRequest) =>
    request.url.startsWith('/api/health') ||
    request.url === '/metrics' ||
    request.headers[inProcess.header] === inProcess.token ||
    request.headers.accept === 'text/event-stream';
  const shed = (reply: FastifyReply) => {
    inFlight.shed++;
    void reply.code(overloaded.statusCode).header('retry-after', String(overloaded.retryAfterSeconds));
    return { message: overloaded.message };
  };

  // Within one long turn of the loop (a queue of requests each running its queries), how long
  // since the loop was last free to run a timer says at once how long the next request waited.
  let loopFreeAt = performance.now();
  const heartbeat = setInterval(() => (loopFreeAt = performance.now()), heartbeatMs).unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.addHook('onRequest', async (request, reply) => {
    if (exempt(request)) return;
    if (inFlight.count >= maxInFlight || performance.now() - loopFreeAt > maxEventLoopDelayMs) return reply.send(shed(reply));
    inFlight.count++;
    // 'close' comes once the answer is sent, or the client went away: either way the slot is free.
    reply.raw.once('close', () => inFlight.count--);
  });
}
