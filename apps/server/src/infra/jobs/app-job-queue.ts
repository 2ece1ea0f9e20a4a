import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { MailWorker, mailRetry, type MailWorkerLog } from '../mail/mail-worker';
import type { MailTransport } from '../mail/mail-transport';
import { eraseSpentSecrets } from '../mail/outbox';
import { JobQueue } from './job-queue';
import { jobSqlFor } from './job-sql';
import { mailQueue } from './job-tables';

const mailJob = z.object({ mailId: z.number().int() });

/**
 * The app's job queue with what infra itself queues: mail delivery, one job per mail, and the
 * sweep of spent secrets. The areas' periodic jobs are added by app.ts before it starts.
 */
export function createJobQueue(db: Database, config: Pick<Config, 'MAIL_RETRY_LIMIT'>, transport: MailTransport, log: MailWorkerLog): JobQueue {
  const queue = new JobQueue(jobSqlFor(db), log);
  const worker = new MailWorker(db, transport, log);
  queue.define({ name: mailQueue, what: 'deliver a mail', retry: mailRetry(config.MAIL_RETRY_LIMIT), run: (data) => worker.deliver(mailJob.parse(data).mailId) });
  queue.define({
    name: 'erase-spent-mail-secrets',
    what: 'erase mail bodies whose secret was spent',
    cron: '* * * * *',
    retry: { retryLimit: 0, retryDelay: 1 },
    run: async () => {
      const { erased, dropped } = await eraseSpentSecrets(db, new Date());
      if (erased + dropped > 0) log.info({ erased, dropped }, 'erased mail bodies whose secret was spent');
    },
  });
  return queue;
}
