import { useEffect, useState } from 'react';
// Types only: the schema module would pull zod into the page's first load.
import type { Leaderboard } from '@rgcc/shared/golf/leaderboard';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'final';

/**
 * A tournament's leaderboard as it changes (decision 0037): the page's first render shows the
 * loader's, then Server-Sent Events bring each new one within about a second of a score, whichever
 * server the page talks to. The browser's EventSource reconnects by itself; a final leaderboard
 * no longer changes, so the stream is closed then.
 */
export function useLiveLeaderboard(eventId: number, initial: Leaderboard): { board: Leaderboard; state: LiveState } {
  const [board, setBoard] = useState(initial);
  const [state, setState] = useState<LiveState>(initial.status === 'final' ? 'final' : 'connecting');

  useEffect(() => {
    if (initial.status === 'final' || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events/${eventId}/leaderboard/live`);
    source.addEventListener('leaderboard', (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as Leaderboard;
      setBoard(next);
      if (next.status === 'final') {
        setState('final');
        source.close();
      } else setState('live');
    });
    source.addEventListener('error', () => setState((now) => (now === 'final' ? now : 'reconnecting')));
    return () => source.close();
  }, [eventId, initial.status]);

  return { board, state };
}
