import { describe, expect, it } from 'vitest';
import { checkoutPagePath, pagePaths, pathInLocale, publicPagePaths, sessionPagePaths } from '@rgcc/shared/common/page-paths';
import { signedInRouteId } from '@/lib/page-data';
import type { RouteObject } from 'react-router';
import { routes } from './router';

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
});
