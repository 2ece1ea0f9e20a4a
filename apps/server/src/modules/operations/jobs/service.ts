import { jobNotFoundMessage, jobRetriedMessage, type JobsOverview } from '@rgcc/shared/operations/jobs';
import type { Database } from '../../../db/client';
import type { AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';

/** How many failed jobs the console lists, newest first. */
const failedListed = 50;

/** The console's Jobs page: each queue with its counts, and the jobs that failed for good. */
export async function jobsOverview(jobQueue: JobQueue, viewer: AccountRow): Promise<JobsOverview> {
  assertStaff(viewer, 'Jobs');
  const [stats, failed] = await Promise.all([jobQueue.stats(), jobQueue.failedJobs(failedListed)]);
  return {
    queues: stats.map((queue) => ({ ...queue, what: jobQueue.what(queue.queue) })),
    failed: failed.map((job) => ({ ...job, failedAt: job.failedAt.toISOString() })),
  };
}

/** Queues a failed job again, once more, and notes who did it in the audit log. */
export async function retryFailedJob(db: Database, jobQueue: JobQueue, actor: AccountRow, id: string) {
  assertStaff(actor, 'Jobs');
  const retried = await jobQueue.retry(id);
  if (!retried) throw new AppError(404, jobNotFoundMessage);
  await recordStaffAction(db, actor, { action: 'job.retried', entity: { type: 'job', id }, detail: `${retried.queue}: ${retried.what}` });
  return { message: jobRetriedMessage };
}
