import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelBooking, type bookingsLoader } from './api';
import { BookingsFrame } from './bookings-frame';
import { HallBookingsSection } from './hall-bookings-section';
import { RoomBookingsSection } from './room-bookings-section';

/** What the member is about to cancel, named as the dialog asks about it. */
export interface Cancelling {
  kind: 'room' | 'hall';
  id: number;
  what: string;
}

/** `/dashboard/bookings`: the member's guest-room stays and convention hall requests, each with its status. */
export function BookingsPage() {
  const { rooms, hall } = useLoaderData<typeof bookingsLoader>();
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
    <BookingsFrame title="Bookings" intro="Your guest room stays and convention hall requests. Staff confirm each one and tell you by email.">
      <div className="space-y-14">
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
    </BookingsFrame>
  );
}
