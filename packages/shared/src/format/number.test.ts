import { describe, expect, it } from 'vitest';
import { locales, numberLocaleTag } from './locale';
import { asciiDigits, formatCount, formatNumber, groupInLakhs, localeDigits } from './number';

describe('formatCount', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect([formatCount(1, 'night'), formatCount(14, 'night'), formatCount(0, 'guest'), formatCount(2, 'entry', 'entries')]).toEqual(['1 night', '14 nights', '0 guests', '2 entries']);
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [500, '500'],
    [5000, '5,000'],
    [100000, '1,00,000'],
    [300000, '3,00,000'],
    [1000000, '10,00,000'],
    [12345678, '1,23,45,678'],
    [-150000, '-1,50,000'],
  ])('groups %i as %s in English', (value, text) => {
    expect(formatNumber(value, 'en')).toBe(text);
  });

  it('writes Bangla in Bengali digits, grouped in lakhs', () => {
    expect(formatNumber(12345678, 'bn')).toBe('১,২৩,৪৫,৬৭৮');
  });
});

describe('numbers, written without ICU', () => {
  const values = [0, 1, -1, 7, 99, 999, 1000, -1000, 99999, 100000, 1234567, -12345678, 123456789012, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
  for (let digits = 1; digits <= 15; digits++) values.push(Number('9'.repeat(digits)), Number(`1${'0'.repeat(digits)}`));

  it.each(locales)('are what Intl writes for the tag of %s', (locale) => {
    const intl = new Intl.NumberFormat(numberLocaleTag(locale));
    for (const value of values) expect(formatNumber(value, locale)).toBe(intl.format(value));
  });

  it('group a decimal, keeping its sign and its fraction as written', () => {
    expect([groupInLakhs('-1234567890.05'), groupInLakhs('100'), groupInLakhs('0.50')]).toEqual(['-1,23,45,67,890.05', '100', '0.50']);
    expect(() => groupInLakhs('1e21')).toThrow(RangeError);
  });

  it('leave a fraction to Intl', () => {
    expect(formatNumber(1234.5678, 'en')).toBe('1,234.568');
  });
});

describe('digits typed and shown', () => {
  it('turns Bengali digits into ASCII and back, leaving everything else as it is', () => {
    expect(asciiDigits('০১২৩৪৫৬৭৮৯ M-০০৪২')).toBe('0123456789 M-0042');
    expect(asciiDigits('M-0042')).toBe('M-0042');
    expect(localeDigits(asciiDigits('২০২৬'), 'bn')).toBe('২০২৬');
  });
});
