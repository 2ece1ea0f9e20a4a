import { paisa, type Paisa } from '../format/money';
import type { InvoiceStatus } from './account-constants';

/**
 * How a member's money settles their bills (docs/money.md): everything paid in (payments, less
 * refunds and reversed payments, plus a credit brought forward) is one pool, allocated to the
 * oldest open bills first; what is left is credit, which the next bill takes. Derived, never
 * chosen by hand: the same entries always give the same allocation, so it is recomputed after
 * every change of money and stored on each bill only to be read quickly.
 */

/** A bill (an invoice or a balance brought forward), oldest first, with what credit notes took off it. */
export interface Bill {
  id: number;
  totalPaisa: Paisa;
  creditedPaisa: Paisa;
}

export interface Settlement {
  /** Per bill, in the order given: what the pool pays of it, and its status. */
  bills: { id: number; paidPaisa: Paisa; status: InvoiceStatus }[];
  /** What the pool holds beyond every bill: credit on the account. */
  creditPaisa: Paisa;
}

/** Allocates `pool` to `bills` (oldest first). A negative pool (more refunded than paid) pays nothing. */
export function settleBills(bills: readonly Bill[], pool: Paisa): Settlement {
  let left = Math.max(0, pool);
  const settled = bills.map((bill) => {
    const owed = Math.max(0, bill.totalPaisa - bill.creditedPaisa);
    const paid = Math.min(owed, left);
    left -= paid;
    const status: InvoiceStatus = owed === 0 ? 'void' : paid === owed ? 'paid' : 'open';
    return { id: bill.id, paidPaisa: paisa(paid), status };
  });
  return { bills: settled, creditPaisa: paisa(left) };
}
