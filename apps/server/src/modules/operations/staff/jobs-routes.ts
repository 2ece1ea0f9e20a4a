import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { jobIdParams, jobsOverviewSchema } from '@rgcc/shared/operations/jobs';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { jobsOverview, retryFailedJob } from '../jobs/service';

const errors = errorReplies(400, 401, 403, 404);

/** The console's Jobs section (admin only): the server's background work and what failed of it. */
export async function jobsRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Jobs'));

  app.get(
    '/api/admin/jobs',
    {
      schema: {
        summary: 'Jobs (admin): each queue of background work with its jobs waiting, running and failed, and the latest jobs that failed for good (queue, when, error, tries; never their data)',
        response: { 200: jobsOverviewSchema, ...errors },
      },
    },
    async (request) => jobsOverview(app.jobQueue, await signedInAccount(db, request)),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      schema: {
        summary: 'Jobs (admin): try a failed job once more (audited); 404 when no failed job has this ID',
        params: jobIdParams,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => retryFailedJob(db, app.jobQueue, await signedInAccount(db, request), request.params.id),
  );
}
