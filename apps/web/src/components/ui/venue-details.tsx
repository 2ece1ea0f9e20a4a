import { Clock, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTexts } from '@/lib/texts';
import { venueTexts } from './venue-texts';

const subheadingClass =
  'mt-6 flex items-center gap-2 font-sans text-sm font-semibold tracking-[0.15em] text-sand-700 uppercase';

/** A venue's opening hours and how to pre-book it, as the restaurant and the convention hall show them. */
export function VenueDetails({ hours, booking }: { hours: readonly { days: string; hours: string }[]; booking: ReactNode }) {
  const t = useTexts(venueTexts);
  return (
    <>
      <h3 className={subheadingClass}>
        <Clock aria-hidden="true" className="size-4" /> {t('openingHours')}
      </h3>
      <dl className="mt-3 space-y-2">
        {hours.map((row) => (
          <div key={row.days} className="border-b border-fairway-100 pb-2 last:border-b-0">
            <dt className="font-semibold text-fairway-800">{row.days}</dt>
            <dd className="text-ink">{row.hours}</dd>
          </div>
        ))}
      </dl>
      <h3 className={subheadingClass}>
        <Phone aria-hidden="true" className="size-4" /> {t('preBooking')}
      </h3>
      <p className="mt-2 text-ink">{booking}</p>
    </>
  );
}
