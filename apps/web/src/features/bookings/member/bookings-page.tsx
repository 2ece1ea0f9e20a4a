import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { MemberPage } from '@/components/member-area/member-page';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { useCancelBooking, type bookingsLoader } from './api';
import { HallBookingsSection } from './hall-bookings-section';
import { RoomBookingsSection } from './room-bookings-section';
import { TeeTimeBookings } from './tee-time-bookings';
import type { Cancelling } from './cancelling';
import { bookingsTexts } from './bookings-texts';

/** `/dashboard/bookings`: everything the member has booked at the club (tee times, guest-room stays, hall requests), with cancel. */
export function BookingsPage() {
  const t = useTexts(bookingsTexts);
  const { teeTimes, rooms, hall } = useLoaderData<typeof bookingsLoader>();
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);
  const cancel = useCancelBooking();
  const confirmCancel = () =>
    cancel.submit(cancelling!, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setCancelling(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, t('cancelFailed')));
        setCancelling(null);
      },
    });

  return (
    <MemberPage title={t('pageTitle')} intro={t('pageIntro')}>
      <div className="space-y-14">
        <TeeTimeBookings teeTimes={teeTimes} />
        <RoomBookingsSection bookings={rooms} onCancel={setCancelling} />
        <HallBookingsSection bookings={hall} onCancel={setCancelling} />
      </div>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancelBookingTitle')}
        confirmLabel={t('yesCancelIt')}
        pendingLabel={t('cancelling')}
        cancelLabel={t('keepIt')}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      >
        {cancelling && <p>{t('cancelledAndClubTold', { what: cancelling.what })}</p>}
      </ConfirmDialog>
    </MemberPage>
  );
}
