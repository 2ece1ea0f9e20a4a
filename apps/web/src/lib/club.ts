import { useRouteLoaderData } from 'react-router';
// Types only: the schema module would pull zod into every page's first load.
import type { PublicClub } from '@rgcc/shared/content/club-settings';
import { rootRouteId, signedInRouteId, type RootData } from './page-data';

export { clubName, clubShortName } from '@rgcc/shared/content/club';

/**
 * The club's contact details, opening hours and course status as staff set them, from the data
 * the page was rendered with (the root loader): the server's HTML and the hydrating browser read
 * the same values, and a change shows at the next page load, with no rebuild. On a page for the
 * person signed in, in their account's language, as the sign-in guard reads them (`signedInLoader`).
 */
export function useClub(): PublicClub {
  const root = useRouteLoaderData(rootRouteId) as RootData;
  const signedIn = useRouteLoaderData(signedInRouteId) as { club: PublicClub } | undefined;
  return signedIn?.club ?? root.club;
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The postal address, kept one line per line, written on one line. */
export const addressOnOneLine = (address: string) => address.split('\n').join(', ');
