import { RotateCcw } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ListTable } from '@/components/ui/list-table';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import type { FailedJobView } from '@rgcc/shared/operations/jobs';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useRetryJob, type jobsLoader } from './api';

/**
 * `/admin/jobs` (admin only): the server's background work, queue by queue, and the jobs that
 * failed after their retries, each with its error and a button to try it once more.
 */
export function JobsPage() {
  const { jobs } = useLoaderData<typeof jobsLoader>();
  return (
    <>
      <PageHeader title="Jobs" eyebrow="Staff console" inConsole>
        What the server does on its own: mail, reminders, billing runs, clean-ups. A job that fails is retried a few times, then waits here.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-10">
          <section aria-labelledby="failed-heading" className="space-y-4">
            <h2 id="failed-heading" className="text-2xl">
              Failed jobs
            </h2>
            {jobs.failed.length === 0 ? (
              <p className="text-ink-muted">No job has failed.</p>
            ) : (
              <ListTable
                id="failed-caption"
                caption="Jobs that failed after their retries, newest first"
                headings={['Job', 'Failed at', 'Tries', 'Error', 'Actions']}
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
              Queues
            </h2>
            <ListTable id="queues-caption" caption="Each queue with its jobs waiting, running and failed" headings={['Queue', 'Waiting', 'Running', 'Failed']} widthClass="min-w-[36rem]">
              {jobs.queues.map((queue) => (
                <tr key={queue.queue}>
                  <QueueHeading what={queue.what} queue={queue.queue} />
                  <td className="px-4 py-3">{queue.queued}</td>
                  <td className="px-4 py-3">{queue.active}</td>
                  <td className="px-4 py-3">{queue.failed}</td>
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
  const locale = useLocale();
  const retry = useRetryJob(job.id);
  const onRetry = () =>
    retry.submit(undefined, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorMessage(error, 'The job could not be retried.')),
    });
  return (
    <tr className="align-top">
      <QueueHeading what={job.what} queue={job.queue} />
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={job.failedAt}>{formatClubDateTime(job.failedAt, locale)}</time>
      </td>
      <td className="px-4 py-3">{job.attempts}</td>
      <td className="px-4 py-3 break-words">{job.error || 'No message'}</td>
      <td className="px-4 py-3">
        <Button type="button" variant="secondary" disabled={retry.isPending} onClick={onRetry} aria-label={`Retry: ${job.what}, failed at ${formatClubDateTime(job.failedAt, locale)}`}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {retry.isPending ? 'Retrying…' : 'Retry'}
        </Button>
      </td>
    </tr>
  );
}
