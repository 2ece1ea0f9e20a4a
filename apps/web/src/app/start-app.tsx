import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readHydrationData } from '@/lib/hydration-data';
import { browserRouterContext, rootLoader, rootRouteId } from '@/lib/page-data';
import { loadTexts, provideTexts } from '@/lib/texts';
import { isSignedInAreaPath, localeOfPath } from '@rgcc/shared/common/page-paths';
import { appRoutes, createRouter, loadSignedInRoutes } from './router';

/**
 * A page the server rendered (entry-server.tsx) is hydrated: its markup is already on screen.
 * Hydration must render exactly that markup, so the lazily loaded page code is fetched first;
 * otherwise the router would render its loading state and throw the markup away.
 */
async function loadCurrentRouteCode(routes: RouteObject[]) {
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
 * server leaves to the browser (its routes have no loader but the root's) into the empty shell.
 * Such a page gets the root's data (the club's details for the footer) before it renders, so that
 * its own loading state shows while its loader runs; if that read fails, the router reads it
 * again and shows its error page.
 */
export async function startApp(container: HTMLElement) {
  const handedOver = readHydrationData();
  const locale = localeOfPath(window.location.pathname);
  if (handedOver) provideTexts(locale, handedOver.texts);
  const routes = appRoutes(isSignedInAreaPath(window.location.pathname) ? await loadSignedInRoutes() : []);
  await loadCurrentRouteCode(routes);
  // The texts of the header, the footer and any part the server did not show (usually none left).
  await loadTexts(locale);
  if (handedOver) {
    // As a transition, hydrating yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (React Router's own browser entry does the same).
    startTransition(() => {
      hydrateRoot(container, renderApp(createRouter(routes, handedOver.state)));
    });
  } else {
    const root = await rootLoader({ context: browserRouterContext(), request: new Request(window.location.href) }).catch(() => undefined);
    createRoot(container).render(renderApp(createRouter(routes, root && { loaderData: { [rootRouteId]: root } })));
  }
}
