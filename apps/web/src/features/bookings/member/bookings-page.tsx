import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { MemberPage } from '@/components/member-area/member-page';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelBooking, type bookingsLoader } from './api';
import { HallBookingsSection } from './hall-bookings-section';
import { RoomBookingsSection } from './room-bookings-section';
import { TeeTimeBookings } from './tee-time-bookings';
import type { Cancelling } from './cancelling';

/** `/dashboard/bookings`: everything the member has booked at the club (tee times, guest-room stays, hall requests), with cancel. */
export function BookingsPage() {
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
        toast.error(errorMessage(error, 'We could not cancel it. Please try again.'));
        setCancelling(null);
      },
    });

  return (
    <MemberPage title="Bookings" intro="Your tee times, guest room stays and convention hall requests. Staff confirm each room and hall request and tell you by email.">
      <div className="space-y-14">
        <TeeTimeBookings teeTimes={teeTimes} />
        <RoomBookingsSection bookings={rooms} onCancel={setCancelling} />
        <HallBookingsSection bookings={hall} onCancel={setCancelling} />
      </div>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this booking?"
        confirmLabel="Yes, cancel it"
        pendingLabel="Cancelling…"
        cancelLabel="Keep it"
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      >
        <p>{cancelling?.what} is cancelled, and the club is told.</p>
      </ConfirmDialog>
    </MemberPage>
  );
}
