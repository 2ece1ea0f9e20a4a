import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Route hooks for answers that must not tell, by when they come, whether an email is known: the
 * work behind them differs (a known email gets a mail queued, a code check writes its try), so every answer waits until
 * `floorMs` after the request arrived. The floor is well above that work's usual time; only a
 * server loaded past it would let the difference show. Spread into the route's options.
 *
 * The arrival is stamped here rather than read from `reply.elapsedTime`, which Fastify only
 * keeps when a logger or an onResponse hook is set.
 */
export function steadyTiming(floorMs: number) {
  const arrivals = new WeakMap<FastifyRequest, number>();
  return {
    onRequest: async (request: FastifyRequest) => {
      arrivals.set(request, performance.now());
    },
    onSend: async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      const wait = (arrivals.get(request) ?? performance.now()) + floorMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return payload;
    },
  };
}

/** The floor of the answers that say nothing about an email (verify, resend, forgot password). */
export const emailBlindAnswerMs = 250;
