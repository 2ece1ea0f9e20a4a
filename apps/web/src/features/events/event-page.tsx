import { ArrowLeft, CalendarDays } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { PhotoGrid } from '@/components/ui/photo-grid';
import { Spinner } from '@/components/ui/query-state';
import { ApiRequestError } from '@/lib/api-client';
import { classifyEvent, type EventTiming } from '@rgcc/shared/events/event-dates';
import type { ClubEvent } from '@rgcc/shared/schemas/content';
import { isEventId, useEvent } from './api';

const listOf: Record<EventTiming, { to: string; label: string }> = {
  upcoming: { to: '/upcoming-events', label: 'Upcoming events' },
  present: { to: '/present-events', label: 'Present events' },
  past: { to: '/past-events', label: 'Past events' },
};

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-full px-1 py-2 font-semibold text-fairway-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {label}
    </Link>
  );
}

function EventGallery({ event }: { event: ClubEvent }) {
  const images = event.images.map((key, index) => ({ key, alt: `${event.title}, photo ${index + 1} of ${event.images.length}` }));
  const back = listOf[classifyEvent(event, new Date())];

  return (
    <>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <BackLink to={back.to} label={back.label} />
        <p className="flex items-center gap-2 rounded-full bg-river-100 px-4 py-2 font-semibold text-river-700">
          <CalendarDays aria-hidden="true" className="size-5" />
          <span data-testid="event-date">{event.date}</span>
        </p>
      </div>
      {event.description && <p className="mb-12 max-w-3xl text-lg leading-relaxed text-ink">{event.description}</p>}

      <h2 className="mb-6 text-3xl">Photographs</h2>
      {/* The spec's event gallery stops at its ends, unlike the main gallery. */}
      <PhotoGrid
        images={images}
        label={`${event.title} photographs`}
        gridClassName="grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3"
        sizes="(min-width: 1152px) 368px, (min-width: 1024px) 31vw, 46vw"
        eagerCount={4}
        loop={false}
        emptyText="Photographs from this event are coming soon."
      />
    </>
  );
}

export function EventPage() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const notFound = !isEventId(id) || (event.error instanceof ApiRequestError && (event.error.status === 404 || event.error.status === 400));
  const title = event.data?.title ?? (notFound ? 'Event not found' : 'Event');

  return (
    <>
      <PageHeader title={title} eyebrow="Club events" />
      <Section>
        {notFound ? (
          <>
            <p role="alert" className="rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
              Event not found.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-4">
              <BackLink to="/upcoming-events" label="Upcoming events" />
              <BackLink to="/past-events" label="Past events" />
            </div>
          </>
        ) : event.isPending ? (
          <Spinner />
        ) : event.isError ? (
          <p role="alert" className="py-12 text-center text-ink-muted">
            We could not load this right now. Please check your connection and try again.
          </p>
        ) : (
          <EventGallery event={event.data} />
        )}
      </Section>
    </>
  );
}
