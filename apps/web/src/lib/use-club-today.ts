import { useSyncExternalStore } from 'react';
import { clubToday } from '@rgcc/shared/format/club-date';
import { useRenderedAt } from './page-data';

const minuteMs = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), minuteMs);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const browserToday = () => clubToday();

/**
 * Today's date at the club (`YYYY-MM-DD`), for what depends on it: which events are upcoming, the
 * footer's year. Hydration uses the day the server rendered the page, so that it matches the
 * server's markup; then the visitor's clock takes over, checked each minute, so a long-open tab
 * moves on at midnight. A date, not an instant: on the day the page was rendered the two agree,
 * and React has nothing to render again after hydration.
 */
export function useClubToday(): string {
  const renderedAt = useRenderedAt();
  return useSyncExternalStore(subscribe, browserToday, () => clubToday(new Date(renderedAt)));
}
