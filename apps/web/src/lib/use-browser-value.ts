import { useLayoutEffect, useState } from 'react';

/**
 * useSyncExternalStore with React's hydration rule on the Preact runtime (decision 0008): the
 * first render shows the server value, so that it matches the prerendered markup, and the
 * browser's value follows at once. Preact's own useSyncExternalStore ignores the server value
 * (and so would read `window` while prerendering).
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, getBrowserValue: () => T, getServerValue: () => T): T {
  const [value, setValue] = useState(getServerValue);
  // A layout effect: on a page rendered in the browser, the server value is never painted.
  useLayoutEffect(() => {
    const update = () => setValue(getBrowserValue());
    update();
    return subscribe(update);
  }, [subscribe, getBrowserValue]);
  return value;
}
