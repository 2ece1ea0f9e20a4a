import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { bookingStatusLabels, formatDay } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { StaffRoomBooking } from '@rgcc/shared/bookings/rooms-and-hall';
import type { roomRequestsLoader } from './api';
import { DecisionDialog, type Answering } from './room-and-hall-decision';
import { BookingsNav, RoomAndHallRulesLink } from './bookings-nav';
import { RequestList } from './request-list';
import { GuestRoomList } from './room-list';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';

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

/** Pending, confirmed, declined or cancelled only, or all. */
function RoomRequestCard({ request, onAnswer }: { request: StaffRoomBooking; onAnswer: (answering: Answering) => void }) {
  const locale = useLocale();
  const dates = `${formatDay(request.checkIn)} to ${formatDay(request.checkOut)}`;
  const who = request.memberId ?? request.email;
  const what = `${who}: ${dates} (${request.nights === 1 ? '1 night' : `${request.nights} nights`}, ${request.guests} ${request.guests === 1 ? 'guest' : 'guests'})`;
  return (
    <article aria-labelledby={`room-request-${request.id}`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`room-request-${request.id}`} className="font-sans text-lg font-semibold text-fairway-900">
            {dates}
          </h2>
          <p className="text-sm text-ink-muted">
            {request.nights === 1 ? '1 night' : `${request.nights} nights`} · {request.guests === 1 ? '1 guest' : `${request.guests} guests`} · {request.memberId && `${request.memberId} · `}
            <a href={`mailto:${request.email}`} className="underline underline-offset-4">
              {request.email}
            </a>
          </p>
          <p className="text-sm text-ink-muted">Requested {formatClubDateTime(request.createdAt, locale)} (Dhaka time)</p>
        </div>
        <p className="text-sm font-semibold text-fairway-800">
          {bookingStatusLabels[request.status]}
          {request.room && ` · ${request.room}`}
        </p>
      </div>
      {request.message && <p className="mt-3 whitespace-pre-line text-ink">{request.message}</p>}
      {request.note && (
        <p className="mt-3 text-sm text-ink">
          <span className="font-semibold text-fairway-800">Note{request.handledBy ? ` by ${request.handledBy}` : ''}:</span> {request.note}
        </p>
      )}
      {request.status === 'pending' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button className="px-4 py-2" onClick={() => onAnswer({ id: request.id, what, answer: 'confirm' })}>
            Confirm<span className="sr-only"> the stay from {dates}</span>
          </Button>
          <Button variant="ghost" className="px-4 py-2 text-red-800" onClick={() => onAnswer({ id: request.id, what, answer: 'decline' })}>
            Decline<span className="sr-only"> the stay from {dates}</span>
          </Button>
        </div>
      )}
    </article>
  );
}
