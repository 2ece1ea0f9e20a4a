import type { LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { isRowId, readSignedInIfThere } from '@/lib/page-data';
// Types only: the schema module would pull zod into the console's first load.
import type { Scorecard, ScoringSheet } from '@rgcc/shared/golf/live-scoring';

/** `/admin/events/:id/scoring`: every entrant's card; null for an event without a tournament. */
export async function staffScoringLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  return { sheet: isRowId(id) ? await readSignedInIfThere<ScoringSheet>(args, `/api/admin/events/${id}/tournament/scores`) : null };
}

export const sendStaffScores = (eventId: number) => (memberId: string, body: { strokes: (number | null)[]; version: number }) =>
  api.put<Scorecard>(`/api/admin/events/${eventId}/tournament/scores/${encodeURIComponent(memberId)}`, body);
