import { takaForProvider, type Paisa } from './money';
import { asciiDigits } from './number';

/**
 * Amounts people type in taka ("1,200", "1200.50", "-350.5"), as the console's forms take them,
 * and back. The digits are moved, never divided (docs/money.md): "12.345" is 1234.5, which the
 * shared schemas then refuse as not whole paisa, with their message.
 */

/** Paisa from what someone typed (in Latin or Bengali digits): NaN when it is not a number of taka at all. */
export function paisaFromInput(typed: unknown): number {
  if (typeof typed === 'number') return typed;
  if (typeof typed !== 'string') return Number.NaN;
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(asciiDigits(typed).replace(/[,\s]/g, ''));
  if (!match || (match[2] === '' && !match[3])) return Number.NaN;
  const [, sign, taka = '', fraction = ''] = match;
  const value = Number(`${taka || '0'}${fraction.slice(0, 2).padEnd(2, '0')}.${fraction.slice(2) || '0'}`);
  return sign && value !== 0 ? -value : value;
}

/** An amount as a form's field shows it to start with: "1200.00". */
export const inputOfPaisa = (amount: Paisa): string => takaForProvider(amount);
