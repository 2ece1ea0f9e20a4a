import { redirect, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { isStaffRole } from '@rgcc/shared/account/staff-roles';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { MemberProfile, MembershipSummary } from '@rgcc/shared/membership/member-area';
import type { MemberCard } from '@rgcc/shared/membership/member-card';
import type { Receipt } from '@rgcc/shared/billing/payments';
import type { SupportFollowUpInput, SupportThread, SupportThreadCreated, SupportThreadInput, SupportThreadSummary } from '@rgcc/shared/comms/support';
import type { MemberTournament, MemberTournamentDetail, TournamentEntryForm } from '@rgcc/shared/golf/tournaments';
import { api } from '@/lib/api-client';
import { isContentId, readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';

export async function memberProfileLoader(args: LoaderFunctionArgs) {
  return { profile: await readSignedIn<MemberProfile>(args, '/api/member/profile') };
}

export async function membershipSummaryLoader(args: LoaderFunctionArgs) {
  return { membership: await readSignedIn<MembershipSummary>(args, '/api/member/membership') };
}

export async function memberCardLoader(args: LoaderFunctionArgs) {
  return { card: await readSignedIn<MemberCard>(args, '/api/member/card') };
}

/** A new card for a lost one; the page then shows the new card, with its new QR code. */
export function useCardReplacement() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: () => api.post<{ message: string }>('/api/member/card/replacement', undefined),
    onSettled: () => void revalidator.revalidate(),
  });
}

export async function receiptsLoader(args: LoaderFunctionArgs) {
  return { receipts: await readSignedIn<Receipt[]>(args, '/api/member/receipts') };
}

/** The dashboard is the members'; staff have the console. */
export async function dashboardLoader(args: LoaderFunctionArgs) {
  const account = await readSignedIn<CurrentAccount>(args, '/api/me');
  if (isStaffRole(account.role)) throw redirect('/admin');
  return null;
}

export async function supportThreadsLoader(args: LoaderFunctionArgs) {
  return { threads: await readSignedIn<SupportThreadSummary[]>(args, '/api/member/support') };
}

/** Null for an id that cannot exist, or a thread that is not the member's: the page says so. */
export async function supportThreadLoader(args: LoaderFunctionArgs) {
  const { id = '' } = args.params;
  return { thread: isContentId(id) ? await readSignedIn<SupportThread | null>(args, `/api/member/support/${id}`) : null };
}

export function useStartThread() {
  return useSubmission({ send: (input: SupportThreadInput) => api.post<SupportThreadCreated>('/api/member/support', input) });
}

/** After the message is sent, the thread is read again to show it in its place. */
export function useFollowUp(id: number) {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (input: SupportFollowUpInput) => api.post<{ message: string }>(`/api/member/support/${id}/messages`, input),
    onSettled: () => void revalidator.revalidate(),
  });
}

/** `/dashboard/events`: tournaments open for entries and the member's own entries. */
export async function tournamentsLoader(args: LoaderFunctionArgs) {
  return { tournaments: await readSignedIn<MemberTournament[]>(args, '/api/member/tournaments') };
}

/** `/dashboard/events/:id`: one tournament with its entry list; null when the event is not open for entries. */
export async function tournamentLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  return { tournament: isContentId(id) ? await readSignedIn<MemberTournamentDetail | null>(args, `/api/member/tournaments/${id}`) : null };
}

/** Entering and withdrawing: the page's data is read again afterwards, whatever the answer (the field may have filled). */
export function useTournamentEntry(eventId: number) {
  const revalidator = useRevalidator();
  const onSettled = () => void revalidator.revalidate();
  return {
    enter: useSubmission({ send: (input: TournamentEntryForm) => api.post<{ message: string }>(`/api/member/tournaments/${eventId}/entry`, input), onSettled }),
    withdraw: useSubmission({ send: () => api.delete<{ message: string }>(`/api/member/tournaments/${eventId}/entry`), onSettled }),
  };
}
