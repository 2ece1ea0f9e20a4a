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

/**
 * The page itself has hydrated and its buttons work: the root layout marks it on `<html>` (the
 * browser tests wait for `html[data-interactive]`), and a part that must know whether it is
 * hydrating the server's page reads it.
 */
export const markPageInteractive = (): void => {
  document.documentElement.dataset.interactive = '';
};
export const isPageInteractive = (): boolean => 'interactive' in document.documentElement.dataset;
