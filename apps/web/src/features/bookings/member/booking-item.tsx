import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/texts';
import type { BookingStatus } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { Cancelling } from './cancelling';
import { StatusBadge } from './status-badge';
import { bookingsTexts } from './bookings-texts';

interface BookingItemProps {
  booking: { status: BookingStatus; note: string | null; cancellable: boolean };
  heading: string;
  /** The line under the heading: nights and guests, or the event and its guests. */
  details: string;
  /** What cancelling names: the dialog's words, and the end of the button's hidden label. */
  cancelling: Cancelling;
  target: string;
  onCancel: (booking: Cancelling) => void;
}

/** One stay or hall request on the member's Bookings page, cancellable while the rules allow. */
export function BookingItem({ booking, heading, details, cancelling, target, onCancel }: BookingItemProps) {
  const t = useTexts(bookingsTexts);
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-sans text-lg font-semibold text-fairway-900">{heading}</h3>
          <p className="text-sm text-ink-muted">{details}</p>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      {booking.note && (
        <p className="mt-3 text-ink">
          <span className="font-semibold text-fairway-800">{t('noteFromClub')}</span> {booking.note}
        </p>
      )}
      {booking.cancellable && (
        <Button variant="ghost" className="mt-3 px-4 py-2 text-red-800" onClick={() => onCancel(cancelling)}>
          {t.rich('cancelTarget', { hidden: (chunks) => <span className="sr-only">{chunks}</span> }, { target })}
        </Button>
      )}
    </li>
  );
}
