import { describe, expect, it } from 'vitest';
import { pagePaths } from '@rgcc/shared/constants/page-paths';
import type { RouteObject } from 'react-router';
import { routes } from './router';

/** Every path, also inside the pathless routes that guard signed-in and staff pages. */
const pathsOf = (route: RouteObject): string[] => [...(route.path ? [route.path] : []), ...(route.children ?? []).flatMap(pathsOf)];

describe('the router', () => {
  it('serves exactly the page paths the server knows (others get a 404 status)', () => {
    const routerPaths = routes[0]!.children!.flatMap(pathsOf).filter((path) => path !== '*');
    expect([...routerPaths].sort()).toEqual([...pagePaths].sort());
  });
});
