import { Link } from '@/lib/links';
import { Radio } from 'lucide-react';
// Types only: the schema module would pull zod into the page's first load.
import type { Leaderboard } from '@rgcc/shared/golf/leaderboard';
import { useLiveLeaderboard, type LiveState } from '@/lib/use-live-leaderboard';
import { useTexts, type TextKey } from '@/lib/texts';
import { LeaderboardTable } from './leaderboard-table';
import { golfResultsTexts } from './golf-results-texts';

const stateLabels: Record<LiveState, TextKey<typeof golfResultsTexts>> = {
  connecting: 'liveUpdates',
  live: 'liveUpdates',
  reconnecting: 'reconnecting',
  final: 'finalResults',
};

/** The event page's leaderboard: it updates itself while the tournament is played. */
export function LiveLeaderboard({ eventId, leaderboard }: { eventId: number; leaderboard: Leaderboard }) {
  const { board, state } = useLiveLeaderboard(eventId, leaderboard);
  const t = useTexts(golfResultsTexts);
  return (
    <section aria-labelledby="leaderboard" className="mb-12 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="leaderboard" className="text-3xl">
          {t('leaderboard')}
        </h2>
        <p data-testid="leaderboard-state" className="flex items-center gap-2 rounded-full bg-fairway-50 px-3 py-1 text-sm font-semibold text-fairway-800">
          {state !== 'final' && <Radio aria-hidden="true" className="size-4" />}
          {t(stateLabels[state])}
        </p>
      </div>
      {board.rows.length === 0 ? <p className="text-ink">{t('noPlayersYet')}</p> : <LeaderboardTable board={board} />}
      {board.status === 'live' && (
        <Link to={`/events/${eventId}/clubhouse`} className="inline-block font-semibold text-fairway-800 underline underline-offset-4">
          {t('clubhouseView')}
        </Link>
      )}
    </section>
  );
}
