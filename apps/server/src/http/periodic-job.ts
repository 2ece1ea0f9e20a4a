import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FileStorage } from '../infra/storage/file-storage';
import type { PaymentProvider } from '../infra/payments/payment-provider';
import type { AppDeps } from './app-instance';

export const minuteMs = 60 * 1000;
export const hourMs = 60 * minuteMs;

/** Work the server does on its own, every so often: each area lists its own in its jobs.ts. */
export interface PeriodicJob {
  /** What it does, as the log says when it fails: "could not <what>". */
  what: string;
  everyMs: number;
  /** Also once when the app is ready: a sweep that should not wait a whole round after a restart. */
  atStart?: boolean;
  run: () => Promise<unknown>;
}

/** What the areas' jobs work with. */
export interface JobDeps extends AppDeps {
  storage: FileStorage;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

/**
 * Runs a job every `everyMs` while the app is up (and once when it is ready, with `atStart`).
 * A failure is logged as `could not <what>` and the next round tries again; the timer never
 * keeps the process alive and stops when the app closes.
 */
export function runPeriodically(app: FastifyInstance, job: PeriodicJob) {
  const round = async () => {
    try {
      await job.run();
    } catch (error) {
      app.log.error({ err: error }, `could not ${job.what}`);
    }
  };
  const timer = setInterval(() => void round(), job.everyMs).unref();
  if (job.atStart) app.addHook('onReady', round);
  app.addHook('onClose', async () => clearInterval(timer));
}
