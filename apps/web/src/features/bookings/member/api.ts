import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { clubToday } from '@rgcc/shared/format/club-date';
// Types only: a value import from a schema module would pull zod into the page's first load.
import type { HallBooking, RoomAvailability, RoomBooking, RoomRequest, RoomRequested } from '@rgcc/shared/bookings/rooms-and-hall';
import type { MyTeeTimes, TeeTimeBooking, TeeTimeBookingInput, TeeTimeSettings, TeeTimeSlot, TeeTimeWaitlistEntry } from '@rgcc/shared/bookings/tee-times';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';

/** `/dashboard/bookings`: the member's tee times and waitlist places, room stays and hall requests. */
export async function bookingsLoader(args: LoaderFunctionArgs) {
  const [teeTimes, rooms, hall] = await Promise.all([
    readSignedIn<MyTeeTimes>(args, '/api/tee-time-bookings'),
    readSignedIn<RoomBooking[]>(args, '/api/room-bookings'),
    readSignedIn<HallBooking[]>(args, '/api/convention-hall/bookings'),
  ]);
  return { teeTimes, rooms, hall };
}

/** `/dashboard/tee-times?date=`: the day's tee times (today at the club unless chosen), the rules and the member's own. */
export async function teeTimesLoader(args: LoaderFunctionArgs) {
  const date = new URL(args.request.url).searchParams.get('date') ?? clubToday();
  const [slots, settings, mine] = await Promise.all([
    readSignedIn<TeeTimeSlot[]>(args, `/api/tee-times?date=${encodeURIComponent(date)}`),
    readSignedIn<TeeTimeSettings>(args, '/api/tee-time-settings'),
    readSignedIn<MyTeeTimes>(args, '/api/tee-time-bookings'),
  ]);
  return { date, slots, settings, mine };
}

/** `/dashboard/bookings/room`: free rooms each night, read as the page opens. */
export async function roomRequestLoader(args: LoaderFunctionArgs) {
  return { availability: await readSignedIn<RoomAvailability>(args, '/api/guest-rooms/availability') };
}

export const requestRoom = (input: RoomRequest) => api.post<RoomRequested>('/api/room-bookings', input);

/** Each change reads the page's data again, whatever the answer: places, offers and staff's answers move meanwhile. */
function useChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const revalidator = useRevalidator();
  return useSubmission({ send, onSettled: () => void revalidator.revalidate() });
}

/** Cancels a room stay or a hall request. */
export const useCancelBooking = () =>
  useChange(({ kind, id }: { kind: 'room' | 'hall'; id: number }) =>
    api.delete<MessageReply>(kind === 'room' ? `/api/room-bookings/${id}` : `/api/convention-hall/bookings/${id}`),
  );
export const useBookTeeTime = () => useChange((input: TeeTimeBookingInput) => api.post<TeeTimeBooking>('/api/tee-time-bookings', input));
export const useJoinWaitlist = () => useChange((input: { startsAt: string; places: number }) => api.post<TeeTimeWaitlistEntry>('/api/tee-time-waitlist', input));
export const useCancelTeeTime = () => useChange((id: number) => api.delete<MessageReply>(`/api/tee-time-bookings/${id}`));
export const useLeaveWaitlist = () => useChange((id: number) => api.delete<MessageReply>(`/api/tee-time-waitlist/${id}`));
