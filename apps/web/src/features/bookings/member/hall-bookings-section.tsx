import { CalendarCheck } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { formatDay, hallSessionLabels } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { HallBooking } from '@rgcc/shared/bookings/rooms-and-hall';
import type { Cancelling } from './cancelling';
import { StatusBadge } from './status-badge';

/** The hall requests the member sent while signed in, latest date first. */
export function HallBookingsSection({ bookings, onCancel }: { bookings: HallBooking[]; onCancel: (booking: Cancelling) => void }) {
  return (
    <section aria-labelledby="hall-bookings-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="hall-bookings-heading" className="text-3xl">
          Convention hall
        </h2>
        <ButtonLink to="/convention-hall" variant="secondary">
          <CalendarCheck aria-hidden="true" className="size-4" /> Request the hall
        </ButtonLink>
      </div>
      {bookings.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-ink-muted shadow-sm ring-1 ring-fairway-100">
          You have no convention hall requests. Open the convention hall page and choose Prebook while signed in to follow your request here.
        </p>
      ) : (
        <ul className="space-y-4" aria-label="Your convention hall requests">
          {bookings.map((booking) => {
            const when = `${formatDay(booking.eventDate)}${booking.session ? `, ${hallSessionLabels[booking.session].toLowerCase()}` : ''}`;
            return (
              <li key={booking.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h3 className="font-sans text-lg font-semibold text-fairway-900">{when}</h3>
                    <p className="text-sm text-ink-muted">
                      {booking.eventType} · {booking.guests} guests
                    </p>
                  </div>
                  <StatusBadge status={booking.status} />
                </div>
                {booking.note && (
                  <p className="mt-3 text-ink">
                    <span className="font-semibold text-fairway-800">Note from the club:</span> {booking.note}
                  </p>
                )}
                {booking.cancellable && (
                  <Button variant="ghost" className="mt-3 px-4 py-2 text-red-800" onClick={() => onCancel({ kind: 'hall', id: booking.id, what: `Your hall request for ${when}` })}>
                    Cancel<span className="sr-only"> the hall request for {when}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
