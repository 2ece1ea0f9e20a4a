import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { TeeTimeSettings } from '@rgcc/shared/constants/tee-times';
import { clubToday } from '@rgcc/shared/format/club-date';
// Types only: a value import from the schema module would pull zod into the page's first load.
import type { MyTeeTimes, TeeTimeBooking, TeeTimeBookingInput, TeeTimeSlot, TeeTimeWaitlistEntry } from '@rgcc/shared/schemas/tee-times';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';

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

/** `/dashboard/bookings`: the member's tee times and waitlist places. */
export async function bookingsLoader(args: LoaderFunctionArgs) {
  return { teeTimes: await readSignedIn<MyTeeTimes>(args, '/api/tee-time-bookings') };
}

/** Each change reads the page's data again, so places and lists are current. */
function useChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const revalidator = useRevalidator();
  return useSubmission({ send, onSettled: () => void revalidator.revalidate() });
}

export const useBookTeeTime = () => useChange((input: TeeTimeBookingInput) => api.post<TeeTimeBooking>('/api/tee-time-bookings', input));
export const useJoinWaitlist = () => useChange((input: { startsAt: string; places: number }) => api.post<TeeTimeWaitlistEntry>('/api/tee-time-waitlist', input));
export const useCancelTeeTime = () => useChange((id: number) => api.delete<{ message: string }>(`/api/tee-time-bookings/${id}`));
export const useLeaveWaitlist = () => useChange((id: number) => api.delete<{ message: string }>(`/api/tee-time-waitlist/${id}`));
