import { useSyncExternalStore } from 'react';
import { useRenderedAt } from './page-data';

const minuteMs = 60_000;
let browserNow = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  browserNow = Date.now();
  timer ??= setInterval(() => {
    browserNow = Date.now();
    listeners.forEach((notify) => notify());
  }, minuteMs);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * "Now" for what depends on the date (which events are upcoming, the footer's year). Hydration
 * uses the instant the server rendered the page, so that it matches the server's markup; then the
 * visitor's clock takes over, minute by minute, so a long-open tab moves on at midnight.
 */
export function useNow(): Date {
  const renderedAt = useRenderedAt();
  return new Date(useSyncExternalStore(subscribe, () => browserNow, () => renderedAt));
}
