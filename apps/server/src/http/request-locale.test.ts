import { describe, expect, it } from 'vitest';
import { acceptedLocale } from './request-locale';

const of = (value?: string) => acceptedLocale({ headers: value === undefined ? {} : { 'accept-language': value } });

describe('acceptedLocale', () => {
  it('takes the most preferred language the club writes, by weight and then by order', () => {
    expect(of('bn')).toBe('bn');
    expect(of('bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(of('en-US,en;q=0.9,bn;q=0.8')).toBe('en');
    expect(of('fr, bn;q=0.5, en;q=0.7')).toBe('en');
    expect(of('en;q=0.2, BN;q=0.9')).toBe('bn');
  });

  it('is null without the header, or when it names no language the club writes (or refuses them)', () => {
    expect(of()).toBeNull();
    expect(of('')).toBeNull();
    expect(of('fr-FR, de;q=0.8')).toBeNull();
    expect(of('bn;q=0')).toBeNull();
  });
});
