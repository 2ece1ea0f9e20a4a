import { Link } from '@/lib/links';
import { Radio } from 'lucide-react';
// Types only: the schema module would pull zod into the page's first load.
import type { Leaderboard } from '@rgcc/shared/golf/leaderboard';
import { useLiveLeaderboard, type LiveState } from '@/lib/use-live-leaderboard';
import { LeaderboardTable } from './leaderboard-table';

const stateLabels: Record<LiveState, string> = {
  connecting: 'Live: updates as scores come in',
  live: 'Live: updates as scores come in',
  reconnecting: 'Reconnecting…',
  final: 'Final results',
};

/** The event page's leaderboard: it updates itself while the tournament is played. */
export function LiveLeaderboard({ eventId, leaderboard }: { eventId: number; leaderboard: Leaderboard }) {
  const { board, state } = useLiveLeaderboard(eventId, leaderboard);
  return (
    <section aria-labelledby="leaderboard" className="mb-12 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="leaderboard" className="text-3xl">
          Leaderboard
        </h2>
        <p data-testid="leaderboard-state" className="flex items-center gap-2 rounded-full bg-fairway-50 px-3 py-1 text-sm font-semibold text-fairway-800">
          {state !== 'final' && <Radio aria-hidden="true" className="size-4" />}
          {stateLabels[state]}
        </p>
      </div>
      {board.rows.length === 0 ? <p className="text-ink">No players yet.</p> : <LeaderboardTable board={board} />}
      {board.status === 'live' && (
        <Link to={`/events/${eventId}/clubhouse`} className="inline-block font-semibold text-fairway-800 underline underline-offset-4">
          Clubhouse view, for a television
        </Link>
      )}
    </section>
  );
}
