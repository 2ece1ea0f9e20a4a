import { BedDouble } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { formatDay } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { formatCount } from '@rgcc/shared/format/number';
import type { RoomBooking } from '@rgcc/shared/bookings/rooms-and-hall';
import type { Cancelling } from './cancelling';
import { BookingItem } from './booking-item';

/** The member's stays, latest check-in first, each cancellable while the rules allow. */
export function RoomBookingsSection({ bookings, onCancel }: { bookings: RoomBooking[]; onCancel: (booking: Cancelling) => void }) {
  return (
    <section aria-labelledby="room-bookings-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="room-bookings-heading" className="text-3xl">
          Guest room
        </h2>
        <ButtonLink to="/dashboard/bookings/room">
          <BedDouble aria-hidden="true" className="size-4" /> Request a room
        </ButtonLink>
      </div>
      {bookings.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-ink-muted shadow-sm ring-1 ring-fairway-100">
          You have no guest room stays yet. Choose Request a room to see which nights are free and ask for yours.
        </p>
      ) : (
        <ul className="space-y-4" aria-label="Your guest room stays">
          {bookings.map((booking) => {
            const dates = `${formatDay(booking.checkIn)} to ${formatDay(booking.checkOut)}`;
            return (
              <BookingItem
                key={booking.id}
                booking={booking}
                heading={dates}
                details={`${formatCount(booking.nights, 'night')} · ${formatCount(booking.guests, 'guest')}${booking.room ? ` · ${booking.room}` : ''}`}
                cancelling={{ kind: 'room', id: booking.id, what: `Your stay from ${dates}` }}
                target={`the stay from ${dates}`}
                onCancel={onCancel}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
