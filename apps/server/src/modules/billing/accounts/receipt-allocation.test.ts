import { describe, expect, it } from 'vitest';
import { receiptShare, type PoolMove } from './receipt-allocation';

const payment = (entryId: number, receiptId: number, amountPaisa: number): PoolMove => ({ entryId, receiptId, amountPaisa, correctsEntryId: null });
const bills = [
  { id: 1, number: 'INV/2026-27/000001', paidPaisa: 92000 },
  { id: 2, number: 'INV/2026-27/000002', paidPaisa: 8000 + 84000 },
  { id: 3, number: 'INV/2026-27/000003', paidPaisa: 16000 },
];

describe('which bills a receipt paid', () => {
  it('lays the receipts end to end over the bills, oldest first: the first pays October and part of November', () => {
    const moves = [payment(10, 1, 100000), payment(11, 2, 100000)];
    expect(receiptShare(moves, bills, 1)).toEqual({
      paid: [
        { id: 1, number: 'INV/2026-27/000001', amountPaisa: 92000 },
        { id: 2, number: 'INV/2026-27/000002', amountPaisa: 8000 },
      ],
      creditPaisa: 0,
    });
    expect(receiptShare(moves, bills, 2)).toEqual({
      paid: [
        { id: 2, number: 'INV/2026-27/000002', amountPaisa: 84000 },
        { id: 3, number: 'INV/2026-27/000003', amountPaisa: 16000 },
      ],
      creditPaisa: 0,
    });
  });

  it('what lies beyond every bill is credit on the account', () => {
    expect(receiptShare([payment(10, 1, 150000)], bills.slice(0, 1), 1)).toEqual({ paid: [{ id: 1, number: 'INV/2026-27/000001', amountPaisa: 92000 }], creditPaisa: 58000 });
  });

  it('a reversed payment leaves the pool, so the next receipt moves up to the oldest bill; a refund returns the newest money first', () => {
    const moves: PoolMove[] = [payment(10, 1, 92000), payment(11, 2, 92000), { entryId: 12, receiptId: 1, amountPaisa: -92000, correctsEntryId: 10 }];
    expect(receiptShare(moves, [{ id: 1, number: 'A', paidPaisa: 92000 }], 1)).toEqual({ paid: [], creditPaisa: 0 });
    expect(receiptShare(moves, [{ id: 1, number: 'A', paidPaisa: 92000 }], 2)).toEqual({ paid: [{ id: 1, number: 'A', amountPaisa: 92000 }], creditPaisa: 0 });
    const refunded: PoolMove[] = [payment(10, 1, 92000), payment(11, 2, 50000), { entryId: 12, receiptId: null, amountPaisa: -20000, correctsEntryId: null }];
    expect(receiptShare(refunded, [{ id: 1, number: 'A', paidPaisa: 92000 }], 2)).toEqual({ paid: [], creditPaisa: 30000 });
  });

  it('a receipt not in the pool paid nothing', () => {
    expect(receiptShare([], bills, 9)).toEqual({ paid: [], creditPaisa: 0 });
  });
});
