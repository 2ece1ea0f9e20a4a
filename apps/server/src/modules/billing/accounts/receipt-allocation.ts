/**
 * Which bills a receipt paid. The account's money is one pool, allocated to the oldest open bills
 * first (shared/billing/settlement.ts), so a receipt's share is derived, never stored: lay the
 * money that is still in the pool end to end in the order it came in, lay the bills' paid parts
 * end to end in the order the pool pays them, and a receipt paid what lies under its stretch.
 * A reversed payment leaves the pool; a refund returns the newest money first. What a receipt's
 * stretch holds beyond the bills is credit on the account.
 */

/** Money in or out of the pool, in the order it was posted. `amountPaisa` is positive for money in. */
export interface PoolMove {
  entryId: number;
  receiptId: number | null;
  amountPaisa: number;
  /** A reversed payment names the payment entry it takes back. */
  correctsEntryId: number | null;
}

/** A bill, in the order the pool pays it, with what the pool pays of it. */
export interface PaidBill {
  id: number;
  number: string;
  paidPaisa: number;
}

export interface ReceiptShare {
  paid: { id: number; number: string; amountPaisa: number }[];
  creditPaisa: number;
}

export function receiptShare(moves: readonly PoolMove[], bills: readonly PaidBill[], receiptId: number): ReceiptShare {
  const left = new Map<number, number>();
  const order: PoolMove[] = [];
  for (const move of moves) {
    if (move.amountPaisa > 0) {
      left.set(move.entryId, move.amountPaisa);
      order.push(move);
      continue;
    }
    let out = -move.amountPaisa;
    const corrected = move.correctsEntryId === null ? undefined : left.get(move.correctsEntryId);
    if (corrected !== undefined) {
      const taken = Math.min(out, corrected);
      left.set(move.correctsEntryId!, corrected - taken);
      out -= taken;
    }
    for (let index = order.length - 1; index >= 0 && out > 0; index -= 1) {
      const id = order[index]!.entryId;
      const taken = Math.min(out, left.get(id)!);
      left.set(id, left.get(id)! - taken);
      out -= taken;
    }
  }
  let start = 0;
  let stretch: [number, number] | null = null;
  for (const move of order) {
    const size = left.get(move.entryId)!;
    if (move.receiptId === receiptId) stretch = [start, start + size];
    start += size;
  }
  if (!stretch) return { paid: [], creditPaisa: 0 };
  const [from, to] = stretch;
  const paid: ReceiptShare['paid'] = [];
  let at = 0;
  for (const bill of bills) {
    const overlap = Math.min(to, at + bill.paidPaisa) - Math.max(from, at);
    if (overlap > 0) paid.push({ id: bill.id, number: bill.number, amountPaisa: overlap });
    at += bill.paidPaisa;
  }
  return { paid, creditPaisa: to - from - paid.reduce((total, share) => total + share.amountPaisa, 0) };
}
