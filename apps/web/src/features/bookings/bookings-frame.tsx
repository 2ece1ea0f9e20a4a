import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { bookingStatusLabels, type BookingStatus } from '@rgcc/shared/constants/rooms-and-hall';

/** The frame of the member's bookings pages, with the way back. */
export function BookingsFrame({ title, intro, back = { to: '/dashboard', label: 'Back to Dashboard' }, children }: { title: string; intro: ReactNode; back?: { to: string; label: string }; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} eyebrow="Member services">
        {intro}
      </PageHeader>
      <Section className="bg-cream">
        <Link to={back.to} className="mb-8 inline-flex items-center gap-2 font-semibold text-river-700 underline underline-offset-4">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
        {children}
      </Section>
    </>
  );
}

const statusStyles: Record<BookingStatus, string> = {
  pending: 'bg-sand-100 text-ink',
  confirmed: 'bg-fairway-100 text-fairway-900',
  declined: 'bg-red-50 text-red-800',
  cancelled: 'bg-fairway-50 text-ink-muted',
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${statusStyles[status]}`}>{bookingStatusLabels[status]}</span>;
}
