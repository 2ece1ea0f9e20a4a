import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { isRowId, readSignedIn, readSignedInIfThere } from '@/lib/page-data';
import { applicationListFilters } from '@rgcc/shared/membership/application-statuses';
import { listParams, listUrl, readListState, type ListState } from '@rgcc/shared/common/list-filters';
// Types only: a value import from the schema module would pull zod into the console's first load.
import type { ApplicationApproved, ApplicationDetail, ApplicationList, RejectApplicationInput } from '@rgcc/shared/membership/applications-review';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import { useSubmission } from '@/lib/use-submission';

/** The list's search, filters and page, as the URL keeps them. */
export type ApplicationFilters = ListState<typeof applicationListFilters>;

/** The API refuses a longer search; the box stops there rather than failing. */
export const searchMaxLength = applicationListFilters.q.maxLength;

export const paramsFrom = (filters: ApplicationFilters) => listParams(applicationListFilters, filters);

/** The API takes the same search parameters as the page's URL. */
const listPath = (filters: ApplicationFilters) => listUrl('/api/admin/applications', applicationListFilters, filters);

export async function applicationsLoader(args: LoaderFunctionArgs) {
  const filters = readListState(applicationListFilters, new URL(args.request.url).searchParams);
  return { filters, list: await readSignedIn<ApplicationList>(args, listPath(filters)) };
}

/** Null for an id that cannot exist or an application that is not there: the page says so. */
export async function applicationLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  return { application: isRowId(id) ? await readSignedInIfThere<ApplicationDetail>(args, `/api/admin/applications/${id}`) : null };
}

/** After a decision, or a refusal that says someone else decided first, the page is read again. */
export function useApproveApplication(id: string) {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (input: { entranceInstalments: number }) => api.post<ApplicationApproved>(`/api/admin/applications/${id}/approve`, input),
    onSettled: () => void revalidator.revalidate(),
  });
}

export function useRejectApplication(id: string) {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (input: RejectApplicationInput) => api.post<MessageReply>(`/api/admin/applications/${id}/reject`, input),
    onSettled: () => void revalidator.revalidate(),
  });
}
