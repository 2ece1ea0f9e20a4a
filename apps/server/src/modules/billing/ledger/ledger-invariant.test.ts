import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBills } from '@rgcc/shared/billing/settlement';
import { addMonths } from '@rgcc/shared/billing/fiscal-year';
import { paisa } from '@rgcc/shared/format/money';
import { accounts, billingDocuments, documentLines, ledgerEntries, members, receipts, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { createStaff, readyMember, withoutEntranceFees } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { recordOfficePayment } from '../accounts/office-payments';
import { addOpeningBalance } from '../accounts/opening-balances';
import { creditInvoice, postCounterCharge, refundCredit, reversePayment } from '../accounts/staff-actions';
import { runBilling } from '../runs/billing-run';
import { balanceOf } from './account-summary';
import { unbilledCharges } from './charges';

/** A small seeded generator (mulberry32): the same seed, the same sequence, so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

let testApp: TestApp;
let staff: AccountRow;
const people: { accountId: number; memberId: string }[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  // What these tests count starts at the month's bills: no entrance fee at approval.
  await withoutEntranceFees(testApp);
  const admin = await createStaff(testApp, 'admin@example.com', 'admin');
  staff = await createStaff(testApp, 'cashier@example.com', 'accounts');
  for (let index = 0; index < 8; index += 1) {
    const email = `ledger.${index}@example.com`;
    const { memberId } = await readyMember(testApp, admin, email, { unlocked: true });
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, email));
    people.push({ accountId: account!.id, memberId });
  }
  // Members of long standing, so that every run bills each of them.
  await testApp.database.db.update(members).set({ joinedOn: '2020-01-15' }).where(inArray(members.accountId, people.map((person) => person.accountId)));
});
afterAll(async () => testApp?.close());

/**
 * Every account after any sequence of money's operations (docs/money.md): its balance is the sum
 * of its entries, and agrees with its documents; each document adds up; a bill is never settled
 * beyond its total or beyond the money paid in; and its status is what is left of it.
 */
async function expectBooksToHold() {
  const db = testApp.database.db;
  for (const { accountId, memberId } of people) {
    const where = `${memberId}`;
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
    const balance = await balanceOf(db, accountId);
    expect(balance, where).toBe(entries.reduce((total, entry) => total + entry.amountPaisa, 0));

    const documents = await db.select().from(billingDocuments).where(eq(billingDocuments.accountId, accountId)).orderBy(billingDocuments.dueOn, billingDocuments.issuedAt, billingDocuments.id);
    const lines = documents.length === 0 ? [] : await db.select().from(documentLines).where(inArray(documentLines.documentId, documents.map((document) => document.id)));
    const entryOf = new Map(entries.map((entry) => [entry.id, entry]));
    for (const document of documents) {
      const own = lines.filter((line) => line.documentId === document.id).map((line) => entryOf.get(line.entryId)!);
      expect(own.length, `${document.number} has lines`).toBeGreaterThan(0);
      expect(document.totalPaisa, `${document.number} total`).toBe(own.reduce((total, entry) => total + entry.amountPaisa, 0));
      expect(document.netPaisa, `${document.number} net`).toBe(own.reduce((total, entry) => total + (entry.netPaisa ?? entry.amountPaisa), 0));
      expect(document.taxPaisa, `${document.number} VAT`).toBe(own.reduce((total, entry) => total + (entry.taxPaisa ?? 0), 0));
      expect(document.netPaisa + document.taxPaisa, `${document.number} net + VAT`).toBe(document.totalPaisa);
      expect(document.paidPaisa + document.creditedPaisa, `${document.number} settled`).toBeLessThanOrEqual(Math.max(0, document.totalPaisa));
    }
    for (const note of documents.filter((document) => document.kind === 'credit_note')) {
      const credited = documents.find((document) => document.id === note.correctsDocumentId)!;
      expect(credited.kind, `${note.number} corrects an invoice`).toBe('invoice');
      const creditedLines = new Set(lines.filter((line) => line.documentId === credited.id).map((line) => line.entryId));
      for (const line of lines.filter((candidate) => candidate.documentId === note.id)) expect(creditedLines.has(entryOf.get(line.entryId)!.correctsEntryId!), `${note.number} credits a line of ${credited.number}`).toBe(true);
    }

    const bills = documents.filter((document) => document.kind !== 'credit_note');
    for (const bill of bills) {
      const creditNotes = documents.filter((document) => document.correctsDocumentId === bill.id);
      expect(bill.creditedPaisa, `${bill.number} credited`).toBe(0 - creditNotes.reduce((total, note) => total + note.totalPaisa, 0));
      const left = bill.totalPaisa - bill.creditedPaisa - bill.paidPaisa;
      expect(bill.status, `${bill.number} status`).toBe(bill.creditedPaisa >= bill.totalPaisa ? 'void' : left === 0 ? 'paid' : 'open');
    }
    // What was paid in: payments, less refunds and reversed payments, with a credit brought forward.
    const pool = 0 - entries.filter((entry) => ['payment', 'payment_reversal', 'refund'].includes(entry.kind) || (entry.kind === 'opening_balance' && entry.amountPaisa < 0)).reduce((total, entry) => total + entry.amountPaisa, 0);
    expect(bills.reduce((total, bill) => total + bill.paidPaisa, 0), `${where}: bills paid within the money paid in`).toBeLessThanOrEqual(Math.max(0, pool));
    // Allocated oldest first, as shared/billing/settlement.ts derives it.
    const derived = settleBills(bills.map((bill) => ({ id: bill.id, totalPaisa: paisa(bill.totalPaisa), creditedPaisa: paisa(bill.creditedPaisa) })), paisa(pool));
    expect(bills.map((bill) => [bill.number, bill.paidPaisa, bill.status]), `${where}: settlement`).toEqual(derived.bills.map((result, index) => [bills[index]!.number, result.paidPaisa, result.status]));
    // The balance seen from the documents: what the bills ask, the charges still waiting, less the money in.
    const unbilled = await unbilledCharges(db, [accountId]);
    const reversedUnbilled = entries.filter((entry) => entry.kind === 'charge_reversal').reduce((total, entry) => total + entry.amountPaisa, 0);
    const asked = bills.reduce((total, bill) => total + bill.totalPaisa - bill.creditedPaisa, 0);
    expect(balance, `${where}: balance from the documents`).toBe(asked + unbilled.reduce((total, entry) => total + entry.amountPaisa, 0) + reversedUnbilled - pool);
  }
}

describe('the ledger invariant, over staff actions', () => {
  it('holds for every account after 300 random charges, runs, office payments, credit notes, refunds, reversed payments and opening balances over 8 members', async () => {
    const db = testApp.database.db;
    const random = randomFrom(20261126);
    let month = '2024-01';
    const done: Record<string, number> = {};
    const refused: Record<string, number> = {};
    const amount = () => random.pick([1, 99, 5000, 45050, 92000, 100000, random.int(1, 500000)]);

    const operations: [weight: number, name: string, run: (person: (typeof people)[number]) => Promise<unknown>][] = [
      [
        20,
        'charge',
        (person) =>
          postCounterCharge(db, staff, person.memberId, {
            service: random.pick(['restaurant', 'pro_shop'] as const),
            taxCode: random.pick(['vat_standard', 'exempt'] as const),
            items: Array.from({ length: random.int(1, 3) }, (_, index) => ({ description: `Item ${index + 1}`, quantity: random.int(1, 4), unitPricePaisa: random.int(1, 30000) })),
          }),
      ],
      [
        6,
        'run',
        async () => {
          month = addMonths(month, 1);
          return runBilling(db, { period: month, now: new Date(`${month}-01T00:10:00+06:00`), startedBy: null });
        },
      ],
      [22, 'payment', (person) => recordOfficePayment(db, staff, person.memberId, { amountPaisa: amount() * random.int(1, 5), method: random.pick(['cash', 'cheque', 'bank_transfer', 'card_machine'] as const), reference: 'Invariant' })],
      [
        18,
        'credit note',
        async (person) => {
          const invoices = await db.select().from(billingDocuments).where(eq(billingDocuments.accountId, person.accountId));
          const invoice = random.pick([...invoices.filter((document) => document.kind === 'invoice'), { id: 2_000_000 }]);
          const lines = await db.select().from(documentLines).where(eq(documentLines.documentId, invoice.id));
          const whole = random.next() < 0.4 || lines.length === 0;
          return creditInvoice(db, staff, person.memberId, {
            invoiceId: invoice.id,
            reason: 'Invariant',
            ...(whole ? {} : { part: { entryId: random.pick(lines).entryId, netPaisa: random.int(1, 60000) } }),
          });
        },
      ],
      [
        12,
        'refund',
        async (person) => {
          const credit = Math.max(0, -(await balanceOf(db, person.accountId)));
          const amountPaisa = random.next() < 0.8 && credit > 0 ? random.int(1, credit) : credit + random.int(1, 1000);
          return refundCredit(db, staff, person.memberId, { amountPaisa, method: 'cash', reference: 'Invariant', reason: 'Invariant' });
        },
      ],
      [
        10,
        'payment reversal',
        async (person) => {
          const own = await db.select().from(receipts).where(eq(receipts.accountId, person.accountId));
          const receiptNumber = own.length > 0 && random.next() < 0.9 ? random.pick(own).receiptNumber : 'R-999999';
          return reversePayment(db, staff, person.memberId, { receiptNumber, reason: 'Invariant' });
        },
      ],
      [6, 'opening balance', (person) => addOpeningBalance(db, staff, person.memberId, { amountPaisa: random.pick([1, -1]) * amount() })],
    ];
    const totalWeight = operations.reduce((total, [weight]) => total + weight, 0);

    for (let step = 0; step < 300; step += 1) {
      let roll = random.int(1, totalWeight);
      const [, name, run] = operations.find(([weight]) => (roll -= weight) <= 0)!;
      try {
        await run(random.pick(people));
        done[name] = (done[name] ?? 0) + 1;
      } catch (error) {
        // Refusals with a reason (a refund beyond the credit, a void invoice) are part of the sequence; anything else is a bug.
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        refused[name] = (refused[name] ?? 0) + 1;
      }
      if (step % 50 === 49) await expectBooksToHold();
    }
    await expectBooksToHold();
    // The sequence reached every kind of operation, and some refusals.
    for (const [, name] of operations) expect(done[name], name).toBeGreaterThan(0);
    expect(Object.values(refused).reduce((total, count) => total + count, 0)).toBeGreaterThan(0);
  }, 300_000);
});
