import type { FastifyInstance } from 'fastify';

export const hourMs = 60 * 60 * 1000;

/**
 * Runs `job` every `everyMs` while the app is up (and once when it is ready, with `atStart`).
 * A failure is logged as `could not <what>` and the next round tries again; the timer never
 * keeps the process alive and stops when the app closes.
 */
export function runPeriodically(app: FastifyInstance, options: { what: string; everyMs: number; atStart?: boolean }, job: () => Promise<unknown>) {
  const round = async () => {
    try {
      await job();
    } catch (error) {
      app.log.error({ err: error }, `could not ${options.what}`);
    }
  };
  const timer = setInterval(() => void round(), options.everyMs).unref();
  if (options.atStart) app.addHook('onReady', round);
  app.addHook('onClose', async () => clearInterval(timer));
}
