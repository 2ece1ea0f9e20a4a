import { describe, expect, it } from 'vitest';
import { isLivePagePath, isPagePath, isSignedInAreaPath, isPublicPagePath, isServerRenderedPath, isSessionPagePath, localeOfPath, pathInLocale, withoutLocale } from './page-paths';

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

describe('the pages behind the sign-in guard', () => {
  it('are the member area, the console and the account pages, not the public pages nor the checkout', () => {
    expect(['/dashboard', '/dashboard/events/3', '/admin', '/admin/members/12', '/change-password', '/payment-status'].map(isSignedInAreaPath)).toEqual([true, true, true, true, true, true]);
    expect(['/', '/login', '/checkout', '/events/3', '/bn/dashboard', '/admin/nope', '/card/M-0246/abc'].map(isSignedInAreaPath)).toEqual([false, false, false, false, false, false, false]);
  });
});

describe('the setup link npm start prints', () => {
  it('is a page the server never renders (its path holds the secret), for no session', () => {
    const path = '/setup/0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
    expect([isPagePath(path), isServerRenderedPath(path), isSessionPagePath(path), isLivePagePath(path)]).toEqual([true, false, false, false]);
  });
});

describe('the Bangla twins under /bn', () => {
  it('are pages for every public page, and for no signed-in page', () => {
    expect(['/bn', '/bn/', '/bn/about', '/bn/events/3', '/bn/card/M-0246/abc'].map(isPagePath)).toEqual([true, true, true, true, true]);
    expect(['/bn/dashboard', '/bn/admin', '/bn/nope', '/bnx', '/bn-about'].map(isPagePath)).toEqual([false, false, false, false, false]);
    expect([isPublicPagePath('/bn/contact'), isPublicPagePath('/dashboard')]).toEqual([true, false]);
  });

  it('take their language from the prefix, and map to and from the English path', () => {
    expect(['/bn', '/bn/about', '/about', '/', '/bnx'].map(localeOfPath)).toEqual(['bn', 'bn', 'en', 'en', 'en']);
    expect(['/bn', '/bn/about', '/about'].map(withoutLocale)).toEqual(['/', '/about', '/about']);
    expect([pathInLocale('/', 'bn'), pathInLocale('/about', 'bn'), pathInLocale('/bn/about', 'bn'), pathInLocale('/bn/about', 'en'), pathInLocale('/bn', 'en')]).toEqual([
      '/bn',
      '/bn/about',
      '/bn/about',
      '/about',
      '/',
    ]);
  });

  it('are rendered, kept and live as their English twins are', () => {
    expect([isServerRenderedPath('/bn/verify-email'), isServerRenderedPath('/bn/about'), isLivePagePath('/bn/card/M-0246/abc'), isSessionPagePath('/bn/about')]).toEqual([false, true, true, false]);
  });
});
