import { describe, expect, it } from 'vitest';
import { locales, numberLocaleTag } from './locale';
import {
  currencyCode,
  formatAmount,
  formatMoney,
  moneyUnit,
  paisa,
  paisaFromProvider,
  paisaOfTaka,
  sumPaisa,
  takaForImport,
  takaForProvider,
  vatOnLine,
} from './money';

describe('paisa', () => {
  it('takes whole paisa, positive, negative or zero', () => {
    expect([paisa(132000), paisa(-50), paisa(0)]).toEqual([132000, -50, 0]);
    expect(Object.is(paisa(-0), 0)).toBe(true);
  });

  it.each([0.5, 1320.0000001, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s', (value) => {
    expect(() => paisa(value)).toThrow(RangeError);
  });

  it('turns whole taka into paisa, and refuses a fraction of a taka', () => {
    expect(paisaOfTaka(5000)).toBe(500000);
    expect(paisaOfTaka(-12)).toBe(-1200);
    expect(() => paisaOfTaka(12.5)).toThrow(RangeError);
  });

  it('adds amounts exactly, and refuses a sum past what a number holds exactly', () => {
    expect(sumPaisa([paisa(120000), paisa(12000)])).toBe(132000);
    expect(sumPaisa([paisa(10), paisa(-25)])).toBe(-15);
    expect(sumPaisa([])).toBe(0);
    expect(() => sumPaisa([paisa(Number.MAX_SAFE_INTEGER), paisa(1)])).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '0.00 BDT'],
    [1, '0.01 BDT'],
    [99, '0.99 BDT'],
    [100, '1.00 BDT'],
    [101, '1.01 BDT'],
    [12345, '123.45 BDT'],
    [12000, '120.00 BDT'],
    [120000, '1,200.00 BDT'],
    [132000, '1,320.00 BDT'],
    [10000000, '1,00,000.00 BDT'],
    [1234567901, '1,23,45,679.01 BDT'],
    [123456789, '12,34,567.89 BDT'],
  ])('shows %i paisa as %s', (value, text) => {
    expect(formatMoney(paisa(value), 'en')).toBe(text);
  });

  it('shows a crore amount grouped in lakhs and crores', () => {
    expect(formatMoney(paisa(12_34_56_789_01), 'en')).toBe('12,34,56,789.01 BDT');
  });

  it('keeps the sign of a credit or a refund, grouped like any other amount', () => {
    expect(formatMoney(paisa(-50), 'en')).toBe('-0.50 BDT');
    expect(formatMoney(paisa(-1), 'en')).toBe('-0.01 BDT');
    expect(formatMoney(paisa(-132000), 'en')).toBe('-1,320.00 BDT');
    expect(formatMoney(paisa(-12345678), 'en')).toBe('-1,23,456.78 BDT');
  });

  it('shows the largest exact amount without losing a paisa', () => {
    expect(formatMoney(paisa(Number.MAX_SAFE_INTEGER), 'en')).toBe('9,00,71,99,25,47,409.91 BDT');
  });

  it('writes Bangla amounts in Bengali digits, lakh grouping, with the taka sign', () => {
    expect(formatMoney(paisa(132000), 'bn')).toBe('১,৩২০.০০ ৳');
    expect(formatMoney(paisa(-12345678), 'bn')).toBe('-১,২৩,৪৫৬.৭৮ ৳');
  });

  it('has one unit in English, the currency code', () => {
    expect([moneyUnit('en'), currencyCode]).toEqual(['BDT', 'BDT']);
  });
});

describe('formatAmount', () => {
  it('is the amount without its unit, for a column or a file that names the unit', () => {
    expect(formatAmount(paisa(132000), 'en')).toBe('1,320.00');
    expect(formatAmount(paisa(-50), 'en')).toBe('-0.50');
    expect(formatAmount(paisa(12345678), 'en')).toBe('1,23,456.78');
  });

  it('leaves out zero paisa when asked (a price list kept in whole taka), never paisa that are there', () => {
    expect(formatAmount(paisaOfTaka(5000), 'en', 'unless-zero')).toBe('5,000');
    expect(formatAmount(paisaOfTaka(1000000), 'en', 'unless-zero')).toBe('10,00,000');
    expect(formatAmount(paisaOfTaka(-150000), 'en', 'unless-zero')).toBe('-1,50,000');
    expect(formatAmount(paisa(0), 'en', 'unless-zero')).toBe('0');
    expect(formatAmount(paisa(12345), 'en', 'unless-zero')).toBe('123.45');
    expect(formatAmount(paisaOfTaka(100000), 'bn', 'unless-zero')).toBe('১,০০,০০০');
  });
});

