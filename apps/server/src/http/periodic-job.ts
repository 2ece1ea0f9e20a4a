import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../infra/storage/file-storage';
import type { PaymentProvider } from '../infra/payments/payment-provider';
import { periodicRetry, type QueueDefinition } from '../infra/jobs/job-queue';
import type { AppDeps } from './app-instance';

/** Cron expressions (in the club's time zone, Asia/Dhaka) the areas' jobs use. */
export const everyMinute = '* * * * *';
export const everyFiveMinutes = '*/5 * * * *';
export const everyHour = '0 * * * *';

/**
 * Work the server does on its own, every so often: each area lists its own in its jobs.ts. Each
 * is a queue of the job queue (infra/jobs/job-queue.ts): whatever the number of instances, each
 * round runs once, and a round that fails is retried, then kept failed for the console.
 */
export interface PeriodicJob {
  /** The queue's name, in kebab-case: the console and the metrics show it. */
  name: string;
  /** What it does, as the log says when it fails: "could not <what>". */
  what: string;
  /** When, as a cron expression in the club's time zone. */
  cron: string;
  /** Also once when an instance starts: a sweep that should not wait a whole round after a restart. */
  atStart?: boolean;
  run: () => Promise<unknown>;
}

/** What the areas' jobs work with. */
export interface JobDeps extends AppDeps {
  storage: FileStorage;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

/** A periodic job as its queue. */
export function periodicQueue(job: PeriodicJob): QueueDefinition {
  return { name: job.name, what: job.what, cron: job.cron, atStart: job.atStart ?? false, retry: periodicRetry, run: () => job.run() };
}
