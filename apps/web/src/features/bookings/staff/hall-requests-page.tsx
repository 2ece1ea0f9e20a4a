import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { formatDay, hallSessionLabels } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { StaffHallBooking } from '@rgcc/shared/bookings/rooms-and-hall';
import type { hallRequestsLoader } from './api';
import { DecisionDialog, type Answering } from './room-and-hall-decision';
import { BookingsNav, RoomAndHallRulesLink } from './bookings-nav';
import { RequestCard } from './request-card';
import { RequestList } from './request-list';


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
  const when = `${formatDay(request.eventDate)}, ${request.session ? hallSessionLabels[request.session].toLowerCase() : 'session not given'}`;
  const details = (
    <>
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
    </>
  );
  return (
    <RequestCard
      kind="hall"
      request={request}
      heading={when}
      details={details}
      what={`${request.name}: ${request.eventType} for ${request.guests} guests on ${when}.${request.email ? '' : ' No email address was given: call them with your answer.'}`}
      target={`the request of ${request.name} for ${when}`}
      needsSession={request.session === null}
      onAnswer={onAnswer}
    />
  );
}
