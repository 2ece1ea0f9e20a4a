import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { applicationStatuses, type ApplicationStatus } from '@rgcc/shared/membership/application-statuses';
import { applicantCategories, type ApplicantCategory } from '@rgcc/shared/membership/membership';
// Types only: a value import from the schema module would pull zod into the console's first load.
import type { ApplicationDetail, ApplicationList, RejectApplicationInput } from '@rgcc/shared/membership/applications-review';
import { useSubmission } from '@/lib/use-submission';

/** The list's search, filters and page, as the URL keeps them. */
export interface ApplicationFilters {
  q: string;
  status: ApplicationStatus | '';
  category: ApplicantCategory | '';
  page: number;
}

/** The API refuses a longer search; the box stops there rather than failing. */
export const searchMaxLength = 100;

const isStatus = (value: string | null): value is ApplicationStatus => (applicationStatuses as readonly (string | null)[]).includes(value);
const isCategory = (value: string | null): value is ApplicantCategory => (applicantCategories as readonly (string | null)[]).includes(value);

/**
 * The filters as the URL holds them (so a reload, a shared link and Back show the same list).
 * A hand-edited value the API would refuse falls back to "all" instead of an error page.
 */
function filtersFrom(params: URLSearchParams): ApplicationFilters {
  const status = params.get('status');
  const category = params.get('category');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, searchMaxLength),
    status: isStatus(status) ? status : '',
    category: isCategory(category) ? category : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function paramsFrom(filters: ApplicationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Application ids are positive integers; anything else can never match, so it is not worth a request. */
function isApplicationId(id: string): boolean {
  return /^[1-9]\d{0,9}$/.test(id);
}

/** The API takes the same search parameters as the page's URL. */
function listPath(filters: ApplicationFilters): string {
  const query = paramsFrom(filters).toString();
  return `/api/admin/applications${query ? `?${query}` : ''}`;
}

export async function applicationsLoader(args: LoaderFunctionArgs) {
  const filters = filtersFrom(new URL(args.request.url).searchParams);
  return { filters, list: await readSignedIn<ApplicationList>(args, listPath(filters)) };
}

/** Null for an id that cannot exist or an application that is not there: the page says so. */
export async function applicationLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  return { application: isApplicationId(id) ? await readSignedIn<ApplicationDetail | null>(args, `/api/admin/applications/${id}`) : null };
}

/** After a decision, or a refusal that says someone else decided first, the page is read again. */
export function useApproveApplication(id: string) {
  const revalidator = useRevalidator();
  return useSubmission({
    send: () => api.post<{ message: string; memberId: string }>(`/api/admin/applications/${id}/approve`, undefined),
    onSettled: () => void revalidator.revalidate(),
  });
}

export function useRejectApplication(id: string) {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (input: RejectApplicationInput) => api.post<{ message: string }>(`/api/admin/applications/${id}/reject`, input),
    onSettled: () => void revalidator.revalidate(),
  });
}
