import { data, type LoaderFunctionArgs } from 'react-router';
import { isRowId, readContent } from '@/lib/page-data';
import type { ClubEvent } from '@rgcc/shared/content/content';
import type { PublicTournament } from '@rgcc/shared/golf/tournaments';
import type { TournamentWinners } from '@rgcc/shared/golf/tournament-results';
import type { Leaderboard } from '@rgcc/shared/golf/leaderboard';

export async function eventListLoader(args: LoaderFunctionArgs) {
  return { events: await readContent<ClubEvent[]>(args, '/api/events'), winners: [] as TournamentWinners };
}

/** The past events, with each tournament's winners once its results are published. */
export async function pastEventListLoader(args: LoaderFunctionArgs) {
  const [events, winners] = await Promise.all([readContent<ClubEvent[]>(args, '/api/events'), readContent<TournamentWinners>(args, '/api/tournaments/winners')]);
  return { events, winners };
}

/**
 * An unknown event is a page of its own, answered with 404 so that crawlers drop the address. A
 * tournament's rules of entry and published draw are the same for everyone; who entered is not
 * (decision 0027), so it is on the members' page.
 */
export async function eventLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  if (!isRowId(id)) return data({ event: null, tournament: null, leaderboard: null }, { status: 404 });
  const [event, tournament] = await Promise.all([
    readContent<ClubEvent | null>(args, `/api/events/${id}`),
    readContent<PublicTournament | null>(args, `/api/events/${id}/tournament`),
  ]);
  // The leaderboard from the draw's publication (issue 24); the page then follows it live.
  const leaderboard = tournament?.draw ? await readContent<Leaderboard | null>(args, `/api/events/${id}/leaderboard`) : null;
  return event ? { event, tournament, leaderboard } : data({ event: null, tournament: null, leaderboard: null }, { status: 404 });
}
