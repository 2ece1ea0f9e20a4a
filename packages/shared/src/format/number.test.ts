import { describe, expect, it } from 'vitest';
import { formatBangladeshiNumber, formatCount, formatNumber, formatTakaFromPaisa } from './number';

describe('formatBangladeshiNumber', () => {
  it.each([
    [500, '500'],
    [5000, '5,000'],
    [100000, '1,00,000'],
    [300000, '3,00,000'],
    [1000000, '10,00,000'],
    [12345678, '1,23,45,678'],
  ])('groups %i as %s', (value, text) => {
    expect(formatBangladeshiNumber(value)).toBe(text);
  });
});

describe('formatTakaFromPaisa', () => {
  it('prints two decimals', () => {
    expect(formatTakaFromPaisa(120000)).toBe('1,200.00');
    expect(formatTakaFromPaisa(12000)).toBe('120.00');
    expect(formatTakaFromPaisa(132000)).toBe('1,320.00');
  });
});

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
