import { useState, type ReactNode } from 'react';
import { clubDateOf } from '@rgcc/shared/bookings/tee-time-slots';
import type { MyTeeTimes, TeeTimeBooking } from '@rgcc/shared/bookings/tee-times';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useAccount } from '@/lib/current-account';
import { useRenderedAt } from '@/lib/page-data';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { useCancelTeeTime, useLeaveWaitlist } from './api';
import { formatBookedTime, formatClubClock } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { bookingsTexts } from './bookings-texts';

const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
const names = (players: { name: string }[]) => players.map((player) => player.name).join(', ');

const itemClass = 'flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100';

/** The member's tee times and waitlist places, with cancel and leave. */
export function TeeTimeBookings({ teeTimes }: { teeTimes: MyTeeTimes }) {
  const t = useTexts(bookingsTexts);
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
          {t('teeTimes')}
        </h2>
        <ButtonLink to="/dashboard/tee-times">{t('bookATeeTime')}</ButtonLink>
      </div>
      {empty && <p className="rounded-2xl bg-white p-6 text-ink ring-1 ring-fairway-100">{t('noTeeTimes')}</p>}
      <ul className="space-y-3">
        {teeTimes.bookings.map((booking) => {
          const mine = booking.bookedBy.memberId === account.memberId;
          const cancellable = mine && !booking.cancelledAt && Date.parse(booking.cancelUntil) > renderedAt;
          return (
            <li key={booking.id} className={itemClass}>
              <div>
                <p className="font-semibold text-fairway-800">{formatBookedTime(booking.startsAt, locale)}</p>
                <p className="text-ink">{t('players', { names: names(booking.players) })}</p>
                {booking.cancelledAt ? (
                  <p className="font-semibold text-red-800">{t('cancelled')}</p>
                ) : mine ? (
                  !cancellable && <p className="text-sm text-ink-muted">{t('onlineCancellationClosed')}</p>
                ) : (
                  <p className="text-sm text-ink-muted">{t('bookedForYouBy', { name: booking.bookedBy.name })}</p>
                )}
              </div>
              {cancellable && (
                <Button variant="secondary" onClick={() => setCancelling(booking)}>
                  {t.rich('cancelTeeTimeOf', { hidden }, { time: formatBookedTime(booking.startsAt, locale) })}
                </Button>
              )}
            </li>
          );
        })}
        {teeTimes.waitlist.map((entry) => (
          <li key={`wait-${entry.id}`} className={itemClass}>
            <div>
              <p className="font-semibold text-fairway-800">{t('waitlistAt', { time: formatBookedTime(entry.startsAt, locale) })}</p>
              <p className="text-ink">
                {entry.state === 'offered'
                  ? t('placesHeld', { places: entry.places, until: formatClubClock(entry.offerExpiresAt!, locale) })
                  : t('waitingForPlaces', { places: entry.places })}
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              {entry.state === 'offered' && <ButtonLink to={`/dashboard/tee-times?date=${clubDateOf(new Date(entry.startsAt))}`}>{t('bookNow')}</ButtonLink>}
              <Button
                variant="ghost"
                disabled={leave.isPending}
                onClick={() =>
                  leave.submit(entry.id, {
                    onSuccess: (answer) => toast.success(answer.message),
                    onError: (error) => toast.error(errorMessage(error, t('leaveFailed'))),
                  })
                }
              >
                {t.rich('leaveWaitlistFor', { hidden }, { time: formatBookedTime(entry.startsAt, locale) })}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancelTeeTimeTitle')}
        confirmLabel={t('yesCancelIt')}
        pendingLabel={t('cancelling')}
        cancelLabel={t('keepIt')}
        pending={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() =>
          cancel.submit(cancelling!.id, {
            onSuccess: (answer) => {
              toast.success(answer.message);
              setCancelling(null);
            },
            onError: (error) => {
              toast.error(errorMessage(error, t('cancelTeeTimeFailed')));
              setCancelling(null);
            },
          })
        }
      >
        {cancelling && <p>{t('cancelTeeTimeText', { time: formatBookedTime(cancelling.startsAt, locale), names: names(cancelling.players) })}</p>}
      </ConfirmDialog>
    </section>
  );
}
