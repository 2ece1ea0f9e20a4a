import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { isRowId, readSignedIn, readSignedInIfThere } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
import { inboxListFilters, inboxMessageKinds, inboxTabs, type InboxMessageKind, type InboxTab } from '@rgcc/shared/comms/inbox-constants';
import { listParams, listUrl, readListState, type ListState } from '@rgcc/shared/common/list-filters';
// Types only: a value import from the schema module would pull zod into the console's first load.
import type { InboxMessageDetail, InboxMessagePage, InboxReplyInput, MarkHandledInput, SubscriberPage } from '@rgcc/shared/comms/inbox';
import type { MessageReply } from '@rgcc/shared/common/message-reply';

const isTab = (value: string | null): value is InboxTab => (inboxTabs as readonly (string | null)[]).includes(value);

/** The list's tab, and its search, status, order and page as the address keeps them. */
export type InboxFilters = { kind: InboxTab } & ListState<(typeof inboxListFilters)[InboxTab]>;

/** What picks the list in the page's address: the tab, unless it is the first. */
export const tabParams = (kind: InboxTab): Record<string, string> => (kind === 'contact' ? {} : { kind });

/** A hand-edited value the API would refuse falls back to the default instead of an error page. */
function filtersFrom(params: URLSearchParams): InboxFilters {
  const kind = params.get('kind');
  const tab = isTab(kind) ? kind : 'contact';
  return { kind: tab, ...readListState(inboxListFilters[tab], params) };
}

/** Only what differs from the defaults, so the address stays short. */
export const paramsFrom = ({ kind, ...state }: InboxFilters) => listParams(inboxListFilters[kind], state, tabParams(kind));

/** The API's address for the list (or, without the page, its export): the same search as the page's. */
function apiUrl({ kind, ...state }: InboxFilters, what: 'list' | 'export'): string {
  const path = `/api/admin/inbox${kind === 'newsletter' ? '/subscribers' : ''}${what === 'export' ? '/export' : ''}`;
  return listUrl(path, inboxListFilters[kind], what === 'export' ? { ...state, page: 1 } : state, kind === 'newsletter' ? {} : { kind });
}

/** The CSV of everything the list shows, on every page. */
export const exportHref = (filters: InboxFilters) => apiUrl(filters, 'export');

export type InboxList = { kind: 'newsletter'; page: SubscriberPage } | { kind: InboxMessageKind; page: InboxMessagePage };

export async function inboxLoader(args: LoaderFunctionArgs) {
  const filters = filtersFrom(new URL(args.request.url).searchParams);
  const list: InboxList =
    filters.kind === 'newsletter'
      ? { kind: 'newsletter', page: await readSignedIn<SubscriberPage>(args, apiUrl(filters, 'list')) }
      : { kind: filters.kind, page: await readSignedIn<InboxMessagePage>(args, apiUrl(filters, 'list')) };
  return { filters, list };
}

/** Null for a kind or id that cannot exist, or a message that is not there: the page says so. */
export async function inboxMessageLoader(args: LoaderFunctionArgs) {
  const { kind = '', id = '' } = args.params;
  const valid = (inboxMessageKinds as readonly string[]).includes(kind) && isRowId(id);
  return { message: valid ? await readSignedInIfThere<InboxMessageDetail>(args, `/api/admin/inbox/${kind}/${id}`) : null };
}

/** After a change, or a refusal, the message is read again to show where it stands. */
export function useMarkHandled(kind: InboxMessageKind, id: number) {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (input: MarkHandledInput) => api.post<MessageReply>(`/api/admin/inbox/${kind}/${id}/handled`, input),
    onSettled: () => void revalidator.revalidate(),
  });
}

export function useReply(kind: InboxMessageKind, id: number) {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (input: InboxReplyInput) => api.post<MessageReply>(`/api/admin/inbox/${kind}/${id}/replies`, input),
    onSettled: () => void revalidator.revalidate(),
  });
}
