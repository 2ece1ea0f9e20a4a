import { describe, expect, it } from 'vitest';
import { paisa } from '../format/money';
import { settleBills, type Bill } from './settlement';

const bill = (id: number, total: number, credited = 0): Bill => ({ id, totalPaisa: paisa(total), creditedPaisa: paisa(credited) });

describe('settling bills from what was paid in', () => {
  it('pays the oldest bills first and leaves the rest open', () => {
    const { bills, creditPaisa } = settleBills([bill(1, 1000), bill(2, 1000), bill(3, 1000)], paisa(1500));
    expect(bills).toEqual([
      { id: 1, paidPaisa: 1000, status: 'paid' },
      { id: 2, paidPaisa: 500, status: 'open' },
      { id: 3, paidPaisa: 0, status: 'open' },
    ]);
    expect(creditPaisa).toBe(0);
  });

  it('keeps what is over as credit', () => {
    expect(settleBills([bill(1, 1000)], paisa(1250)).creditPaisa).toBe(250);
    expect(settleBills([], paisa(99)).creditPaisa).toBe(99);
  });

  it('takes credit notes off what a bill asks; a bill credited in full is void and takes nothing', () => {
    const { bills, creditPaisa } = settleBills([bill(1, 1000, 1000), bill(2, 1000, 400)], paisa(700));
    expect(bills).toEqual([
      { id: 1, paidPaisa: 0, status: 'void' },
      { id: 2, paidPaisa: 600, status: 'paid' },
    ]);
    expect(creditPaisa).toBe(100);
  });

  it('pays nothing from a pool below zero', () => {
    expect(settleBills([bill(1, 1000)], paisa(-10))).toEqual({ bills: [{ id: 1, paidPaisa: 0, status: 'open' }], creditPaisa: 0 });
  });
});
