import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError } from '@/lib/api-client';
import type { ApplicationStatus } from '@rgcc/shared/constants/applications';
import type { ApplicantCategory } from '@rgcc/shared/constants/membership';
// Types only: a value import from the schema module would pull zod into the console's first load.
import type { ApplicationDetail, ApplicationList, RejectApplicationInput } from '@rgcc/shared/schemas/applications-review';

/** The list's search, filters and page, as the URL keeps them. */
export interface ApplicationFilters {
  q: string;
  status: ApplicationStatus | '';
  category: ApplicantCategory | '';
  page: number;
}

export const applicationKeys = {
  all: ['admin', 'applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (filters: ApplicationFilters) => [...applicationKeys.lists(), filters] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
};

/** Application ids are positive integers; anything else can never match, so it is not worth a request. */
export function isApplicationId(id: string): boolean {
  return /^[1-9]\d{0,9}$/.test(id);
}

export function listPath(filters: ApplicationFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return `/api/admin/applications${query ? `?${query}` : ''}`;
}

// A 4xx stays a 4xx (a missing application, a session that ended): retrying only delays the message.
const retryServerErrors = (count: number, error: Error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2;

export function useApplications(filters: ApplicationFilters) {
  return useQuery({
    queryKey: applicationKeys.list(filters),
    queryFn: () => api.get<ApplicationList>(listPath(filters)),
    // The table stays in place while the next page or filter loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: applicationKeys.detail(id),
    queryFn: () => api.get<ApplicationDetail>(`/api/admin/applications/${id}`),
    enabled: isApplicationId(id),
    retry: retryServerErrors,
  });
}

/** After a decision, or a refusal that says someone else decided first, both views must be read again. */
function useRefreshApplication(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: applicationKeys.detail(id) }),
    ]);
}

export function useApproveApplication(id: string) {
  const refresh = useRefreshApplication(id);
  return useMutation({
    mutationFn: () => api.post<{ message: string; memberId: string }>(`/api/admin/applications/${id}/approve`, undefined),
    onSettled: refresh,
  });
}

export function useRejectApplication(id: string) {
  const refresh = useRefreshApplication(id);
  return useMutation({
    mutationFn: (input: RejectApplicationInput) => api.post<{ message: string }>(`/api/admin/applications/${id}/reject`, input),
    onSettled: refresh,
  });
}
