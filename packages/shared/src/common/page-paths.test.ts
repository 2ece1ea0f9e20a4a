import { describe, expect, it } from 'vitest';
import { isLivePagePath, isPagePath, isServerRenderedPath, isSessionPagePath } from './page-paths';

describe('isPagePath', () => {
  it.each(['/', '/about', '/events/3', '/events/abc', '/category/12', '/facilites-guests', '/review/'])('knows %s', (path) => {
    expect(isPagePath(path)).toBe(true);
  });
  it.each(['/nope', '/events', '/events/3/extra', '/facilities-guests', '/about/more'])('does not know %s', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});

describe('the gate page a membership card opens', () => {
  it('is a page, live (never kept), and not a session page', () => {
    const path = '/card/M-0246/0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
    expect([isPagePath(path), isLivePagePath(path), isSessionPagePath(path)]).toEqual([true, true, false]);
    expect(isLivePagePath('/dashboard/card')).toBe(false);
  });
});

describe('the setup link npm start prints', () => {
  it('is a page the server never renders (its path holds the secret), for no session', () => {
    const path = '/setup/0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
    expect([isPagePath(path), isServerRenderedPath(path), isSessionPagePath(path), isLivePagePath(path)]).toEqual([true, false, false, false]);
  });
});
