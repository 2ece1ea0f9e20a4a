import { afterEach, describe, expect, it, vi } from 'vitest';
import workerSource from '../../public/card-worker.js?raw';
import { savedCardCacheName } from './saved-card';
import { forgetSession, rememberChosenLanguage, rememberSession, storedLanguage, storedSession, takeChosenLanguage } from './session';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the stored session values (spec 3.8)', () => {
  it('keeps userEmail, userRole and dashboardLocked as the spec names them', () => {
    rememberSession({ email: 'member@example.com', role: 'member', dashboardLocked: true, language: 'bn' });
    expect([localStorage.getItem('userEmail'), localStorage.getItem('userRole'), localStorage.getItem('dashboardLocked')]).toEqual([
      'member@example.com',
      'member',
      'true',
    ]);
    expect(storedSession()).toEqual({ email: 'member@example.com', role: 'member', dashboardLocked: true, language: 'bn' });
    expect(storedLanguage()).toBe('bn');
  });

  it('answers the same object while nothing changed (React compares snapshots by identity)', () => {
    rememberSession({ email: 'member@example.com', role: 'member', dashboardLocked: false, language: 'en' });
    expect(storedSession()).toBe(storedSession());
  });

  it('logout removes all the values, the token of older pages too', () => {
    rememberSession({ email: 'member@example.com', role: 'member', dashboardLocked: false, language: 'en' });
    localStorage.setItem('token', 'left-by-an-older-page');
    forgetSession();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(storedSession()).toBeNull();
  });

  it('keeps a language chosen while signed out until it is taken, once; a language it does not know is none', () => {
    expect(storedLanguage()).toBe('en');
    rememberChosenLanguage('bn');
    expect(takeChosenLanguage()).toBe('bn');
    expect(takeChosenLanguage()).toBeNull();
    localStorage.setItem('chosenLanguage', 'fr');
    expect(takeChosenLanguage()).toBeNull();
  });

  it('ignores a role it does not know', () => {
    localStorage.setItem('userEmail', 'someone@example.com');
    localStorage.setItem('userRole', 'superuser');
    expect(storedSession()).toBeNull();
  });
});

describe('the membership card kept for offline use', () => {
  it('is forgotten at logout and when someone else signs in, never while the same person goes on', () => {
    const deleted = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: deleted });
    rememberSession({ email: 'member@example.com', role: 'member', dashboardLocked: false, language: 'en' });
    expect(deleted).toHaveBeenCalledTimes(1);
    rememberSession({ email: 'member@example.com', role: 'member', dashboardLocked: false, language: 'en' });
    expect(deleted).toHaveBeenCalledTimes(1);
    rememberSession({ email: 'someone.else@example.com', role: 'member', dashboardLocked: false, language: 'en' });
    expect(deleted).toHaveBeenCalledTimes(2);
    forgetSession();
    expect(deleted).toHaveBeenCalledTimes(3);
    expect(deleted).toHaveBeenCalledWith('member-card');
  });

  it('names the cache the service worker keeps the card in', () => {
    expect(workerSource).toContain(`const cacheName = '${savedCardCacheName}';`);
  });
});
