import { describe, expect, it, vi } from 'vitest';
import { dateLocaleTag, defaultLocale, isLocale, locales, numberLocaleTag, perLocale } from './locale';

describe('locales', () => {
  it('are English, the default, and Bangla', () => {
    expect([locales, defaultLocale]).toEqual([['en', 'bn'], 'en']);
    expect([isLocale('bn'), isLocale('fr'), isLocale(undefined)]).toEqual([true, false, false]);
  });

  it.each(locales)('%s names tags this runtime has data for', (locale) => {
    expect(Intl.DateTimeFormat.supportedLocalesOf(dateLocaleTag(locale))).toEqual([dateLocaleTag(locale)]);
    expect(Intl.NumberFormat.supportedLocalesOf(numberLocaleTag(locale))).toEqual([numberLocaleTag(locale)]);
  });
});

describe('perLocale', () => {
  it('makes one formatter per language, on first use', () => {
    const make = vi.fn((locale: string) => ({ locale }));
    const formatterOf = perLocale(make);
    expect(make).not.toHaveBeenCalled();
    expect(formatterOf('en')).toBe(formatterOf('en'));
    expect(formatterOf('bn')).not.toBe(formatterOf('en'));
    expect(make.mock.calls).toEqual([['en'], ['bn']]);
  });
});
