import type { LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { isRowId, readSignedInIfThere } from '@/lib/page-data';
// Types only: the schema module would pull zod into the page's first load.
import type { Scorecard, ScoringSheet } from '@rgcc/shared/golf/live-scoring';

/** `/dashboard/events/:id/scoring`: the cards of the member's group; null when they do not play. */
export async function markerScoringLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  return { sheet: isRowId(id) ? await readSignedInIfThere<ScoringSheet>(args, `/api/member/tournaments/${id}/scores`) : null };
}

export const sendMarkerScores = (eventId: number) => (memberId: string, body: { strokes: (number | null)[]; version: number }) =>
  api.put<Scorecard>(`/api/member/tournaments/${eventId}/scores/${encodeURIComponent(memberId)}`, body);
