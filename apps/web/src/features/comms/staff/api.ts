import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { isContentId, readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
import {

  inboxMessageKinds,
  inboxMessageStatuses,
  inboxSortOrders,
  inboxTabs,
  subscriberStatuses,
  type InboxMessageKind,
  type InboxSortOrder,
  type InboxTab,
} from '@rgcc/shared/comms/inbox-constants';
// Types only: a value import from the schema module would pull zod into the console's first load.
import type { InboxMessageDetail, InboxMessagePage, InboxReplyInput, MarkHandledInput, SubscriberPage } from '@rgcc/shared/comms/inbox';
import type { MessageReply } from '@rgcc/shared/common/message-reply';

/** The list's tab, search, filter, order and page, as the URL keeps them. */
export interface InboxFilters {
  kind: InboxTab;
  q: string;
  /** New or handled for messages; pending, confirmed or unsubscribed for subscribers; '' for all. */
  status: string;
  sort: InboxSortOrder;
  page: number;
}

/** The API refuses a longer search; the box stops there rather than failing. */
export const searchMaxLength = 100;

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T => (values as readonly (string | null)[]).includes(value);
export const statusesOf = (kind: InboxTab): readonly string[] => (kind === 'newsletter' ? subscriberStatuses : inboxMessageStatuses);

/** A hand-edited value the API would refuse falls back to the default instead of an error page. */
function filtersFrom(params: URLSearchParams): InboxFilters {
  const kind = params.get('kind');
  const tab = oneOf(inboxTabs, kind) ? kind : 'contact';
  const status = params.get('status') ?? '';
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    kind: tab,
    q: (params.get('q') ?? '').trim().slice(0, searchMaxLength),
    status: statusesOf(tab).includes(status) ? status : '',
    sort: oneOf(inboxSortOrders, sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Only what differs from the defaults, so the URL stays short. */
export function paramsFrom(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind !== 'contact') params.set('kind', filters.kind);
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API's query for the list (or, without the page, its export): the same search as the page's URL. */
function apiQuery(filters: InboxFilters, withPage: boolean): string {
  const params = new URLSearchParams();
  if (filters.kind !== 'newsletter') params.set('kind', filters.kind);
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  params.set('sort', filters.sort);
  if (withPage) params.set('page', String(filters.page));
  return params.toString();
}

/** The CSV of everything the list shows, on every page. */
export const exportHref = (filters: InboxFilters) =>
  filters.kind === 'newsletter' ? `/api/admin/inbox/subscribers/export?${apiQuery(filters, false)}` : `/api/admin/inbox/export?${apiQuery(filters, false)}`;

export type InboxList = { kind: 'newsletter'; page: SubscriberPage } | { kind: InboxMessageKind; page: InboxMessagePage };

export async function inboxLoader(args: LoaderFunctionArgs) {
  const filters = filtersFrom(new URL(args.request.url).searchParams);
  const list: InboxList =
    filters.kind === 'newsletter'
      ? { kind: 'newsletter', page: await readSignedIn<SubscriberPage>(args, `/api/admin/inbox/subscribers?${apiQuery(filters, true)}`) }
      : { kind: filters.kind, page: await readSignedIn<InboxMessagePage>(args, `/api/admin/inbox?${apiQuery(filters, true)}`) };
  return { filters, list };
}

/** Null for a kind or id that cannot exist, or a message that is not there: the page says so. */
export async function inboxMessageLoader(args: LoaderFunctionArgs) {
  const { kind = '', id = '' } = args.params;
  const valid = oneOf(inboxMessageKinds, kind) && isContentId(id);
  return { message: valid ? await readSignedIn<InboxMessageDetail | null>(args, `/api/admin/inbox/${kind}/${id}`) : null };
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
