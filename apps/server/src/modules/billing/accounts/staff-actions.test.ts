import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMemberAccount } from '@rgcc/shared/billing/staff-accounts';
import { categoryPriceKey } from '@rgcc/shared/billing/account-constants';
import { formatCalendarMonth } from '@rgcc/shared/format/dates';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { auditLog, accounts, billingDocuments, ledgerEntries, members, prices, products } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword, withoutEntranceFees } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { runBilling } from '../runs/billing-run';

let testApp: TestApp;
let staffCookie: string;
let adminCookie: string;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  // What these tests count starts at the month's bills: no entrance fee at approval.
  await withoutEntranceFees(testApp);
  await createStaff(testApp, 'admin@example.com', 'admin');
  await createStaff(testApp, 'cashier@example.com', 'accounts');
  adminCookie = (await signIn(testApp, 'admin@example.com', staffPassword)).cookie;
  staffCookie = (await signIn(testApp, 'cashier@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

const db = () => testApp.database.db;
const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = staffCookie) => testApp.app.inject({ method, url, payload, headers: { cookie } });

/** A Government Officer (800.00 a month, entrance fee 1,00,000.00) who joined long ago. */
async function member(email: string) {
  const admin = (await db().select().from(accounts).where(eq(accounts.email, 'admin@example.com')))[0]!;
  const ready = await readyMember(testApp, admin, email, { unlocked: true });
  const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
  await db().update(members).set({ joinedOn: '2025-06-15' }).where(eq(members.accountId, account!.id));
  return { ...ready, accountId: account!.id };
}

const view = async (memberId: string) => {
  const response = await asStaff('GET', `/api/admin/billing/members/${memberId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffMemberAccount>();
};
const ledgerSum = async (accountId: number) =>
  Number((await db().select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountPaisa}), 0)` }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)))[0]!.total);
const auditOf = (memberId: string) => db().select().from(auditLog).where(and(eq(auditLog.entityType, 'member'), eq(auditLog.entityId, memberId))).orderBy(auditLog.id);
const pay = (memberId: string, amountPaisa: number, method = 'cash', reference = 'Receipt book 1/1') => asStaff('POST', `/api/admin/members/${memberId}/payments`, { amountPaisa, method, reference });
/** A month's invoice of 920.00 (800.00 and 15 % VAT), issued by a run of that month. */
const runMonth = (month: string) => runBilling(db(), { period: month, now: new Date(`${month}-01T00:10:00+06:00`), startedBy: null });
const billOf = (account: StaffMemberAccount, month: string) => account.bills.find((bill) => bill.lines.some((line) => line.description.endsWith(monthName(month))))!;
const monthName = (month: string) => formatCalendarMonth(month, defaultLocale);

describe("a member's account for staff", () => {
  it('shows the member, balance, standing, bills with their lines, receipts and the credit a refund may return; 404 for an unknown member', async () => {
    const shown = await member('shown@example.com');
    await runMonth('2026-05');
    await pay(shown.memberId, 100000);
    const account = await view(shown.memberId.toLowerCase());
    expect(account.member).toEqual({ memberId: shown.memberId, name: expect.any(String), category: 'Government Officer', status: 'active' });
    expect(account.account.balancePaisa).toBe(await ledgerSum(shown.accountId));
    expect(account.creditPaisa).toBe(Math.max(0, -account.account.balancePaisa));
    const may = billOf(account, '2026-05');
    expect(may).toMatchObject({ kind: 'invoice', status: 'paid', totalPaisa: 92000 });
    expect(may.lines).toEqual([expect.objectContaining({ entryId: expect.any(Number), netPaisa: 80000, creditedNetPaisa: 0, taxRatePercent: 15, taxPaisa: 12000, totalPaisa: 92000 })]);
    expect(account.receipts[0]).toMatchObject({ number: expect.stringMatching(/^R-\d{6}$/), amountPaisa: 100000, method: 'cash', reference: 'Receipt book 1/1', reversedAt: null });

    const unknown = await asStaff('GET', '/api/admin/billing/members/M-99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No member has this member ID.' });
  });
});

