import { describe, expect, it } from 'vitest';
import { paisa } from './money';
import { inputOfPaisa, paisaFromInput } from './money-input';

describe('amounts typed in taka', () => {
  it('reads Bengali digits as the same amount', () => {
    expect(paisaFromInput('১,২০০.৫০')).toBe(120050);
    expect(paisaFromInput('-৩৫০')).toBe(-35000);
  });


  it('moves the digits: taka with up to two decimals, grouped or not, signed', () => {
    expect(['1200', '1,200.50', '12,00,000', '0.05', '.5', '-350.5', ' 7 '].map(paisaFromInput)).toEqual([120000, 120050, 120000000, 5, 50, -35050, 700]);
  });

  it('keeps a fraction of a paisa for the schema to refuse, and anything else is not a number', () => {
    expect(paisaFromInput('12.345')).toBe(1234.5);
    expect(['', 'abc', '1.2.3', '-', '12e3', null].map(paisaFromInput)).toEqual([NaN, NaN, NaN, NaN, NaN, NaN]);
  });

  it('shows an amount for a field to start with', () => {
    expect(inputOfPaisa(paisa(120050))).toBe('1200.50');
    expect(paisaFromInput(inputOfPaisa(paisa(-5)))).toBe(-5);
  });
});
