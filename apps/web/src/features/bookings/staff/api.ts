import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
import { bookingStatuses, type BookingStatus } from '@rgcc/shared/bookings/rooms-and-hall-constants';
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

/** The list's status filter and page, as the URL keeps them. */
export interface BookingFilters {
  status: BookingStatus | '';
  page: number;
}

/** A hand-edited value the API would refuse falls back to the default instead of an error page. */
function filtersFrom(request: Request): BookingFilters {
  const params = new URL(request.url).searchParams;
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (bookingStatuses as readonly (string | null)[]).includes(status) ? (status as BookingStatus) : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function paramsFrom(filters: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

const query = (filters: BookingFilters) => {
  const params = paramsFrom(filters).toString();
  return params ? `?${params}` : '';
};

/** `/admin/bookings/rooms`: the requests, and the rooms they may be given. */
export async function roomRequestsLoader(args: LoaderFunctionArgs) {
  const filters = filtersFrom(args.request);
  const [requests, rooms] = await Promise.all([
    readSignedIn<StaffRoomBookingPage>(args, `/api/admin/bookings/rooms${query(filters)}`),
    readSignedIn<GuestRoomView[]>(args, '/api/admin/guest-rooms'),
  ]);
  return { filters, requests, rooms };
}

/** `/admin/bookings/hall`. */
export async function hallRequestsLoader(args: LoaderFunctionArgs) {
  const filters = filtersFrom(args.request);
  return { filters, requests: await readSignedIn<StaffHallBookingPage>(args, `/api/admin/bookings/hall${query(filters)}`) };
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
