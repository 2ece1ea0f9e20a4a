import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { MemberTournament, MemberTournamentDetail, TournamentEntryForm } from '@rgcc/shared/golf/tournaments';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import { api } from '@/lib/api-client';
import { isRowId, readSignedIn, readSignedInIfThere } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';

/** `/dashboard/events`: tournaments open for entries and the member's own entries. */
export async function tournamentsLoader(args: LoaderFunctionArgs) {
  return { tournaments: await readSignedIn<MemberTournament[]>(args, '/api/member/tournaments') };
}

/** `/dashboard/events/:id`: one tournament with its entry list; null when the event is not open for entries. */
export async function tournamentLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  return { tournament: isRowId(id) ? await readSignedInIfThere<MemberTournamentDetail>(args, `/api/member/tournaments/${id}`) : null };
}

/** Entering and withdrawing: the page's data is read again afterwards, whatever the answer (the field may have filled). */
export function useTournamentEntry(eventId: number) {
  const revalidator = useRevalidator();
  const onSettled = () => void revalidator.revalidate();
  return {
    enter: useSubmission({ send: (input: TournamentEntryForm) => api.post<MessageReply>(`/api/member/tournaments/${eventId}/entry`, input), onSettled }),
    withdraw: useSubmission({ send: () => api.delete<MessageReply>(`/api/member/tournaments/${eventId}/entry`), onSettled }),
  };
}
