import { data, type LoaderFunctionArgs } from 'react-router';
import { isRowId, readContent } from '@/lib/page-data';
import type { ClubEvent, Hole } from '@rgcc/shared/content/content';
import type { Leaderboard } from '@rgcc/shared/golf/leaderboard';
// Types only: the schema module would pull zod into the page's first load.
import type { Tee } from '@rgcc/shared/golf/scores';

export async function golfCourseLoader(args: LoaderFunctionArgs) {
  const [holes, tees] = await Promise.all([readContent<Hole[]>(args, '/api/holes'), readContent<Tee[]>(args, '/api/course/tees')]);
  return { holes, tees };
}

/** `/events/:id/clubhouse`: the event's title and its leaderboard (null before the draw is out). */
export async function clubhouseLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  if (!isRowId(id)) return data({ eventId: 0, title: null, leaderboard: null }, { status: 404 });
  const [event, leaderboard] = await Promise.all([readContent<ClubEvent | null>(args, `/api/events/${id}`), readContent<Leaderboard | null>(args, `/api/events/${id}/leaderboard`)]);
  if (!event || !leaderboard) return data({ eventId: Number(id), title: event?.title ?? null, leaderboard: null }, { status: 404 });
  return { eventId: event.id, title: event.title, leaderboard };
}
