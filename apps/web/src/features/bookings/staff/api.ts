import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
import { bookingListFilters } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { listUrl, readListState, type ListState } from '@rgcc/shared/common/list-filters';
import type { Attendance } from '@rgcc/shared/bookings/tee-time-constants';
import { clubToday } from '@rgcc/shared/format/club-date';
// Types only: a value import from the schema module would pull zod into the console's first load.
import type {
  DeclineInput,
  GuestRoomInput,
  GuestRoomView,
  HallConfirmInput,
  RoomAndHallSettings,
  RoomAndHallSettingsInput,
  RoomAndHallSettingsSaved,
  RoomConfirmInput,
  StaffHallBookingPage,
  StaffRoomBookingPage,
} from '@rgcc/shared/bookings/rooms-and-hall';
import type { StaffTeeTimeBookingRequest, TeeSheet, TeeTimeBlockInput, TeeTimeBooking, TeeTimeSettings, TeeTimeSettingsInput, TeeTimeSettingsSaved } from '@rgcc/shared/bookings/tee-times';
import type { MessageReply } from '@rgcc/shared/common/message-reply';

/** The list's status filter and page, as the address keeps them. */
export type BookingFilters = ListState<typeof bookingListFilters>;

const filtersFrom = (request: Request): BookingFilters => readListState(bookingListFilters, new URL(request.url).searchParams);

/** `/admin/bookings/rooms`: the requests, and the rooms they may be given. */
export async function roomRequestsLoader(args: LoaderFunctionArgs) {
  const filters = filtersFrom(args.request);
  const [requests, rooms] = await Promise.all([
    readSignedIn<StaffRoomBookingPage>(args, listUrl('/api/admin/bookings/rooms', bookingListFilters, filters)),
    readSignedIn<GuestRoomView[]>(args, '/api/admin/guest-rooms'),
  ]);
  return { filters, requests, rooms };
}

/** `/admin/bookings/hall`. */
export async function hallRequestsLoader(args: LoaderFunctionArgs) {
  const filters = filtersFrom(args.request);
  return { filters, requests: await readSignedIn<StaffHallBookingPage>(args, listUrl('/api/admin/bookings/hall', bookingListFilters, filters)) };
}

/** `/admin/bookings/room-rules`: the numbers a room or hall request must keep. */
export async function roomAndHallRulesLoader(args: LoaderFunctionArgs) {
  return { settings: await readSignedIn<RoomAndHallSettings>(args, '/api/admin/room-and-hall-settings') };
}

export function useSaveRoomAndHallRules() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (input: RoomAndHallSettingsInput) => api.put<RoomAndHallSettingsSaved>('/api/admin/room-and-hall-settings', input),
    onSuccess: () => void revalidator.revalidate(),
  });
}

export type Decision = { answer: 'confirm'; input: RoomConfirmInput | HallConfirmInput } | { answer: 'decline'; input: DeclineInput };

/** Confirms or declines a request; the list is read again either way (another member of staff may have answered). */
export function useDecide(kind: 'rooms' | 'hall') {
  const revalidator = useRevalidator();
  return useSubmission({
    send: ({ id, decision }: { id: number; decision: Decision }) => api.post<MessageReply>(`/api/admin/bookings/${kind}/${id}/${decision.answer}`, decision.input),
    onSettled: () => void revalidator.revalidate(),
  });
}

/** Adds a room (no id) or changes one. */
export function useSaveGuestRoom() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: ({ id, ...input }: GuestRoomInput & { id?: number }) =>
      id === undefined ? api.post<GuestRoomView>('/api/admin/guest-rooms', input) : api.put<GuestRoomView>(`/api/admin/guest-rooms/${id}`, input),
    onSettled: () => void revalidator.revalidate(),
  });
}

/** `/admin/bookings?date=`: the day's tee sheet (today at the club unless chosen). */
export async function teeSheetLoader(args: LoaderFunctionArgs) {
  const date = new URL(args.request.url).searchParams.get('date') ?? clubToday();
  return { sheet: await readSignedIn<TeeSheet>(args, `/api/admin/tee-sheet?date=${encodeURIComponent(date)}`) };
}

/** `/admin/bookings/tee-time-rules`: the rules members book under. */
export async function teeTimeRulesLoader(args: LoaderFunctionArgs) {
  return { settings: await readSignedIn<TeeTimeSettings>(args, '/api/tee-time-settings') };
}

/** A tee-sheet change; the sheet is read again once it is made. */
function useTeeSheetChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const revalidator = useRevalidator();
  return useSubmission({ send, onSuccess: () => void revalidator.revalidate() });
}

export const useSetAttendance = () =>
  useTeeSheetChange((input: { playerId: number; attendance: Attendance }) => api.put<MessageReply>(`/api/admin/tee-time-players/${input.playerId}/attendance`, { attendance: input.attendance }));
export const useStaffBookTeeTime = () => useTeeSheetChange((input: StaffTeeTimeBookingRequest) => api.post<TeeTimeBooking>('/api/admin/tee-time-bookings', input));
export const useBlockTeeTimes = () => useTeeSheetChange((input: TeeTimeBlockInput) => api.post<MessageReply>('/api/admin/tee-time-blocks', input));
export const useReopenTeeTimes = () => useTeeSheetChange((input: Omit<TeeTimeBlockInput, 'reason'>) => api.post<MessageReply>('/api/admin/tee-time-blocks/reopen', input));
export const useStaffCancelBooking = () =>
  useTeeSheetChange((input: { bookingId: number; reason: string }) => api.post<MessageReply>(`/api/admin/tee-time-bookings/${input.bookingId}/cancel`, { reason: input.reason }));
export const useSaveTeeTimeRules = () => useTeeSheetChange((input: TeeTimeSettingsInput) => api.put<TeeTimeSettingsSaved>('/api/admin/tee-time-settings', input));
