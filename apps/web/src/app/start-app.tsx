import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readHydrationData } from '@/lib/hydration-data';
import { createRouter, routes } from './router';

/**
 * A page the server rendered (entry-server.tsx) is hydrated: its markup is already on screen.
 * Hydration must render exactly that markup, so the lazily loaded page code is fetched first;
 * otherwise the router would render its loading state and throw the markup away.
 */
async function loadCurrentRouteCode() {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    const { lazy } = route;
    if (typeof lazy === 'function') {
      Object.assign(route, await lazy(), { lazy: undefined });
    } else if (lazy) {
      // A route whose loader and component load apart (app/router.tsx `withData`).
      const parts = await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]));
      Object.assign(route, Object.fromEntries(parts), { lazy: undefined });
    }
  }
}

const renderApp = (router: DataRouter) => (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/**
 * Hydrates a server-rendered page with the data it was rendered with, or renders a page the
 * server leaves to the browser (its routes have no loader but the root's) into the empty shell,
 * once the router has run the root loader (the club's details for the footer).
 */
export async function startApp(container: HTMLElement) {
  const hydrationData = readHydrationData();
  await loadCurrentRouteCode();
  if (hydrationData) {
    hydrateRoot(container, renderApp(createRouter(hydrationData)));
  } else {
    createRoot(container).render(renderApp(createRouter()));
  }
}
