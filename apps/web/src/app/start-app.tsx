import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app-providers';
import { createRouter, routes } from './router';

/**
 * A prerendered page (see entry-prerender.tsx) is hydrated: its markup is already on screen.
 * Hydration must render exactly that markup, so the lazily loaded page code is fetched first;
 * otherwise the router would render its loading state and throw the markup away.
 */
async function loadCurrentRouteCode() {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy === 'function') {
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }
  }
}

const renderApp = (router: DataRouter) => (
  <AppProviders queryClient={createQueryClient()}>
    <RouterProvider router={router} />
  </AppProviders>
);

/** Hydrates a prerendered page, or renders into the empty shell (pages with an id in the path). */
export async function startApp(container: HTMLElement) {
  if (container.hasChildNodes()) {
    await loadCurrentRouteCode();
    hydrateRoot(container, renderApp(createRouter()));
  } else {
    createRoot(container).render(renderApp(createRouter()));
  }
}
