import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
import { reviewVisibilities, type ReviewVisibility } from '@rgcc/shared/comms/review-constants';
// Types only: the schema module would pull zod into the console's first load.
import type { ReviewDeletionInput, StaffReview, StaffReviewPage } from '@rgcc/shared/comms/reviews';

export interface ReviewFilters {
  q: string;
  visibility: ReviewVisibility | '';
  page: number;
}

const isVisibility = (value: string | null): value is ReviewVisibility => (reviewVisibilities as readonly (string | null)[]).includes(value);

function filtersFrom(params: URLSearchParams): ReviewFilters {
  const visibility = params.get('visibility');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    visibility: isVisibility(visibility) ? visibility : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function paramsFrom(filters: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.visibility) params.set('visibility', filters.visibility);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** `/admin/reviews`. */
export async function reviewsLoader(args: LoaderFunctionArgs) {
  const filters = filtersFrom(new URL(args.request.url).searchParams);
  const query = paramsFrom(filters).toString();
  return { filters, reviews: await readSignedIn<StaffReviewPage>(args, `/api/admin/reviews${query ? `?${query}` : ''}`) };
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
    send: ({ id, ...input }: ReviewDeletionInput & { id: number }) => api.post<{ message: string }>(`/api/admin/reviews/${id}/deletion`, input),
    onSettled: () => void revalidator.revalidate(),
  });
}
