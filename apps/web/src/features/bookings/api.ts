import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
// Types only: the schema module would pull zod into the page's first load.
import type { HallBooking, RoomAvailability, RoomBooking, RoomRequest } from '@rgcc/shared/schemas/rooms-and-hall';

/** `/dashboard/bookings`: the member's room stays and hall requests. */
export async function bookingsLoader(args: LoaderFunctionArgs) {
  const [rooms, hall] = await Promise.all([readSignedIn<RoomBooking[]>(args, '/api/room-bookings'), readSignedIn<HallBooking[]>(args, '/api/convention-hall/bookings')]);
  return { rooms, hall };
}

/** `/dashboard/bookings/room`: free rooms each night, read as the page opens. */
export async function roomRequestLoader(args: LoaderFunctionArgs) {
  return { availability: await readSignedIn<RoomAvailability>(args, '/api/guest-rooms/availability') };
}

export const requestRoom = (input: RoomRequest) => api.post<{ message: string; booking: RoomBooking }>('/api/room-bookings', input);

/** Cancels a room stay or a hall request; the list is read again either way (staff may have answered meanwhile). */
export function useCancelBooking() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: ({ kind, id }: { kind: 'room' | 'hall'; id: number }) =>
      api.delete<{ message: string }>(kind === 'room' ? `/api/room-bookings/${id}` : `/api/convention-hall/bookings/${id}`),
    onSettled: () => void revalidator.revalidate(),
  });
}
