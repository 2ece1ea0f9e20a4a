import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the page hydrates, then true: React renders again
 * with the browser's answer once the component has hydrated. A page rendered in the browser is
 * hydrated from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