describe('amounts, written without ICU', () => {
  it.each(locales)('are what Intl writes for the tag of %s', (locale) => {
    const withPaisa = new Intl.NumberFormat(numberLocaleTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat(numberLocaleTag(locale), { maximumFractionDigits: 0 });
    const amounts = [0, 1, -1, 50, -50, 99, 100, 101, 12345, 99999, 100000, 132000, -12345678, 1234567901, Number.MAX_SAFE_INTEGER];
    for (let digits = 1; digits <= 15; digits++) amounts.push(Number('9'.repeat(digits)), -Number(`1${'0'.repeat(digits)}`));
    for (const amount of amounts.map(paisa)) {
      expect(formatAmount(amount, locale)).toBe(withPaisa.format(takaForProvider(amount) as `${number}`));
      if (amount % 100 === 0) expect(formatAmount(amount, locale, 'unless-zero')).toBe(whole.format(takaForProvider(amount) as `${number}`));
    }
  });
});

describe('vatOnLine', () => {
  it('takes the rate in basis points: 15 % is 1500, 7.5 % is 750, 10 % is 1000', () => {
    expect(vatOnLine(paisa(120000), 1000)).toBe(12000);
    expect(vatOnLine(paisa(100000), 1500)).toBe(15000);
    expect(vatOnLine(paisa(100000), 750)).toBe(7500);
    expect(vatOnLine(paisa(100000), 500)).toBe(5000);
  });

  it('rounds each line half up to the paisa', () => {
    expect(vatOnLine(paisa(333), 1500)).toBe(50); // 49.95
    expect(vatOnLine(paisa(330), 1500)).toBe(50); // 49.5
    expect(vatOnLine(paisa(329), 1500)).toBe(49); // 49.35
    expect(vatOnLine(paisa(1), 1500)).toBe(0); // 0.15
    expect(vatOnLine(paisa(4), 1500)).toBe(1); // 0.6
    expect(vatOnLine(paisa(13), 750)).toBe(1); // 0.975
    expect(vatOnLine(paisa(20), 750)).toBe(2); // 1.5
    expect(vatOnLine(paisa(0), 1500)).toBe(0);
    expect(vatOnLine(paisa(12345), 0)).toBe(0);
  });

  it('rounds a credit line half away from zero, so that it mirrors the line it corrects', () => {
    expect(vatOnLine(paisa(-333), 1500)).toBe(-50);
    expect(vatOnLine(paisa(-330), 1500)).toBe(-50);
    expect(vatOnLine(paisa(-329), 1500)).toBe(-49);
  });

  it('stays exact where net × rate is past what a float holds exactly', () => {
    expect(vatOnLine(paisa(9_000_000_000_000_001), 1500)).toBe(1_350_000_000_000_000);
  });

  it.each([12.5, -1, Number.NaN])('refuses the rate %s', (rate) => {
    expect(() => vatOnLine(paisa(100), rate)).toThrow(RangeError);
  });
});

describe("the figure of a file another program imports (Tally's)", () => {
  it('is taka with two decimals, ungrouped, its sign kept', () => {
    expect([120000000, 132000, -1725, 5, 0].map((amount) => takaForImport(paisa(amount)))).toEqual(['1200000.00', '1320.00', '-17.25', '0.05', '0.00']);
  });
});

describe('the string a payment provider demands', () => {
  it('is taka with two decimals, ungrouped', () => {
    expect(takaForProvider(paisa(132000))).toBe('1320.00');
    expect(takaForProvider(paisa(12345678))).toBe('123456.78');
    expect(takaForProvider(paisa(5))).toBe('0.05');
    expect(takaForProvider(paisa(0))).toBe('0.00');
  });

  it('is read back into paisa', () => {
    expect(['1320.00', '1320', '1320.5', '1320.', '0.05', '1320.000'].map(paisaFromProvider)).toEqual([132000, 132000, 132050, 132000, 5, 132000]);
  });

  it.each(['', '1,320.00', '1320.001', ' 1320', '1.32e3', 'abc', '.50', '99999999999999999'])('is not %j', (text) => {
    expect(paisaFromProvider(text)).toBeUndefined();
  });
});
