import type { HydrationState } from 'react-router';

/** The element holding the data a server-rendered page was rendered with (non-executable JSON). */
export const hydrationDataElementId = 'hydration-data';

export interface HandedOverData {
  loaderData: Record<string, unknown>;
  /** A loader that failed on the server: the page shows the route's error, as the server did. */
  errors: Record<string, { message: string }> | null;
}

/** The router's starting state in the browser, from the page's JSON; undefined for the empty shell. */
export function readHydrationData(): HydrationState | undefined {
  const element = document.getElementById(hydrationDataElementId);
  if (!element?.textContent) return undefined;
  const data = JSON.parse(element.textContent) as HandedOverData;
  const errors = data.errors && Object.fromEntries(Object.entries(data.errors).map(([id, { message }]) => [id, new Error(message)]));
  return { loaderData: data.loaderData, errors };
}
