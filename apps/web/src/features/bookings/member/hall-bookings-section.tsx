import { CalendarCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import type { HallBooking } from '@rgcc/shared/bookings/rooms-and-hall';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { dayLabel, eventTypeValues } from '../booking-labels';
import type { Cancelling } from './cancelling';
import { BookingItem } from './booking-item';
import { bookingsTexts } from './bookings-texts';

/** The hall requests the member sent while signed in, latest date first. */
export function HallBookingsSection({ bookings, onCancel }: { bookings: HallBooking[]; onCancel: (booking: Cancelling) => void }) {
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  return (
    <section aria-labelledby="hall-bookings-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="hall-bookings-heading" className="text-3xl">
          {t('conventionHall')}
        </h2>
        <ButtonLink to="/convention-hall" variant="secondary">
          <CalendarCheck aria-hidden="true" className="size-4" /> {t('requestTheHall')}
        </ButtonLink>
      </div>
      {bookings.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-ink-muted shadow-sm ring-1 ring-fairway-100">{t('noHallRequests')}</p>
      ) : (
        <ul className="space-y-4" aria-label={t('yourHallRequests')}>
          {bookings.map((booking) => {
            const day = dayLabel(booking.eventDate, locale);
            const when = booking.session ? t('hallDaySession', { day, session: booking.session }) : day;
            return (
              <BookingItem
                key={booking.id}
                booking={booking}
                heading={when}
                details={t('hallDetails', { eventType: t('eventType', eventTypeValues(booking.eventType)), guests: booking.guests })}
                cancelling={{ kind: 'hall', id: booking.id, what: t('yourHallRequestFor', { when }) }}
                target={t('theHallRequestFor', { when })}
                onCancel={onCancel}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
