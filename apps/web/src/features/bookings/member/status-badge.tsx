import type { BookingStatus } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { useTexts } from '@/lib/texts';
import { bookingsTexts } from './bookings-texts';

const statusStyles: Record<BookingStatus, string> = {
  pending: 'bg-sand-100 text-ink',
  confirmed: 'bg-fairway-100 text-fairway-900',
  declined: 'bg-red-50 text-red-800',
  cancelled: 'bg-fairway-50 text-ink-muted',
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  const t = useTexts(bookingsTexts);
  return <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${statusStyles[status]}`}>{t('status', { status })}</span>;
}
