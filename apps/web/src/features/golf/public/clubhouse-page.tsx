import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { clubhousePageRows, clubhousePageSeconds } from '@rgcc/shared/golf/live-scoring-constants';
import { LeaderboardTable } from '@/components/leaderboard-table';
import { useLiveLeaderboard } from '@/lib/use-live-leaderboard';
// Types only: the schema module would pull zod into the page's first load.
import type { Leaderboard } from '@rgcc/shared/golf/leaderboard';
import type { clubhouseLoader } from './api';
import { useTexts } from '@/lib/texts';
import { clubhouseTexts } from './clubhouse-texts';

/** Whether the viewer asked for less motion (the television's browser setting). */
const reducedMotion = '(prefers-reduced-motion: reduce)';
function useReducedMotion() {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(reducedMotion);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(reducedMotion).matches,
    // The server renders the moving view; the browser decides once it hydrates.
    () => false,
  );
}

/** Scrolls the field slowly to its end, rests, and starts again at the top. */
function useAutoScroll(box: React.RefObject<HTMLDivElement | null>, enabled: boolean) {
  useEffect(() => {
    const element = box.current;
    if (!enabled || !element) return;
    let restUntil = Date.now() + clubhousePageSeconds * 1000;
    const timer = window.setInterval(() => {
      if (Date.now() < restUntil) return;
      if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) {
        element.scrollTop = 0;
        restUntil = Date.now() + clubhousePageSeconds * 1000;
      } else element.scrollTop += 1;
    }, 40);
    return () => window.clearInterval(timer);
  }, [box, enabled]);
}

/** With reduced motion, the field a page at a time instead, each shown for a while. */
function usePage(board: Leaderboard, enabled: boolean): Leaderboard {
  const pages = Math.max(1, Math.ceil(board.rows.length / clubhousePageRows));
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (!enabled || pages === 1) return;
    const timer = window.setInterval(() => setPage((now) => (now + 1) % pages), clubhousePageSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [enabled, pages]);
  if (!enabled) return board;
  const start = (page % pages) * clubhousePageRows;
  return { ...board, rows: board.rows.slice(start, start + clubhousePageRows) };
}

function Clubhouse({ eventId, title, leaderboard }: { eventId: number; title: string; leaderboard: Leaderboard }) {
  const { board, state } = useLiveLeaderboard(eventId, leaderboard);
  const reduced = useReducedMotion();
  const box = useRef<HTMLDivElement>(null);
  useAutoScroll(box, !reduced);
  const shown = usePage(board, reduced);
  const t = useTexts(clubhouseTexts);
  return (
    <div data-testid="clubhouse" className="fixed inset-0 z-40 flex flex-col bg-cream px-8 py-6">
      <header className="mb-4 flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-5xl text-fairway-900">{title}</h1>
        <p className="text-2xl font-semibold text-fairway-800">{t(state === 'final' ? 'finalResults' : state === 'reconnecting' ? 'reconnecting' : 'liveLeaderboard')}</p>
      </header>
      <div ref={box} tabIndex={0} aria-label={t('theField')} className="min-h-0 flex-1 overflow-hidden rounded-2xl bg-white p-4 shadow-sm ring-1 ring-fairway-100">
        {board.rows.length === 0 ? <p className="text-3xl">{t('noPlayersYet')}</p> : <LeaderboardTable board={shown} size="tv" headingLevel={2} />}
      </div>
    </div>
  );
}

/** A full-screen leaderboard for the clubhouse's television: it moves through the field by itself. */
export function ClubhousePage() {
  const { eventId, title, leaderboard } = useLoaderData<typeof clubhouseLoader>();
  const t = useTexts(clubhouseTexts);
  if (!leaderboard || !title) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-24 text-center">
        <h1 className="mb-6 text-4xl">{t('noLeaderboard')}</h1>
        <p role="alert" className="mb-6 text-lg">
          {t('noLeaderboardYet')}
        </p>
        {eventId > 0 && (
          <Link to={`/events/${eventId}`} className="font-semibold text-fairway-800 underline underline-offset-4">
            {t('backToEvent')}
          </Link>
        )}
      </div>
    );
  }
  return <Clubhouse eventId={eventId} title={title} leaderboard={leaderboard} />;
}
