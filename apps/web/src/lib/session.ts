import { useSyncExternalStore } from 'react';
import { isAccountRole, type AccountRole } from '@rgcc/shared/account/staff-roles';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import { isLocale, type Locale } from '@rgcc/shared/format/locale';
import { forgetSavedCard } from './saved-card';

/**
 * The spec's non-secret browser values (spec 3.8: userEmail, userRole, dashboardLocked; the
 * session token itself lives in an HttpOnly cookie the page cannot read), and the account's
 * language. They only steer display and routing; the server decides.
 */
export interface StoredSession {
  email: string;
  role: AccountRole;
  dashboardLocked: boolean;
  language: Locale;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

// Snapshots are compared by identity: the same values give the same object.
let cached: { key: string; session: StoredSession | null } = { key: '', session: null };

export function storedSession(): StoredSession | null {
  const email = localStorage.getItem('userEmail');
  const role = localStorage.getItem('userRole');
  const locked = localStorage.getItem('dashboardLocked');
  const language = localStorage.getItem('userLanguage');
  const key = `${email}|${role}|${locked}|${language}`;
  if (key !== cached.key) {
    cached = { key, session: email && isAccountRole(role) ? { email, role, dashboardLocked: locked === 'true', language: isLocale(language) ? language : 'en' } : null };
  }
  return cached.session;
}

/** After sign-in, and whenever the server tells us more (the lock lifted by a payment). */
export function rememberSession(account: Pick<CurrentAccount, 'email' | 'role' | 'dashboardLocked' | 'language'>) {
  // Someone else signed in on this browser: the card kept for offline use was not theirs.
  if (localStorage.getItem('userEmail') !== account.email) forgetSavedCard();
  localStorage.setItem('userEmail', account.email);
  localStorage.setItem('userRole', account.role);
  localStorage.setItem('dashboardLocked', String(account.dashboardLocked));
  localStorage.setItem('userLanguage', account.language);
  notify();
}

/** Logout (spec 4) removes the stored values; `token` too, should an older page have kept one. */
export function forgetSession() {
  for (const key of ['token', 'userEmail', 'userRole', 'dashboardLocked', 'userLanguage']) localStorage.removeItem(key);
  forgetSavedCard();
  notify();
}

/** The language of the account last signed in here (a first guess for a signed-in page's texts; its loader makes sure). */
export function storedLanguage(): Locale {
  return (typeof localStorage === 'undefined' ? null : storedSession()?.language) ?? 'en';
}

/**
 * The language a visitor chose with the switch while signed out: their account takes it at their
 * next sign-in (current-account.ts), and it is forgotten then.
 */
const chosenLanguageKey = 'chosenLanguage';

export function rememberChosenLanguage(locale: Locale) {
  localStorage.setItem(chosenLanguageKey, locale);
}

export function takeChosenLanguage(): Locale | null {
  const chosen = localStorage.getItem(chosenLanguageKey);
  localStorage.removeItem(chosenLanguageKey);
  return isLocale(chosen) ? chosen : null;
}

const signedOutOnTheServer = () => null;

/**
 * The header's signed-in state: the server renders the club's pages signed out, so that one page
 * serves all; hydration starts from that and then shows the browser's values.
 */
export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, storedSession, signedOutOnTheServer);
}

export function useSignedIn(): boolean {
  return useStoredSession() !== null;
}
