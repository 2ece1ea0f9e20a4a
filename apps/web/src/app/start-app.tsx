import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { nextTask } from '@/lib/next-task';
import { AppProviders, createQueryClient } from './app-providers';
import { hydrateInParts } from './hydrate-apart';
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
    // Each step in a task of its own: one long task would block input (Total Blocking Time).
    await nextTask();
    const router = createRouter();
    await nextTask();
    hydrateInParts(() => hydrateRoot(container, renderApp(router)));
  } else {
    createRoot(container).render(renderApp(createRouter()));
  }
}
