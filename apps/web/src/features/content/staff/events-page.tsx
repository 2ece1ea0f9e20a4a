import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager, pageCount } from '@/components/ui/pager';
import { ListTable } from '@/components/ui/list-table';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { formatEventDate } from '@rgcc/shared/content/event-dates';
import type { StaffAnnouncement } from '@rgcc/shared/content/club-events';
import { useDelete, type eventsLoader } from './events-api';
import { FilterBar } from '@/components/ui/filter-bar';
import { listParams } from '@rgcc/shared/common/list-filters';
import { eventListFilters } from '@rgcc/shared/content/club-events-constants';
import { formatNumber } from '@rgcc/shared/format/number';
import { useLocale } from '@/lib/use-locale';

const linkClass = 'font-semibold text-fairway-800 underline decoration-fairway-200 underline-offset-4 hover:decoration-fairway-700';

/** `/admin/events`: the club's events, newest first, and the home page's announcements. */
export function EventsPage() {
  const locale = useLocale();
  const { search, events, announcements } = useLoaderData<typeof eventsLoader>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/admin/events';
  const [doomed, setDoomed] = useState<{ kind: 'events' | 'announcements'; id: number; name: string } | null>(null);
  const deleteEvent = useDelete('events');
  const deleteAnnouncement = useDelete('announcements');
  const deleting = doomed?.kind === 'announcements' ? deleteAnnouncement : deleteEvent;
  const confirmDelete = () =>
    doomed &&
    deleting.submit(doomed.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setDoomed(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'We could not delete it. Please try again.'));
        setDoomed(null);
      },
    });
  const pages = pageCount(events.total, events.pageSize);

  return (
    <>
      <PageHeader title="Events" eyebrow="Staff console" inConsole>
        The club&apos;s events as the public pages list them, and the announcements on the home page.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <div className="flex justify-end">
            <ButtonLink to="/admin/events/new">
              <Plus aria-hidden="true" className="size-4" />
              New event
            </ButtonLink>
          </div>
          <FilterBar label="Events" filters={eventListFilters} state={search} columns="sm:grid-cols-[1fr_auto]" />
          <p role="status" className="text-sm font-semibold text-fairway-800">
            {events.total === 1 ? '1 event' : `${formatNumber(events.total, locale)} events`}
          </p>
          {events.items.length > 0 && (
            <ListTable id="events-caption" caption={`Events, newest first, page ${events.page} of ${pages}`} headings={['Title', 'Date', 'Photos', 'Actions']} widthClass="min-w-[40rem]" busy={busy}>
                  {events.items.map((event) => (
                    <tr key={event.id}>
                      <th scope="row" className="px-4 py-3">
                        <Link to={`/admin/events/${event.id}`} className={linkClass}>
                          {event.title}
                        </Link>
                      </th>
                      <td className="px-4 py-3 whitespace-nowrap">{event.date}</td>
                      <td className="px-4 py-3">{event.photoCount}</td>
                      <td className="px-4 py-3">
                        <Button variant="ghost" className="px-3 py-2 text-red-800" onClick={() => setDoomed({ kind: 'events', id: event.id, name: event.title })}>
                          <Trash2 aria-hidden="true" className="size-4" />
                          Delete<span className="sr-only"> {event.title}</span>
                        </Button>
                      </td>
                    </tr>
                  ))}
            </ListTable>
          )}
          <Pager page={events.page} total={events.total} pageSize={events.pageSize} onPage={(page) => setSearchParams(listParams(eventListFilters, { ...search, page }))} />
        </div>
      </Section>
      <Section title="Home page announcements" className="bg-white">
        <div className="space-y-6">
          <p className="max-w-3xl text-ink">
            An announcement runs across the home page from its first to its last day, while it is marked as shown. After its last day it stops by
            itself.
          </p>
          <ButtonLink to="/admin/events/announcements/new">
            <Plus aria-hidden="true" className="size-4" />
            New announcement
          </ButtonLink>
          <AnnouncementList announcements={announcements} onDelete={(announcement) => setDoomed({ kind: 'announcements', id: announcement.id, name: announcement.message })} />
        </div>
      </Section>
      <ConfirmDialog
        open={doomed !== null}
        title={doomed?.kind === 'announcements' ? 'Delete this announcement?' : 'Delete this event?'}
        confirmLabel="Yes, delete"
        pendingLabel="Deleting…"
        pending={deleting.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed(null)}
      >
        <p>
          <strong>{doomed?.name}</strong>{' '}
          {doomed?.kind === 'announcements' ? 'leaves the home page for good.' : 'leaves the public pages for good, with its photos.'}
        </p>
      </ConfirmDialog>
    </>
  );
}

function AnnouncementList({ announcements, onDelete }: { announcements: StaffAnnouncement[]; onDelete: (announcement: StaffAnnouncement) => void }) {
  if (announcements.length === 0) return <p className="text-ink-muted">No announcements yet.</p>;
  return (
    <ul className="divide-y divide-fairway-100 rounded-2xl bg-cream ring-1 ring-fairway-100">
      {announcements.map((announcement) => (
        <li key={announcement.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <p className="font-semibold text-fairway-900">{announcement.message}</p>
            <p className="text-sm text-ink-muted">
              {formatEventDate(announcement)} · {announcement.visible ? 'Shown' : 'Hidden'}
              {announcement.eventTitle && ` · Points to ${announcement.eventTitle}`}
            </p>
          </div>
          <div className="flex gap-2">
            <ButtonLink variant="ghost" to={`/admin/events/announcements/${announcement.id}`} className="px-3 py-2">
              <Pencil aria-hidden="true" className="size-4" />
              Edit<span className="sr-only"> {announcement.message}</span>
            </ButtonLink>
            <Button variant="ghost" className="px-3 py-2 text-red-800" onClick={() => onDelete(announcement)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete<span className="sr-only"> {announcement.message}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
