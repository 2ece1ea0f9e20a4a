import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import type { BookingStatus } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import type { Answering } from './room-and-hall-decision';
import { requestsTexts } from './requests-texts';

const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

interface RequestCardProps {
  /** Names the card's heading id: `room-request-7`, `hall-request-7`. */
  kind: 'room' | 'hall';
  request: { id: number; status: BookingStatus; createdAt: string; message: string | null; note: string | null; handledBy: string | null };
  heading: string;
  /** The line under the heading: how many, who, how to reach them. */
  details: ReactNode;
  /** What the status line says after the status (the room a stay was given). */
  statusNote?: string | null;
  /** The request as the decision dialog names it. */
  what: string;
  /** How the buttons' hidden labels end: "Confirm the stay from …". */
  target: string;
  /** A hall request sent before the popup asked for a session: confirming it asks for one. */
  needsSession?: boolean;
  onAnswer: (answering: Answering) => void;
}

/** One guest-room or hall request in the console's list, with Confirm and Decline while it is pending. */
export function RequestCard({ kind, request, heading, details, statusNote, what, target, needsSession, onAnswer }: RequestCardProps) {
  const t = useTexts(requestsTexts);
  const locale = useLocale();
  const headingId = `${kind}-request-${request.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-sans text-lg font-semibold text-fairway-900">
            {heading}
          </h2>
          <p className="text-sm text-ink-muted">{details}</p>
          <p className="text-sm text-ink-muted">{t('requestedAt', { at: formatClubDateTime(request.createdAt, locale) })}</p>
        </div>
        <p className="text-sm font-semibold text-fairway-800">
          {t('status', { status: request.status })}
          {statusNote && ` · ${statusNote}`}
        </p>
      </div>
      {request.message && <p className="mt-3 whitespace-pre-line text-ink">{request.message}</p>}
      {request.note && (
        <p className="mt-3 text-sm text-ink">
          <span className="font-semibold text-fairway-800">{request.handledBy ? t('noteBy', { name: request.handledBy }) : t('note')}</span> {request.note}
        </p>
      )}
      {request.status === 'pending' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button className="px-4 py-2" onClick={() => onAnswer({ id: request.id, what, answer: 'confirm', ...(needsSession && { needsSession }) })}>
            {t.rich('confirmTarget', { hidden }, { target })}
          </Button>
          <Button variant="ghost" className="px-4 py-2 text-red-800" onClick={() => onAnswer({ id: request.id, what, answer: 'decline' })}>
            {t.rich('declineTarget', { hidden }, { target })}
          </Button>
        </div>
      )}
    </article>
  );
}
