import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { bookingStatusLabels, formatDay, hallSessionLabels } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { StaffHallBooking } from '@rgcc/shared/bookings/rooms-and-hall';
import type { hallRequestsLoader } from './api';
import { DecisionDialog, type Answering } from './room-and-hall-decision';
import { BookingsNav, RoomAndHallRulesLink } from './bookings-nav';
import { RequestList } from './request-list';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';

/** `/admin/bookings/hall`: convention hall requests from the prebook popup, pending first. */
export function HallRequestsPage() {
  const { filters, requests } = useLoaderData<typeof hallRequestsLoader>();
  const [answering, setAnswering] = useState<Answering | null>(null);

  return (
    <>
      <PageHeader title="Convention hall requests" eyebrow="Staff console" inConsole>
        Requests from the convention hall page. Confirm a date and session, or decline, with a note the requester receives by email.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BookingsNav />
          <RoomAndHallRulesLink />
          <RequestList label="Convention hall requests" filters={filters} requests={requests}>
            {(request) => <HallRequestCard request={request} onAnswer={setAnswering} />}
          </RequestList>
        </div>
      </Section>
      <DecisionDialog kind="hall" answering={answering} onClose={() => setAnswering(null)} />
    </>
  );
}

function HallRequestCard({ request, onAnswer }: { request: StaffHallBooking; onAnswer: (answering: Answering) => void }) {
  const locale = useLocale();
  const when = `${formatDay(request.eventDate)}, ${request.session ? hallSessionLabels[request.session].toLowerCase() : 'session not given'}`;
  const what = `${request.name}: ${request.eventType} for ${request.guests} guests on ${when}.${request.email ? '' : ' No email address was given: call them with your answer.'}`;
  return (
    <article aria-labelledby={`hall-request-${request.id}`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`hall-request-${request.id}`} className="font-sans text-lg font-semibold text-fairway-900">
            {when}
          </h2>
          <p className="text-sm text-ink-muted">
            {request.eventType} · {request.guests} guests · {request.name} ·{' '}
            <a href={`tel:${request.phone.replace(/[^+\d]/g, '')}`} className="underline underline-offset-4">
              {request.phone}
            </a>
            {request.email && (
              <>
                {' · '}
                <a href={`mailto:${request.email}`} className="underline underline-offset-4">
                  {request.email}
                </a>
              </>
            )}
          </p>
          <p className="text-sm text-ink-muted">Requested {formatClubDateTime(request.createdAt, locale)} (Dhaka time)</p>
        </div>
        <p className="text-sm font-semibold text-fairway-800">{bookingStatusLabels[request.status]}</p>
      </div>
      {request.message && <p className="mt-3 whitespace-pre-line text-ink">{request.message}</p>}
      {request.note && (
        <p className="mt-3 text-sm text-ink">
          <span className="font-semibold text-fairway-800">Note{request.handledBy ? ` by ${request.handledBy}` : ''}:</span> {request.note}
        </p>
      )}
      {request.status === 'pending' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button className="px-4 py-2" onClick={() => onAnswer({ id: request.id, what, answer: 'confirm', needsSession: request.session === null })}>
            Confirm<span className="sr-only"> the request of {request.name} for {when}</span>
          </Button>
          <Button variant="ghost" className="px-4 py-2 text-red-800" onClick={() => onAnswer({ id: request.id, what, answer: 'decline' })}>
            Decline<span className="sr-only"> the request of {request.name} for {when}</span>
          </Button>
        </div>
      )}
    </article>
  );
}
