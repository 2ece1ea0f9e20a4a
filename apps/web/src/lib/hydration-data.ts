import type { HydrationState } from 'react-router';
import type { Catalogue } from './texts';

/** The element holding the data a server-rendered page was rendered with (non-executable JSON). */
export const hydrationDataElementId = 'hydration-data';

export interface HandedOverData {
  loaderData: Record<string, unknown>;
  /**
   * A loader that failed on the server, or answered with a status (a page not found): the page
   * shows the route's error, as the server did.
   */
  errors: Record<string, { name: string; message: string } | { status: number; statusText: string; data: unknown }> | null;
  /** The catalogues of the text parts the page showed, in its language (lib/texts.tsx). */
  texts: Record<string, Catalogue>;
}

/** The router's starting state in the browser and the page's texts, from the page's JSON; undefined for the empty shell. */
export function readHydrationData(): { state: HydrationState; texts: HandedOverData['texts'] } | undefined {
  const element = document.getElementById(hydrationDataElementId);
  if (!element?.textContent) return undefined;
  const data = JSON.parse(element.textContent) as HandedOverData;
  const errors =
    data.errors &&
    Object.fromEntries(
      Object.entries(data.errors).map(([id, error]) => [
        id,
        // The shape `isRouteErrorResponse` recognises, as the router's own error responses have it.
        'status' in error ? { ...error, internal: false } : Object.assign(new Error(error.message), { name: error.name }),
      ]),
    );
  return { state: { loaderData: data.loaderData, errors }, texts: data.texts };
}
