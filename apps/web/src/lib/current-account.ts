import { redirect, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { consoleHomeOf, isStaffRole } from '@rgcc/shared/account/staff-roles';
import type { CurrentAccount } from '@rgcc/shared/account/account';
// Types only: the schema module would pull zod into every page's first load.
import type { PublicClub } from '@rgcc/shared/content/club-settings';
import type { Locale } from '@rgcc/shared/format/locale';
import { api } from './api-client';
import { notFound, readContent, readSignedIn, readWithSession, signedInRouteId } from './page-data';
import { changePasswordPathFor } from './return-to';
import { forgetSession, takeChosenLanguage } from './session';
import { loadTexts } from './texts';

/**
 * The guard of every page for the person signed in (spec 2.1: without a session, /dashboard and
 * /payment-checkout go to /login). On the server as in the browser, the answer of `/api/me` decides.
 */
export async function signedInLoader(args: LoaderFunctionArgs) {
  const account = await takeLanguageChosenSignedOut(await readSignedIn<CurrentAccount>(args, '/api/me'));
  const url = new URL(args.request.url);
  const [club] = await Promise.all([
    // The root read the club's details in the language of the page first opened; the frame shows the account's (lib/club.ts).
    clubDetailsIn(args, account.language),
    // The page's texts, in the account's language, before it shows (its code asked for the stored one).
    loadTexts(account.language),
  ]);
  if (account.mustChangePassword && url.pathname !== '/change-password') throw redirect(changePasswordPathFor(`${url.pathname}${url.search}`));
  return { account, club };
}

/**
 * The club's details in `language`: read once in the browser, then kept for the page's life, as
 * the root keeps the ones it read (a change shows at the next page load). The guard runs at every
 * navigation, for the session, and read them again each time.
 */
const clubDetailsRead = new Map<Locale, Promise<PublicClub>>();
function clubDetailsIn(args: LoaderFunctionArgs, language: Locale): Promise<PublicClub> {
  if (typeof window === 'undefined') return readContent<PublicClub>(args, '/api/club', language);
  let read = clubDetailsRead.get(language);
  if (!read) {
    read = readContent<PublicClub>(args, '/api/club', language);
    clubDetailsRead.set(language, read);
    // A failed read (the connection lost) is tried again at the next navigation.
    read.catch(() => clubDetailsRead.delete(language));
  }
  return read;
}

/** After staff change the club's details: the guard reads them again at its next run. */
export const forgetClubDetails = () => clubDetailsRead.clear();

/** A language chosen with the switch before signing in becomes the account's (only in the browser, which keeps it). */
async function takeLanguageChosenSignedOut(account: CurrentAccount): Promise<CurrentAccount> {
  const chosen = typeof window === 'undefined' ? null : takeChosenLanguage();
  if (!chosen || chosen === account.language) return account;
  return api.put<CurrentAccount>('/api/account/language', { language: chosen }).catch(() => account);
}

/**
 * The pages behind the dashboard's cards. A member who has not paid the registration fee is
 * sent to the dashboard, which asks for the payment, instead of a page the server refuses.
 */
export async function unlockedMembersLoader(args: LoaderFunctionArgs) {
  const account = await readSignedIn<CurrentAccount>(args, '/api/me');
  if (account.role === 'member' && account.dashboardLocked) throw redirect('/dashboard');
  return null;
}

/** Club staff; anyone else gets the not-found page, as for any unknown path. */
async function readStaffAccount(args: LoaderFunctionArgs) {
  const account = await readSignedIn<CurrentAccount>(args, '/api/me');
  if (!isStaffRole(account.role)) throw notFound();
  return { ...account, role: account.role };
}

/** The staff console's guard. */
export async function staffLoader(args: LoaderFunctionArgs) {
  await readStaffAccount(args);
  return null;
}

/** `/admin` opens the first section of the person's role. */
export async function consoleHomeLoader(args: LoaderFunctionArgs) {
  throw redirect(consoleHomeOf((await readStaffAccount(args)).role));
}

/** The signed-in account, on any page under the sign-in guard. */
export function useAccount(): CurrentAccount {
  return (useRouteLoaderData(signedInRouteId) as Awaited<ReturnType<typeof signedInLoader>>).account;
}

/** The account when someone is signed in, or null (a page that shows either, like /checkout). */
export function readAccountIfSignedIn(args: LoaderFunctionArgs): Promise<CurrentAccount | null> {
  return readWithSession<CurrentAccount>(args, '/api/me');
}

/** Signs out on the server and forgets the stored values; the next page the person opens is read afresh. */
export async function signOut() {
  await api.post('/api/logout', undefined).catch(() => undefined);
  forgetSession();
}
