import { CalendarCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { formatDay, hallSessionLabels } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { HallBooking } from '@rgcc/shared/bookings/rooms-and-hall';
import type { Cancelling } from './cancelling';
import { BookingItem } from './booking-item';

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
              <BookingItem
                key={booking.id}
                booking={booking}
                heading={when}
                details={`${booking.eventType} · ${booking.guests} guests`}
                cancelling={{ kind: 'hall', id: booking.id, what: `Your hall request for ${when}` }}
                target={`the hall request for ${when}`}
                onCancel={onCancel}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
