import type { StaffResults, TournamentResults } from '@rgcc/shared/golf/tournament-results';
import type { TournamentRow } from '../../../db/schema';

/** The published results as everyone sees them on the event's page: null until published. */
export function publicResultsOf(tournament: Pick<TournamentRow, 'resultsPublishedAt' | 'results'>): TournamentResults | null {
  if (!tournament.resultsPublishedAt || !tournament.results) return null;
  return { publishedAt: tournament.resultsPublishedAt.toISOString(), divisions: tournament.results.divisions };
}

/** The console's view adds the cards posted to the players' records, and those that were not. */
export function staffResultsOf(tournament: Pick<TournamentRow, 'resultsPublishedAt' | 'results'>): StaffResults | null {
  const shown = publicResultsOf(tournament);
  if (!shown || !tournament.results) return null;
  return { ...shown, posted: tournament.results.posted, notPosted: tournament.results.notPosted };
}
