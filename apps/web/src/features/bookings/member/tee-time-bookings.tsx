import { useState } from 'react';
import { clubDateOf } from '@rgcc/shared/bookings/tee-time-slots';
import type { MyTeeTimes, TeeTimeBooking } from '@rgcc/shared/bookings/tee-times';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useAccount } from '@/lib/current-account';
import { useRenderedAt } from '@/lib/page-data';
import { toast } from '@/lib/toast';
import { useCancelTeeTime, useLeaveWaitlist } from './api';
import { formatBookedTime, formatClubClock } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';

const itemClass = 'flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100';

/** The member's tee times and waitlist places, with cancel and leave. */
export function TeeTimeBookings({ teeTimes }: { teeTimes: MyTeeTimes }) {
  const locale = useLocale();
  const account = useAccount();
  const renderedAt = useRenderedAt();
  const [cancelling, setCancelling] = useState<TeeTimeBooking | null>(null);
  const cancel = useCancelTeeTime();
  const leave = useLeaveWaitlist();
  const empty = teeTimes.bookings.length === 0 && teeTimes.waitlist.length === 0;

  return (
    <section aria-labelledby="tee-times-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="tee-times-heading" className="font-serif text-2xl text-fairway-800">
          Tee times
        </h2>
        <ButtonLink to="/dashboard/tee-times">Book a tee time</ButtonLink>
      </div>
      {empty && <p className="rounded-2xl bg-white p-6 text-ink ring-1 ring-fairway-100">You have no tee times booked. Choose “Book a tee time” to play the 9-hole course.</p>}
      <ul className="space-y-3">
        {teeTimes.bookings.map((booking) => {
          const mine = booking.bookedBy.memberId === account.memberId;
          const cancellable = mine && !booking.cancelledAt && Date.parse(booking.cancelUntil) > renderedAt;
          return (
            <li key={booking.id} className={itemClass}>
              <div>
                <p className="font-semibold text-fairway-800">{formatBookedTime(booking.startsAt, locale)}</p>
                <p className="text-ink">Players: {booking.players.map((player) => player.name).join(', ')}</p>
                {booking.cancelledAt ? (
                  <p className="font-semibold text-red-800">Cancelled</p>
                ) : mine ? (
                  !cancellable && <p className="text-sm text-ink-muted">Online cancellation has closed: to cancel, please phone the pro shop.</p>
                ) : (
                  <p className="text-sm text-ink-muted">Booked for you by {booking.bookedBy.name}.</p>
                )}
              </div>
              {cancellable && (
                <Button variant="secondary" onClick={() => setCancelling(booking)}>
                  Cancel<span className="sr-only"> the tee time of {formatBookedTime(booking.startsAt, locale)}</span>
                </Button>
              )}
            </li>
          );
        })}
        {teeTimes.waitlist.map((entry) => (
          <li key={`wait-${entry.id}`} className={itemClass}>
            <div>
              <p className="font-semibold text-fairway-800">Waitlist: {formatBookedTime(entry.startsAt, locale)}</p>
              <p className="text-ink">
                {entry.state === 'offered'
                  ? `${entry.places === 1 ? 'A place is' : `${entry.places} places are`} held for you until ${formatClubClock(entry.offerExpiresAt!, locale)}. Book it now.`
                  : `Waiting for ${entry.places === 1 ? 'a place' : `${entry.places} places`}.`}
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              {entry.state === 'offered' && <ButtonLink to={`/dashboard/tee-times?date=${clubDateOf(new Date(entry.startsAt))}`}>Book now</ButtonLink>}
              <Button
                variant="ghost"
                disabled={leave.isPending}
                onClick={() =>
                  leave.submit(entry.id, {
                    onSuccess: (answer) => toast.success(answer.message),
                    onError: (error) => toast.error(errorMessage(error, 'We could not take you off the waitlist. Please try again.')),
                  })
                }
              >
                Leave the waitlist<span className="sr-only"> for {formatBookedTime(entry.startsAt, locale)}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this tee time?"
        confirmLabel="Yes, cancel it"
        pendingLabel="Cancelling…"
        cancelLabel="Keep it"
        pending={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() =>
          cancel.submit(cancelling!.id, {
            onSuccess: (answer) => {
              toast.success(answer.message);
              setCancelling(null);
            },
            onError: (error) => {
              toast.error(errorMessage(error, 'We could not cancel the tee time. Please try again.'));
              setCancelling(null);
            },
          })
        }
      >
        {cancelling && (
          <p>
            {formatBookedTime(cancelling.startsAt, locale)}, for {cancelling.players.map((player) => player.name).join(', ')}. The members you named are told by email,
            and the places go to members waiting.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
