import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths';

describe('isPagePath', () => {
  it.each(['/', '/about', '/events/3', '/events/abc', '/category/12', '/facilites-guests', '/review/'])('knows %s', (path) => {
    expect(isPagePath(path)).toBe(true);
  });
  it.each(['/nope', '/events', '/events/3/extra', '/facilities-guests', '/about/more'])('does not know %s', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});