describe('charges at the counter', () => {
  it('posts restaurant items before VAT at the code chosen; they wait for the next monthly invoice, which bills them with the subscription', async () => {
    const diner = await member('diner@example.com');
    const before = await ledgerSum(diner.accountId);
    const posted = await asStaff('POST', `/api/admin/billing/members/${diner.memberId}/charges`, {
      service: 'restaurant',
      taxCode: 'vat_standard',
      items: [
        { description: 'Kacchi biryani', quantity: 2, unitPricePaisa: 45000 },
        { description: 'Lemonade', quantity: 3, unitPricePaisa: 12050 },
      ],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    // 900.00 + 135.00 VAT; 361.50 + 54.23 (54.225 rounds half up).
    expect(posted.json()).toEqual({ message: '2 charges of 1,450.73 BDT will be on the next monthly invoice.', totalPaisa: 145073 });
    expect((await ledgerSum(diner.accountId)) - before).toBe(145073);
    const waiting = await view(diner.memberId);
    expect(waiting.unbilled.map((charge) => [charge.service, charge.description, charge.quantity, charge.taxPaisa, charge.totalPaisa])).toEqual([
      ['restaurant', 'Kacchi biryani', 2, 13500, 103500],
      ['restaurant', 'Lemonade', 3, 5423, 41573],
    ]);
    const keys = await db().select({ key: ledgerEntries.sourceKey }).from(ledgerEntries).where(and(eq(ledgerEntries.accountId, diner.accountId), eq(ledgerEntries.service, 'restaurant')));
    expect(keys.every((row) => /^counter:[0-9a-f-]{36}:\d$/.test(row.key!))).toBe(true);

    await runMonth('2026-04');
    const billed = await view(diner.memberId);
    expect(billed.unbilled).toEqual([]);
    const april = billOf(billed, '2026-04');
    expect(april.lines.map((line) => line.description).sort()).toEqual(['Kacchi biryani', 'Lemonade', 'Monthly subscription, April 2026']);
    expect(april.totalPaisa).toBe(92000 + 145073);
    const [entry] = await auditOf(diner.memberId);
    expect(entry).toMatchObject({ action: 'billing.charge-posted', detail: 'Restaurant: 1,450.73 BDT', after: { service: 'restaurant', totalPaisa: 145073 } });
  });

  it('takes one amount, or pro-shop items chosen from the products; exempt items carry no VAT', async () => {
    const golfer = await member('golfer@example.com');
    const [product] = await db().select().from(products).limit(1);
    const listed = await asStaff('GET', '/api/admin/billing/products');
    expect(listed.json()).toContainEqual({ id: product!.id, name: product!.name, pricePaisa: product!.priceTaka * 100 });
    const shop = await asStaff('POST', `/api/admin/billing/members/${golfer.memberId}/charges`, {
      service: 'pro_shop',
      taxCode: 'exempt',
      items: [{ description: product!.name, quantity: 1, unitPricePaisa: product!.priceTaka * 100, productId: product!.id }],
    });
    expect(shop.statusCode, shop.body).toBe(201);
    expect(shop.json().totalPaisa).toBe(product!.priceTaka * 100);
    const unknownProduct = await asStaff('POST', `/api/admin/billing/members/${golfer.memberId}/charges`, {
      service: 'pro_shop',
      taxCode: 'vat_standard',
      items: [{ description: 'Gone', quantity: 1, unitPricePaisa: 100, productId: 999999 }],
    });
    expect(unknownProduct.statusCode).toBe(404);
    expect(unknownProduct.json()).toEqual({ message: 'This product is not in the pro shop any more.' });
  });

  it('refuses no items, a blank description, a quantity of 0, amounts of 0 or with a fraction of a paisa, the registration fee’s code, and an unknown member; nothing is written', async () => {
    const careful = await member('careful.counter@example.com');
    const before = await ledgerSum(careful.accountId);
    const item = { description: 'Tea', quantity: 1, unitPricePaisa: 5000 };
    const cases: [object, number, string][] = [
      [{ service: 'restaurant', taxCode: 'vat_standard', items: [] }, 400, 'Add at least one item.'],
      [{ service: 'restaurant', taxCode: 'vat_standard', items: [{ ...item, description: '  ' }] }, 400, 'Please describe the item.'],
      [{ service: 'restaurant', taxCode: 'vat_standard', items: [{ ...item, quantity: 0 }] }, 400, 'The quantity must be a whole number from 1 to 999.'],
      [{ service: 'restaurant', taxCode: 'vat_standard', items: [{ ...item, unitPricePaisa: 0 }] }, 400, 'The amount must be more than 0.'],
      [{ service: 'restaurant', taxCode: 'vat_standard', items: [{ ...item, unitPricePaisa: -100 }] }, 400, 'The amount must be more than 0.'],
      [{ service: 'restaurant', taxCode: 'vat_standard', items: [{ ...item, unitPricePaisa: 10.5 }] }, 400, 'The amount must be whole paisa.'],
      [{ service: 'restaurant', taxCode: 'registration_fee', items: [item] }, 400, ''],
      [{ service: 'subscription', taxCode: 'vat_standard', items: [item] }, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const response = await asStaff('POST', `/api/admin/billing/members/${careful.memberId}/charges`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    const unknown = await asStaff('POST', '/api/admin/billing/members/M-99999/charges', { service: 'restaurant', taxCode: 'vat_standard', items: [item] });
    expect(unknown.statusCode).toBe(404);
    expect(await ledgerSum(careful.accountId)).toBe(before);
  });
});

describe('credit notes', () => {
  it('credit part of a line (before VAT, with its VAT mirrored) and then the rest of the invoice: it becomes void, and what was paid becomes credit', async () => {
    const corrected = await member('corrected@example.com');
    await runMonth('2026-03');
    const march = billOf(await view(corrected.memberId), '2026-03');
    const [line] = march.lines;
    const part = await asStaff('POST', `/api/admin/billing/members/${corrected.memberId}/credit-notes`, { invoiceId: march.id, reason: 'Away for two weeks', part: { entryId: line!.entryId, netPaisa: 30000 } });
    expect(part.statusCode, part.body).toBe(201);
    // 300.00 and 45.00 VAT off.
    expect(part.json()).toEqual({ message: expect.stringMatching(/^Credit note CN\/\d{4}-\d{2}\/\d{6} issued for 345\.00 BDT\.$/), number: expect.stringMatching(/^CN\//), totalPaisa: -34500 });
    let account = await view(corrected.memberId);
    expect(billOf(account, '2026-03')).toMatchObject({ status: 'open', creditedPaisa: 34500 });
    expect(billOf(account, '2026-03').lines[0]!.creditedNetPaisa).toBe(30000);
    expect(account.creditNotes[0]).toMatchObject({ corrects: march.number, totalPaisa: -34500, reason: 'Away for two weeks' });

    await pay(corrected.memberId, 57500);
    expect(billOf(await view(corrected.memberId), '2026-03').status).toBe('paid');
    const over = await asStaff('POST', `/api/admin/billing/members/${corrected.memberId}/credit-notes`, { invoiceId: march.id, reason: 'Too much', part: { entryId: line!.entryId, netPaisa: 50001 } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'A credit cannot take off more than is left of the line.', errors: { 'part.netPaisa': 'A credit cannot take off more than is left of the line.' } });

    const rest = await asStaff('POST', `/api/admin/billing/members/${corrected.memberId}/credit-notes`, { invoiceId: march.id, reason: 'Membership paused' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().totalPaisa).toBe(-57500);
    account = await view(corrected.memberId);
    expect(billOf(account, '2026-03')).toMatchObject({ status: 'void', creditedPaisa: 92000, paidPaisa: 0 });
    expect(account.account.balancePaisa).toBe(await ledgerSum(corrected.accountId));
    expect(account.creditPaisa).toBeGreaterThanOrEqual(57500);

    const again = await asStaff('POST', `/api/admin/billing/members/${corrected.memberId}/credit-notes`, { invoiceId: march.id, reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This invoice is void: nothing is left to credit.' });
    expect((await auditOf(corrected.memberId)).filter((entry) => entry.action === 'billing.credit-note-issued').map((entry) => entry.detail)).toEqual([
      expect.stringContaining('Away for two weeks'),
      expect.stringContaining('Membership paused'),
    ]);
  });

  it("refuses another member's invoice and an unknown one (404), a line of another invoice (404), a missing reason (400)", async () => {
    const owner = await member('invoice.owner@example.com');
    const other = await member('not.the.owner@example.com');
    await runMonth('2026-02');
    const [february] = (await view(owner.memberId)).bills;
    const [othersBill] = (await view(other.memberId)).bills;
    for (const invoiceId of [february!.id, 2_000_000]) {
      const response = await asStaff('POST', `/api/admin/billing/members/${other.memberId}/credit-notes`, { invoiceId, reason: 'Wrong member' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Invoice not found.' });
    }
    const wrongLine = await asStaff('POST', `/api/admin/billing/members/${owner.memberId}/credit-notes`, { invoiceId: february!.id, reason: 'x', part: { entryId: othersBill!.lines[0]!.entryId, netPaisa: 100 } });
    expect(wrongLine.statusCode).toBe(404);
    expect(wrongLine.json()).toEqual({ message: 'This line is not on the invoice.' });
    const noReason = await asStaff('POST', `/api/admin/billing/members/${owner.memberId}/credit-notes`, { invoiceId: february!.id, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give a reason.');
    const zero = await asStaff('POST', `/api/admin/billing/members/${owner.memberId}/credit-notes`, { invoiceId: february!.id, reason: 'x', part: { entryId: february!.lines[0]!.entryId, netPaisa: 0 } });
    expect(zero.json().message).toBe('The amount must be more than 0.');
    expect(billOf(await view(owner.memberId), '2026-02')).toMatchObject({ status: 'open', creditedPaisa: 0 });
  });
});

describe('refunds and reversed payments', () => {
  it('refunds credit on the account, never more than the credit', async () => {
    const refunded = await member('refunded@example.com');
    await pay(refunded.memberId, 50000);
    const credit = (await view(refunded.memberId)).creditPaisa;
    expect(credit).toBeGreaterThanOrEqual(50000);
    const over = await asStaff('POST', `/api/admin/billing/members/${refunded.memberId}/refunds`, { amountPaisa: credit + 1, method: 'cash', reference: 'Voucher 7', reason: 'Leaving the club' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'A refund can only return credit on the account.', errors: { amountPaisa: 'A refund can only return credit on the account.' } });
    const refund = await asStaff('POST', `/api/admin/billing/members/${refunded.memberId}/refunds`, { amountPaisa: 20000, method: 'bank_transfer', reference: 'TRX 42', reason: 'Paid twice' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json()).toEqual({ message: 'Refund of 200.00 BDT recorded.' });
    const after = await view(refunded.memberId);
    expect(after.creditPaisa).toBe(credit - 20000);
    expect(after.moneyOut).toEqual([{ postedAt: expect.any(String), kind: 'refund', description: 'Refund by bank transfer (TRX 42)', amountPaisa: 20000, reason: 'Paid twice' }]);
    const [audited] = (await auditOf(refunded.memberId)).filter((entry) => entry.action === 'billing.refund');
    expect(audited).toMatchObject({ after: { amountPaisa: 20000, method: 'bank_transfer', reference: 'TRX 42', reason: 'Paid twice' } });
    for (const [payload, message] of [
      [{ amountPaisa: 0, method: 'cash', reference: 'x', reason: 'x' }, 'The amount must be more than 0.'],
      [{ amountPaisa: 1.5, method: 'cash', reference: 'x', reason: 'x' }, 'The amount must be whole paisa.'],
      [{ amountPaisa: 100, method: 'cash', reference: 'x', reason: '' }, 'Please give a reason.'],
      [{ amountPaisa: 100, method: 'cash', reference: '', reason: 'x' }, 'Please give the reference (receipt book number, cheque number or transfer id).'],
    ] as const) {
      const response = await asStaff('POST', `/api/admin/billing/members/${refunded.memberId}/refunds`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('reverses a bounced cheque: its bills are open again, once; an unknown receipt is not found', async () => {
    const bounced = await member('bounced@example.com');
    await runMonth('2026-01');
    const paid = await pay(bounced.memberId, 92000, 'cheque', 'DBBL 1234');
    const receipt = paid.json<{ number: string }>().number;
    expect(billOf(await view(bounced.memberId), '2026-01').status).toBe('paid');
    const reversed = await asStaff('POST', `/api/admin/billing/members/${bounced.memberId}/payment-reversals`, { receiptNumber: receipt.toLowerCase(), reason: 'Cheque bounced' });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(reversed.json()).toEqual({ message: `Payment ${receipt} reversed: the bills it paid are open again.` });
    const account = await view(bounced.memberId);
    expect(billOf(account, '2026-01')).toMatchObject({ status: 'open', paidPaisa: 0 });
    expect(account.receipts.find((row) => row.number === receipt)!.reversedAt).not.toBeNull();
    expect(account.account.balancePaisa).toBe(await ledgerSum(bounced.accountId));
    const [reversal] = await db().select().from(ledgerEntries).where(and(eq(ledgerEntries.accountId, bounced.accountId), eq(ledgerEntries.kind, 'payment_reversal')));
    expect(reversal).toMatchObject({ amountPaisa: 92000, correctsEntryId: expect.any(Number), reason: 'Cheque bounced' });

    const twice = await asStaff('POST', `/api/admin/billing/members/${bounced.memberId}/payment-reversals`, { receiptNumber: receipt, reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This payment was reversed already.' });
    const unknown = await asStaff('POST', `/api/admin/billing/members/${bounced.memberId}/payment-reversals`, { receiptNumber: 'R-999999', reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No payment of this member has this receipt number.' });
    expect((await auditOf(bounced.memberId)).map((entry) => entry.action)).toContain('billing.payment-reversed');
  });
});

describe('opening balances by hand', () => {
  it('owed: an OB/… bill due today with one line, which a payment settles; once per member', async () => {
    const owing = await member('owing@example.com');
    const before = await ledgerSum(owing.accountId);
    const added = await asStaff('POST', `/api/admin/billing/members/${owing.memberId}/opening-balance`, { amountPaisa: 150050 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toMatch(/^Opening balance of 1,500\.50 BDT owed, as OB\/\d{4}-\d{2}\/\d{6}\.$/);
    const account = await view(owing.memberId);
    const opening = account.bills.find((bill) => bill.kind === 'opening_balance')!;
    expect(opening).toMatchObject({ number: expect.stringMatching(/^OB\//), status: 'open', totalPaisa: 150050, lines: [expect.objectContaining({ description: 'Balance brought forward from the club’s books', totalPaisa: 150050 })] });
    expect(account.openingBalancePaisa).toBe(150050);
    expect((await ledgerSum(owing.accountId)) - before).toBe(150050);
    const again = await asStaff('POST', `/api/admin/billing/members/${owing.memberId}/opening-balance`, { amountPaisa: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This member already has an opening balance.' });
    const credited = await asStaff('POST', `/api/admin/billing/members/${owing.memberId}/credit-notes`, { invoiceId: opening.id, reason: 'x' });
    expect(credited.statusCode).toBe(409);
    expect(credited.json()).toEqual({ message: 'Only a tax invoice can be credited.' });
  });

  it('in credit: a negative entry and no document; the next invoice takes it', async () => {
    const ahead = await member('in.credit@example.com');
    const added = await asStaff('POST', `/api/admin/billing/members/${ahead.memberId}/opening-balance`, { amountPaisa: -50000 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ message: 'Opening balance of 500.00 BDT in credit.' });
    expect((await view(ahead.memberId)).bills.some((bill) => bill.kind === 'opening_balance')).toBe(false);
    await runMonth('2025-12');
    expect(billOf(await view(ahead.memberId), '2025-12')).toMatchObject({ status: 'open', paidPaisa: 50000, totalPaisa: 92000 });
    for (const [amountPaisa, message] of [
      [0, 'The opening balance cannot be 0.'],
      [10.5, 'The amount must be whole paisa.'],
    ] as const) {
      const response = await asStaff('POST', `/api/admin/billing/members/${ahead.memberId}/opening-balance`, { amountPaisa });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('reinstatement', () => {
  it("reactivating a suspended member invoices 20 % of the category's entrance fee at once, on its own invoice, in that transaction", async () => {
    const returning = await member('returning@example.com');
    // The entrance fee at its default again (the suite approves members without one).
    await db().delete(prices).where(eq(prices.key, categoryPriceKey('entrance', 'Government Officer')));
    const suspend = await asStaff('POST', `/api/admin/members/${returning.accountId}/suspend`, { reason: 'Twelve months unpaid' }, adminCookie);
    expect(suspend.statusCode).toBe(200);
    const reactivated = await asStaff('POST', `/api/admin/members/${returning.accountId}/reactivate`, undefined, adminCookie);
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().message).toMatch(new RegExp(`^${returning.memberId} may sign in again\\. Reinstatement is invoiced: INV/\\d{4}-\\d{2}/\\d{6}\\.$`));
    const bills = (await view(returning.memberId)).bills;
    // 20 % of 1,00,000.00 is 20,000.00; with 15 % VAT, 23,000.00.
    expect(bills[0]).toMatchObject({ kind: 'invoice', status: 'open', totalPaisa: 2300000, lines: [expect.objectContaining({ description: 'Reinstatement (20 % of the entrance fee)', quantity: 1, unitPricePaisa: 2000000, taxPaisa: 300000 })] });
    expect((await auditOf(returning.memberId)).map((entry) => entry.action)).toContain('billing.reinstatement-invoiced');
  });

  it('follows the rule: at 0 % nothing is invoiced', async () => {
    const free = await member('free.return@example.com');
    const rules = await asStaff('GET', '/api/admin/billing/settings');
    expect((await asStaff('PUT', '/api/admin/billing/rules', { ...rules.json().rules, reinstatementPercent: 0 })).statusCode).toBe(200);
    await asStaff('POST', `/api/admin/members/${free.accountId}/suspend`, { reason: 'x' }, adminCookie);
    const before = await db().select().from(billingDocuments).where(eq(billingDocuments.accountId, free.accountId));
    const reactivated = await asStaff('POST', `/api/admin/members/${free.accountId}/reactivate`, undefined, adminCookie);
    expect(reactivated.json()).toEqual({ message: `${free.memberId} may sign in again.` });
    expect(await db().select().from(billingDocuments).where(eq(billingDocuments.accountId, free.accountId))).toHaveLength(before.length);
    expect((await asStaff('PUT', '/api/admin/billing/rules', rules.json().rules)).statusCode).toBe(200);
  });
});
