import { BedDouble } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import type { RoomBooking } from '@rgcc/shared/bookings/rooms-and-hall';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { dayLabel } from '../booking-labels';
import type { Cancelling } from './cancelling';
import { BookingItem } from './booking-item';
import { bookingsTexts } from './bookings-texts';

/** The member's stays, latest check-in first, each cancellable while the rules allow. */
export function RoomBookingsSection({ bookings, onCancel }: { bookings: RoomBooking[]; onCancel: (booking: Cancelling) => void }) {
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  return (
    <section aria-labelledby="room-bookings-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="room-bookings-heading" className="text-3xl">
          {t('guestRoom')}
        </h2>
        <ButtonLink to="/dashboard/bookings/room">
          <BedDouble aria-hidden="true" className="size-4" /> {t('requestARoom')}
        </ButtonLink>
      </div>
      {bookings.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-ink-muted shadow-sm ring-1 ring-fairway-100">{t('noRoomStays')}</p>
      ) : (
        <ul className="space-y-4" aria-label={t('yourRoomStays')}>
          {bookings.map((booking) => {
            const dates = t('stayDates', { checkIn: dayLabel(booking.checkIn, locale), checkOut: dayLabel(booking.checkOut, locale) });
            const stay = { nights: booking.nights, guests: booking.guests };
            return (
              <BookingItem
                key={booking.id}
                booking={booking}
                heading={dates}
                details={booking.room ? t('stayDetailsWithRoom', { ...stay, room: booking.room }) : t('stayDetails', stay)}
                cancelling={{ kind: 'room', id: booking.id, what: t('yourStayFrom', { dates }) }}
                target={t('theStayFrom', { dates })}
                onCancel={onCancel}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
