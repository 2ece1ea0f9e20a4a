import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
import { staffReviewListFilters } from '@rgcc/shared/comms/review-constants';
import { listUrl, readListState, type ListState } from '@rgcc/shared/common/list-filters';
// Types only: the schema module would pull zod into the console's first load.
import type { ReviewDeletionInput, StaffReview, StaffReviewPage } from '@rgcc/shared/comms/reviews';
import type { MessageReply } from '@rgcc/shared/common/message-reply';

export type ReviewFilters = ListState<typeof staffReviewListFilters>;

/** `/admin/reviews`. */
export async function reviewsLoader(args: LoaderFunctionArgs) {
  const filters = readListState(staffReviewListFilters, new URL(args.request.url).searchParams);
  return { filters, reviews: await readSignedIn<StaffReviewPage>(args, listUrl('/api/admin/reviews', staffReviewListFilters, filters)) };
}

/** After any answer the list is read again: someone else may have changed the review meanwhile. */
export function useSetReviewHidden() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: ({ id, hidden }: { id: number; hidden: boolean }) => api.put<StaffReview>(`/api/admin/reviews/${id}/visibility`, { hidden }),
    onSettled: () => void revalidator.revalidate(),
  });
}

export function useDeleteReview() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: ({ id, ...input }: ReviewDeletionInput & { id: number }) => api.post<MessageReply>(`/api/admin/reviews/${id}/deletion`, input),
    onSettled: () => void revalidator.revalidate(),
  });
}
