import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { isRowId, readSignedIn, readSignedInIfThere } from '@/lib/page-data';
import { listUrl, readListState, type ListState } from '@rgcc/shared/common/list-filters';
import { eventListFilters } from '@rgcc/shared/content/club-events-constants';
import { useSubmission } from '@/lib/use-submission';
// Types only: the schema module would pull zod into the console's first load.
import type { AnnouncementFormInput, EventFormInput, EventList, StaffAnnouncement, StaffEvent } from '@rgcc/shared/content/club-events';
import type { MessageReply } from '@rgcc/shared/common/message-reply';

/** The list's search and page, as the address keeps them. */
export type EventListState = ListState<typeof eventListFilters>;

/** `/admin/events`: a page of events and every announcement. */
export async function eventsLoader(args: LoaderFunctionArgs) {
  const search = readListState(eventListFilters, new URL(args.request.url).searchParams);
  const [events, announcements] = await Promise.all([
    readSignedIn<EventList>(args, listUrl('/api/admin/events', eventListFilters, search)),
    readSignedIn<StaffAnnouncement[]>(args, '/api/admin/announcements'),
  ]);
  return { search, events, announcements };
}

/** `/admin/events/new` (no event) and `/admin/events/:id`; null for an event that is not there. */
export async function eventFormLoader(args: LoaderFunctionArgs) {
  if (!args.params.id) return { event: null, found: true };
  const event = isRowId(args.params.id ?? '') ? await readSignedInIfThere<StaffEvent>(args, `/api/admin/events/${args.params.id}`) : null;
  return { event, found: event !== null };
}

/** The announcement form: the announcement (null when new) and the newest events it may point to. */
export async function announcementFormLoader(args: LoaderFunctionArgs) {
  const [announcements, events] = await Promise.all([
    args.params.id ? readSignedIn<StaffAnnouncement[]>(args, '/api/admin/announcements') : Promise.resolve([]),
    readSignedIn<EventList>(args, '/api/admin/events'),
  ]);
  const announcement = args.params.id ? (announcements.find((item) => String(item.id) === args.params.id) ?? null) : null;
  return { announcement, found: !args.params.id || announcement !== null, events: events.items };
}

export function useSaveEvent(id: number | null) {
  return useSubmission({
    send: (input: EventFormInput) => (id === null ? api.post<StaffEvent>('/api/admin/events', input) : api.put<StaffEvent>(`/api/admin/events/${id}`, input)),
  });
}

export function useSaveAnnouncement(id: number | null) {
  return useSubmission({
    send: (input: AnnouncementFormInput) =>
      id === null ? api.post<StaffAnnouncement>('/api/admin/announcements', input) : api.put<StaffAnnouncement>(`/api/admin/announcements/${id}`, input),
  });
}

/** Deleting from the list: the list is read again, whatever the answer (someone may have deleted it first). */
export function useDelete(kind: 'events' | 'announcements') {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (id: number) => api.delete<MessageReply>(`/api/admin/${kind}/${id}`),
    onSettled: () => void revalidator.revalidate(),
  });
}
