import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { SupportFollowUpInput, SupportThread, SupportThreadCreated, SupportThreadInput, SupportThreadSummary } from '@rgcc/shared/comms/support';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import { api } from '@/lib/api-client';
import { isRowId, readSignedIn, readSignedInIfThere } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';

export async function supportThreadsLoader(args: LoaderFunctionArgs) {
  return { threads: await readSignedIn<SupportThreadSummary[]>(args, '/api/member/support') };
}

/** Null for an id that cannot exist, or a thread that is not the member's: the page says so. */
export async function supportThreadLoader(args: LoaderFunctionArgs) {
  const { id = '' } = args.params;
  return { thread: isRowId(id) ? await readSignedInIfThere<SupportThread>(args, `/api/member/support/${id}`) : null };
}

export function useStartThread() {
  return useSubmission({ send: (input: SupportThreadInput) => api.post<SupportThreadCreated>('/api/member/support', input) });
}

/** After the message is sent, the thread is read again to show it in its place. */
export function useFollowUp(id: number) {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (input: SupportFollowUpInput) => api.post<MessageReply>(`/api/member/support/${id}/messages`, input),
    onSettled: () => void revalidator.revalidate(),
  });
}
