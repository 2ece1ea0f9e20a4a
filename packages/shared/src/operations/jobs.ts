import { text } from '../common/text';
import { z } from '../common/zod';

/** One queue of the server's job queue, as the console's Jobs page lists it. */
export const jobQueueSummarySchema = z.object({
  queue: z.string(),
  what: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
});

/** A job that failed for good (its retries spent): never its data, which may be personal. */
export const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  what: z.string(),
  failedAt: z.string(),
  error: z.string(),
  attempts: z.number().int(),
});

export const jobsOverviewSchema = z.object({ queues: z.array(jobQueueSummarySchema), failed: z.array(failedJobSchema) });
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
export type FailedJobView = z.infer<typeof failedJobSchema>;

export const jobNotFoundMessage = 'There is no failed job with this ID (it may have been retried already).';
export const jobRetriedMessage = 'The job is queued again and will be tried once more.';

/** A job's ID as pg-boss makes it: a UUID. */
export const jobIdParams = z.object({ id: text().regex(z.regexes.uuid(), jobNotFoundMessage) });
