import { describe, expect, it, vi } from 'vitest';
import { checkoutPagePath, pagePaths, pathInLocale, publicPagePaths, sessionPagePaths } from '@rgcc/shared/common/page-paths';
import { signedInRouteId } from '@/lib/page-data';
import type { RouteObject } from 'react-router';
import { addSignedInRoutesOnDemand, appRoutes, pagesRouteId } from './router';
import { signedInRoutes } from './signed-in-routes';

const routes = appRoutes(signedInRoutes);

/** Every path, also inside the pathless routes that guard signed-in and staff pages. */
const pathsOf = (route: RouteObject): string[] => [...(route.path ? [route.path] : []), ...(route.children ?? []).flatMap(pathsOf)];

describe('the router', () => {
  it('serves exactly the page paths the server knows (others get a 404 status)', () => {
    const routerPaths = routes[0]!.children!.flatMap(pathsOf).filter((path) => path !== '*');
    const banglaTwins = [...publicPagePaths, checkoutPagePath].map((path) => pathInLocale(path, 'bn'));
    expect([...routerPaths].sort()).toEqual([...pagePaths, ...banglaTwins].sort());
  });

  it('reads the session for exactly the pages the server renders with it and never keeps', () => {
    const allRoutes = (route: RouteObject): RouteObject[] => [route, ...(route.children ?? []).flatMap(allRoutes)];
    const everyRoute = routes.flatMap(allRoutes);
    const signedIn = everyRoute.find((route) => route.id === signedInRouteId)!;
    // Under the sign-in guard, and the one page that shows either state (its loader asks who is signed in).
    const readingTheSession = [...pathsOf(signedIn), '/checkout'];
    expect([...readingTheSession].sort()).toEqual([...sessionPagePaths].sort());
  });

  it('starts in the browser without the signed-in pages, and adds them for a navigation to one of them only', async () => {
    expect(appRoutes([])[0]!.children!.flatMap(pathsOf)).not.toContain('/dashboard');
    const patch = vi.fn();
    const ask = (path: string) => addSignedInRoutesOnDemand({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
    for (const path of ['/events/3', '/bn/events/3', '/nope', '/admin/nope']) await ask(path);
    expect(patch).not.toHaveBeenCalled();
    await ask('/admin/members/12');
    expect(patch).toHaveBeenCalledExactlyOnceWith(pagesRouteId, signedInRoutes);
  });
});
