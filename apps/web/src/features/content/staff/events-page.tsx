import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager, pageCount } from '@/components/ui/pager';
import { ListTable } from '@/components/ui/list-table';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { inLocale } from '@rgcc/shared/content/bangla-texts';
import { formatEventDate } from '@rgcc/shared/content/event-dates';
import type { StaffAnnouncement } from '@rgcc/shared/content/club-events';
import { useDelete, type eventsLoader } from './events-api';
import { FilterBar, type FilterTexts } from '@/components/ui/filter-bar';
import { listParams } from '@rgcc/shared/common/list-filters';
import { eventListFilters } from '@rgcc/shared/content/club-events-constants';
import { formatNumber } from '@rgcc/shared/format/number';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { staffEventsTexts } from './events-texts';

const linkClass = 'font-semibold text-fairway-800 underline decoration-fairway-200 underline-offset-4 hover:decoration-fairway-700';
const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

/** `/admin/events`: the club's events, newest first, and the home page's announcements. */
export function EventsPage() {
  const t = useTexts(staffEventsTexts);
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
        toast.error(errorMessage(error, t('couldNotDelete')));
        setDoomed(null);
      },
    });
  const pages = pageCount(events.total, events.pageSize);
  const filterTexts: FilterTexts<typeof eventListFilters> = { q: { label: t('searchByTitle') } };

  return (
    <>
      <PageHeader title={t('events')} eyebrow={t('staffConsole')} inConsole>
        {t('eventsIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <div className="flex justify-end">
            <ButtonLink to="/admin/events/new">
              <Plus aria-hidden="true" className="size-4" />
              {t('newEvent')}
            </ButtonLink>
          </div>
          <FilterBar label={t('events')} filters={eventListFilters} texts={filterTexts} state={search} columns="sm:grid-cols-[1fr_auto]" />
          <p role="status" className="text-sm font-semibold text-fairway-800">
            {t('eventCount', { count: events.total })}
          </p>
          {events.items.length > 0 && (
            <ListTable
              id="events-caption"
              caption={t('eventsCaption', { page: events.page, pages })}
              headings={[t('headingTitle'), t('headingDate'), t('headingPhotos'), t('headingActions')]}
              widthClass="min-w-[40rem]"
              busy={busy}
            >
                  {events.items.map((event) => (
                    <tr key={event.id}>
                      <th scope="row" className="px-4 py-3">
                        <Link to={`/admin/events/${event.id}`} className={linkClass}>
                          {event.title}
                        </Link>
                      </th>
                      <td className="px-4 py-3 whitespace-nowrap">{event.date}</td>
                      <td className="px-4 py-3">{formatNumber(event.photoCount, locale)}</td>
                      <td className="px-4 py-3">
                        <Button variant="ghost" className="px-3 py-2 text-red-800" onClick={() => setDoomed({ kind: 'events', id: event.id, name: event.title })}>
                          <Trash2 aria-hidden="true" className="size-4" />
                          {t.rich('delete', { hidden }, { name: event.title })}
                        </Button>
                      </td>
                    </tr>
                  ))}
            </ListTable>
          )}
          <Pager page={events.page} total={events.total} pageSize={events.pageSize} onPage={(page) => setSearchParams(listParams(eventListFilters, { ...search, page }))} />
        </div>
      </Section>
      <Section title={t('homePageAnnouncements')} className="bg-white">
        <div className="space-y-6">
          <p className="max-w-3xl text-ink">{t('announcementsExplained')}</p>
          <ButtonLink to="/admin/events/announcements/new">
            <Plus aria-hidden="true" className="size-4" />
            {t('newAnnouncement')}
          </ButtonLink>
          <AnnouncementList announcements={announcements} onDelete={(announcement) => setDoomed({ kind: 'announcements', id: announcement.id, name: announcement.message })} />
        </div>
      </Section>
      <ConfirmDialog
        open={doomed !== null}
        title={doomed?.kind === 'announcements' ? t('deleteAnnouncementTitle') : t('deleteEventTitle')}
        confirmLabel={t('yesDelete')}
        pendingLabel={t('deleting')}
        cancelLabel={t('cancel')}
        pending={deleting.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed(null)}
      >
        <p>{t.rich(doomed?.kind === 'announcements' ? 'announcementLeaves' : 'eventLeaves', { strong }, { name: doomed?.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * The announcements in the reader's language: each message in its Bangla where staff wrote one
 * (the answer is the form's too, so it carries both), its days as the page writes dates.
 */
function AnnouncementList({ announcements, onDelete }: { announcements: StaffAnnouncement[]; onDelete: (announcement: Omit<StaffAnnouncement, 'bn'>) => void }) {
  const t = useTexts(staffEventsTexts);
  const locale = useLocale();
  if (announcements.length === 0) return <p className="text-ink-muted">{t('noAnnouncementsYet')}</p>;
  return (
    <ul className="divide-y divide-fairway-100 rounded-2xl bg-cream ring-1 ring-fairway-100">
      {announcements.map((each) => inLocale(each, locale)).map((announcement) => (
        <li key={announcement.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <p className="font-semibold text-fairway-900">{announcement.message}</p>
            <p className="text-sm text-ink-muted">
              {formatEventDate(announcement, locale)} · {announcement.visible ? t('shown') : t('hidden')}
              {announcement.eventTitle && <> · {t('pointsTo', { event: announcement.eventTitle })}</>}
            </p>
          </div>
          <div className="flex gap-2">
            <ButtonLink variant="ghost" to={`/admin/events/announcements/${announcement.id}`} className="px-3 py-2">
              <Pencil aria-hidden="true" className="size-4" />
              {t.rich('edit', { hidden }, { name: announcement.message })}
            </ButtonLink>
            <Button variant="ghost" className="px-3 py-2 text-red-800" onClick={() => onDelete(announcement)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t.rich('delete', { hidden }, { name: announcement.message })}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
