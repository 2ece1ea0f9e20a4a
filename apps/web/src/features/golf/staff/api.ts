import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { isRowId, readSignedInIfThere } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
// Types only: the schema module would pull zod into the console's first load.
import type { DrawForm, EntryByStaffForm, EntryRemovalForm, EntryTeeForm, StaffTournament, TournamentSettingsForm } from '@rgcc/shared/golf/tournaments';
import type { PublishResultsBody } from '@rgcc/shared/golf/tournament-results';

/** `/admin/events/:id/entries`: the event's entry settings, entries and draw; null for an event that is not there. */
export async function eventEntriesLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  return { tournament: isRowId(id) ? await readSignedInIfThere<StaffTournament>(args, `/api/admin/events/${id}/tournament`) : null };
}

/** The entries page's actions; the page is read again after each, whatever the answer. */
export function useTournamentActions(eventId: number) {
  const revalidator = useRevalidator();
  const onSettled = () => void revalidator.revalidate();
  const path = `/api/admin/events/${eventId}/tournament`;
  return {
    save: useSubmission({ send: (input: TournamentSettingsForm) => api.put<StaffTournament>(path, input), onSettled }),
    close: useSubmission({ send: () => api.post<StaffTournament>(`${path}/close`, {}), onSettled }),
    draw: useSubmission({ send: (input: DrawForm) => api.post<StaffTournament>(`${path}/draw`, input), onSettled }),
    publish: useSubmission({ send: () => api.post<StaffTournament>(`${path}/publish`, {}), onSettled }),
    enter: useSubmission({ send: (input: EntryByStaffForm) => api.post<StaffTournament>(`${path}/entries`, input), onSettled }),
    remove: useSubmission({
      send: ({ memberId, ...input }: EntryRemovalForm & { memberId: string }) => api.post<StaffTournament>(`${path}/entries/${encodeURIComponent(memberId)}/remove`, input),
      onSettled,
    }),
    tee: useSubmission({
      send: ({ memberId, ...input }: EntryTeeForm & { memberId: string }) => api.put<StaffTournament>(`${path}/entries/${encodeURIComponent(memberId)}/tee`, input),
      onSettled,
    }),
    results: useSubmission({ send: (input: PublishResultsBody) => api.post<StaffTournament>(`${path}/results`, input), onSettled }),
  };
}
