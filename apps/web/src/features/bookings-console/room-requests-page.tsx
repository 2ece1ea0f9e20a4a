import { useState } from 'react';
import { Form, useLoaderData, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { EmptyList } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { formatDhakaDateTime } from '@/lib/dhaka-time';
import { bookingStatuses, bookingStatusLabels, formatDay } from '@rgcc/shared/constants/rooms-and-hall';
import type { StaffRoomBooking } from '@rgcc/shared/schemas/rooms-and-hall';
import { paramsFrom, type roomRequestsLoader } from './api';
import { DecisionDialog, type Answering } from './room-and-hall-decision';
import { BookingsNav } from './bookings-nav';
import { GuestRoomList } from './room-list';

/** `/admin/bookings/rooms`: members' guest-room requests, pending first, and the rooms themselves. */
export function RoomRequestsPage() {
  const { filters, requests, rooms } = useLoaderData<typeof roomRequestsLoader>();
  const [, setSearchParams] = useSearchParams();
  const [answering, setAnswering] = useState<Answering | null>(null);

  return (
    <>
      <PageHeader title="Guest room requests" eyebrow="Staff console" inConsole>
        Members ask for nights; you confirm each stay in a room, or decline it, with a note they receive by email.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BookingsNav />
          <StatusFilter status={filters.status} label="Guest room requests" />
          <p role="status" className="text-sm font-semibold text-fairway-800">
            {requests.total === 1 ? '1 request' : `${requests.total} requests`}
          </p>
          {requests.items.length === 0 ? (
            <EmptyList>No requests match.</EmptyList>
          ) : (
            <ol className="space-y-4" aria-label="Guest room requests, pending first">
              {requests.items.map((request) => (
                <li key={request.id}>
                  <RoomRequestCard request={request} onAnswer={setAnswering} />
                </li>
              ))}
            </ol>
          )}
          <Pager page={requests.page} total={requests.total} pageSize={requests.pageSize} onPage={(page) => setSearchParams(paramsFrom({ ...filters, page }))} />
          <GuestRoomList rooms={rooms} />
        </div>
      </Section>
      <DecisionDialog kind="rooms" answering={answering} rooms={rooms} onClose={() => setAnswering(null)} />
    </>
  );
}

/** Pending, confirmed, declined or cancelled only, or all. */
export function StatusFilter({ status, label }: { status: string; label: string }) {
  return (
    <Form method="get" role="search" aria-label={label} key={status} className="flex flex-wrap items-end gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100">
      <div className="min-w-48">
        <Field label="Status">
          {(control) => (
            <select {...control} name="status" defaultValue={status}>
              <option value="">All, pending first</option>
              {bookingStatuses.map((value) => (
                <option key={value} value={value}>
                  {bookingStatusLabels[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Button type="submit" className="py-3.5">
        Show
      </Button>
    </Form>
  );
}

function RoomRequestCard({ request, onAnswer }: { request: StaffRoomBooking; onAnswer: (answering: Answering) => void }) {
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
          <p className="text-sm text-ink-muted">Requested {formatDhakaDateTime(request.createdAt)} (Dhaka time)</p>
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
