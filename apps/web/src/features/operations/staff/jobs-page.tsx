import { RotateCcw } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ListTable } from '@/components/ui/list-table';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import type { FailedJobView } from '@rgcc/shared/operations/jobs';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { formatNumber } from '@rgcc/shared/format/number';
import { useRetryJob, type jobsLoader } from './api';
import { jobsTexts } from './jobs-texts';

/**
 * `/admin/jobs` (admin only): the server's background work, queue by queue, and the jobs that
 * failed after their retries, each with its error and a button to try it once more.
 */
export function JobsPage() {
  const t = useTexts(jobsTexts);
  const locale = useLocale();
  const { jobs } = useLoaderData<typeof jobsLoader>();
  return (
    <>
      <PageHeader title={t('jobs')} eyebrow={t('staffConsole')} inConsole>
        {t('intro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-10">
          <section aria-labelledby="failed-heading" className="space-y-4">
            <h2 id="failed-heading" className="text-2xl">
              {t('failedJobs')}
            </h2>
            {jobs.failed.length === 0 ? (
              <p className="text-ink-muted">{t('noJobFailed')}</p>
            ) : (
              <ListTable
                id="failed-caption"
                caption={t('failedCaption')}
                headings={[t('headingJob'), t('headingFailedAt'), t('headingTries'), t('headingError'), t('headingActions')]}
                widthClass="min-w-[44rem]"
              >
                {jobs.failed.map((job) => (
                  <FailedJobRow key={job.id} job={job} />
                ))}
              </ListTable>
            )}
          </section>
          <section aria-labelledby="queues-heading" className="space-y-4">
            <h2 id="queues-heading" className="text-2xl">
              {t('queues')}
            </h2>
            <ListTable
              id="queues-caption"
              caption={t('queuesCaption')}
              headings={[t('headingQueue'), t('headingWaiting'), t('headingRunning'), t('headingFailed')]}
              widthClass="min-w-[36rem]"
            >
              {jobs.queues.map((queue) => (
                <tr key={queue.queue}>
                  <QueueHeading what={queue.what} queue={queue.queue} />
                  <td className="px-4 py-3">{formatNumber(queue.queued, locale)}</td>
                  <td className="px-4 py-3">{formatNumber(queue.active, locale)}</td>
                  <td className="px-4 py-3">{formatNumber(queue.failed, locale)}</td>
                </tr>
              ))}
            </ListTable>
          </section>
        </div>
      </Section>
    </>
  );
}

/** A row's heading: what the queue's jobs do, and the queue's name as the logs and metrics say it. */
function QueueHeading({ what, queue }: { what: string; queue: string }) {
  return (
    <th scope="row" className="px-4 py-3 font-semibold">
      <span className="first-letter:uppercase block">{what}</span>
      <span className="font-normal text-ink-muted">{queue}</span>
    </th>
  );
}

function FailedJobRow({ job }: { job: FailedJobView }) {
  const t = useTexts(jobsTexts);
  const locale = useLocale();
  const failedAt = formatClubDateTime(job.failedAt, locale);
  const retry = useRetryJob(job.id);
  const onRetry = () =>
    retry.submit(undefined, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorMessage(error, t('couldNotRetry'))),
    });
  return (
    <tr className="align-top">
      <QueueHeading what={job.what} queue={job.queue} />
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={job.failedAt}>{failedAt}</time>
      </td>
      <td className="px-4 py-3">{formatNumber(job.attempts, locale)}</td>
      <td className="px-4 py-3 break-words">{job.error || t('noMessage')}</td>
      <td className="px-4 py-3">
        <Button type="button" variant="secondary" disabled={retry.isPending} onClick={onRetry} aria-label={t('retryJob', { what: job.what, when: failedAt })}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {retry.isPending ? t('retrying') : t('retry')}
        </Button>
      </td>
    </tr>
  );
}
