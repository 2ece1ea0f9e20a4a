import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { formatDay } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { StaffRoomBooking } from '@rgcc/shared/bookings/rooms-and-hall';
import { formatCount } from '@rgcc/shared/format/number';
import type { roomRequestsLoader } from './api';
import { DecisionDialog, type Answering } from './room-and-hall-decision';
import { BookingsNav, RoomAndHallRulesLink } from './bookings-nav';
import { RequestCard } from './request-card';
import { RequestList } from './request-list';
import { GuestRoomList } from './room-list';


/** `/admin/bookings/rooms`: members' guest-room requests, pending first, and the rooms themselves. */
export function RoomRequestsPage() {
  const { filters, requests, rooms } = useLoaderData<typeof roomRequestsLoader>();
  const [answering, setAnswering] = useState<Answering | null>(null);

  return (
    <>
      <PageHeader title="Guest room requests" eyebrow="Staff console" inConsole>
        Members ask for nights; you confirm each stay in a room, or decline it, with a note they receive by email.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BookingsNav />
          <RoomAndHallRulesLink />
          <RequestList label="Guest room requests" filters={filters} requests={requests}>
            {(request) => <RoomRequestCard request={request} onAnswer={setAnswering} />}
          </RequestList>
          <GuestRoomList rooms={rooms} />
        </div>
      </Section>
      <DecisionDialog kind="rooms" answering={answering} rooms={rooms} onClose={() => setAnswering(null)} />
    </>
  );
}

function RoomRequestCard({ request, onAnswer }: { request: StaffRoomBooking; onAnswer: (answering: Answering) => void }) {
  const dates = `${formatDay(request.checkIn)} to ${formatDay(request.checkOut)}`;
  const stay = `${formatCount(request.nights, 'night')}, ${formatCount(request.guests, 'guest')}`;
  const details = (
    <>
      {formatCount(request.nights, 'night')} · {formatCount(request.guests, 'guest')} · {request.memberId && `${request.memberId} · `}
      <a href={`mailto:${request.email}`} className="underline underline-offset-4">
        {request.email}
      </a>
    </>
  );
  return (
    <RequestCard
      kind="room"
      request={request}
      heading={dates}
      details={details}
      statusNote={request.room}
      what={`${request.memberId ?? request.email}: ${dates} (${stay})`}
      target={`the stay from ${dates}`}
      onAnswer={onAnswer}
    />
  );
}
