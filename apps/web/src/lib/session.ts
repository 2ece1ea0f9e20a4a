import { useBrowserValue } from './use-browser-value';

/**
 * The spec's non-secret browser values (the session token itself lives in an HttpOnly
 * cookie the page cannot read). They only steer display and routing; the server decides.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function isSignedIn(): boolean {
  return localStorage.getItem('userEmail') !== null;
}

const signedOutWhilePrerendering = () => false;

export function useSignedIn(): boolean {
  return useBrowserValue(subscribe, isSignedIn, signedOutWhilePrerendering);
}
