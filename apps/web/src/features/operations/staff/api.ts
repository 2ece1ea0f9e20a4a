import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
// Types only: a value import from the schema module would pull zod into the console's first load.
import type { JobsOverview } from '@rgcc/shared/operations/jobs';
import type { MessageReply } from '@rgcc/shared/common/message-reply';

export async function jobsLoader(args: LoaderFunctionArgs) {
  return { jobs: await readSignedIn<JobsOverview>(args, '/api/admin/jobs') };
}

/** Retrying a job; afterwards (or after a refusal: it was retried already) the page is read again. */
export function useRetryJob(id: string) {
  const revalidator = useRevalidator();
  return useSubmission({ send: () => api.post<MessageReply>(`/api/admin/jobs/${id}/retry`, undefined), onSettled: () => void revalidator.revalidate() });
}
