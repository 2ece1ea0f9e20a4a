import { describe, expect, it } from 'vitest';
import { pagePaths } from '@rgcc/shared/constants/page-paths';
import { routes } from './router';

describe('the router', () => {
  it('serves exactly the page paths the server knows (others get a 404 status)', () => {
    const routerPaths = routes[0]!.children!.map((route) => route.path).filter((path) => path !== '*');
    expect([...routerPaths].sort()).toEqual([...pagePaths].sort());
  });
});
