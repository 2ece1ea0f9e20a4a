import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { Attendance, TeeTimeSettings } from '@rgcc/shared/constants/tee-times';
import { clubToday } from '@rgcc/shared/format/club-date';
// Types only: a value import from the schema module would pull zod into the console's first load.
import type { TeeSheet, TeeTimeBlockInput, TeeTimeSettingsInput } from '@rgcc/shared/schemas/tee-times';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';

/** `/admin/bookings?date=`: the day's tee sheet (today at the club unless chosen). */
export async function teeSheetLoader(args: LoaderFunctionArgs) {
  const date = new URL(args.request.url).searchParams.get('date') ?? clubToday();
  return { sheet: await readSignedIn<TeeSheet>(args, `/api/admin/tee-sheet?date=${encodeURIComponent(date)}`) };
}

/** `/admin/bookings/tee-time-rules`: the rules members book under. */
export async function teeTimeRulesLoader(args: LoaderFunctionArgs) {
  return { settings: await readSignedIn<TeeTimeSettings>(args, '/api/tee-time-settings') };
}

interface Done {
  message: string;
}

function useChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const revalidator = useRevalidator();
  return useSubmission({ send, onSuccess: () => void revalidator.revalidate() });
}

export const useSetAttendance = () => useChange((input: { playerId: number; attendance: Attendance }) => api.put<Done>(`/api/admin/tee-time-players/${input.playerId}/attendance`, { attendance: input.attendance }));
export const useBlockTeeTimes = () => useChange((input: TeeTimeBlockInput) => api.post<Done>('/api/admin/tee-time-blocks', input));
export const useReopenTeeTimes = () => useChange((input: Omit<TeeTimeBlockInput, 'reason'>) => api.post<Done>('/api/admin/tee-time-blocks/reopen', input));
export const useStaffCancelBooking = () => useChange((input: { bookingId: number; reason: string }) => api.post<Done>(`/api/admin/tee-time-bookings/${input.bookingId}/cancel`, { reason: input.reason }));
export const useSaveTeeTimeRules = () => useChange((input: TeeTimeSettingsInput) => api.put<Done & { settings: TeeTimeSettings }>('/api/admin/tee-time-settings', input));
