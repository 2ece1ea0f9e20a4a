import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubToday } from '@rgcc/shared/format/club-date';
import { monthOf } from '@rgcc/shared/billing/fiscal-year';
import { accounts, billingDocuments, documentLines, ledgerEntries, members, payments, receipts } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword, withoutEntranceFees } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { payAtWallet } from '../../../../test/wallet';
import { runBilling } from '../runs/billing-run';

let testApp: TestApp;
let staffCookie: string;
const period = monthOf(clubToday());

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  // These members' bills are their subscriptions and payments: no entrance fee at approval.
  await withoutEntranceFees(testApp);
  await createStaff(testApp, 'treasurer@example.com', 'accounts');
  staffCookie = (await signIn(testApp, 'treasurer@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

const db = () => testApp.database.db;
function inject(method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) {
  return testApp.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}
const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) => inject(method, url, staffCookie, payload);

async function member(email: string, options: { unlocked: boolean } = { unlocked: true }) {
  const admin = (await db().select().from(accounts).where(eq(accounts.email, 'treasurer@example.com')))[0]!;
  const adminStaff = { ...admin, role: 'admin' as const };
  const ready = await readyMember(testApp, adminStaff, email, options);
  const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
  // A member of some standing, whom runs of past months bill too.
  await db().update(members).set({ joinedOn: '2025-06-15' }).where(eq(members.accountId, account!.id));
  return { ...ready, accountId: account!.id };
}

const balanceInLedger = async (accountId: number) =>
  Number((await db().select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountPaisa}), 0)` }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)))[0]!.total);

async function payByWallet(cookie: string, invoiceIds: number[]) {
  const started = await inject('POST', '/api/member/invoice-payments', cookie, { invoiceIds });
  expect(started.statusCode).toBe(200);
  const { paymentId, redirectUrl } = started.json<{ paymentId: number; redirectUrl: string }>();
  return { paymentId, walletPath: new URL(redirectUrl).pathname };
}

describe('the registration fee in the ledger', () => {
  it('paying it writes a paid invoice (1,200.00 at 10 %, 120.00 VAT) and the payment: the balance is 0', async () => {
    const payer = await member('fee.payer@example.com', { unlocked: false });
    const started = await inject('POST', '/api/payments/registration-fee', payer.cookie);
    const callback = await payAtWallet(testApp, new URL(started.json().redirectUrl).pathname);
    expect((await inject('GET', callback)).statusCode).toBe(303);

    expect((await inject('GET', '/api/member/account', payer.cookie)).json()).toEqual({ balancePaisa: 0, overduePaisa: 0, standing: 'active' });
    const invoices = (await inject('GET', '/api/member/invoices', payer.cookie)).json();
    expect(invoices).toEqual([
      {
        id: expect.any(Number),
        number: expect.stringMatching(/^INV\/\d{4}-\d{2}\/\d{6}$/),
        issuedAt: expect.any(String),
        dueOn: clubToday(),
        status: 'paid',
        totalPaisa: 132000,
        paidPaisa: 132000,
        creditedPaisa: 0,
        lines: [{ description: 'Membership registration fee', quantity: 1, unitPricePaisa: 120000, taxRatePercent: 10, taxPaisa: 12000, totalPaisa: 132000 }],
      },
    ]);
    expect(await balanceInLedger(payer.accountId)).toBe(0);
  });

  it('a member who has not paid the fee has no account to see yet', async () => {
    const locked = await member('locked.member@example.com', { unlocked: false });
    const response = await inject('GET', '/api/member/account', locked.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Please pay the membership registration fee to unlock your dashboard.' });
    expect((await inject('GET', '/api/member/account')).statusCode).toBe(401);
  });
});

describe('the monthly billing run', () => {
  it("invoices each active member the month's subscription plus 15 % VAT, once however often it runs", async () => {
    const billed = await member('monthly@example.com');
    const preview = await asStaff('GET', '/api/admin/billing/runs/preview');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().categories).toContainEqual({ category: 'Government Officer', members: expect.any(Number), totalPaisa: expect.any(Number) });

    const first = await asStaff('POST', '/api/admin/billing/runs', { period });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ period, invoicesIssued: preview.json().members, totalPaisa: preview.json().totalPaisa });
    const again = await asStaff('POST', '/api/admin/billing/runs', { period });
    expect(again.json()).toEqual({ period, invoicesIssued: 0, totalPaisa: 0 });

    const invoices = (await inject('GET', '/api/member/invoices', billed.cookie)).json();
    expect(invoices).toHaveLength(1);
    // A Government Officer pays 800 a month: 800.00 + 120.00 VAT.
    expect(invoices[0]).toMatchObject({ status: 'open', totalPaisa: 92000, paidPaisa: 0 });
    expect(invoices[0].lines).toEqual([
      { description: expect.stringMatching(/^Monthly subscription, \w+ \d{4}$/), quantity: 1, unitPricePaisa: 80000, taxRatePercent: 15, taxPaisa: 12000, totalPaisa: 92000 },
    ]);
    expect((await inject('GET', '/api/member/account', billed.cookie)).json()).toEqual({ balancePaisa: 92000, overduePaisa: 0, standing: 'active' });
  });

  it('bills a member who joined last month for that whole month too, and leaves out the suspended and the unpaid', async () => {
    const late = await member('joined.last.month@example.com');
    const suspended = await member('suspended.member@example.com');
    const locked = await member('not.yet.paid@example.com', { unlocked: false });
    await db().update(members).set({ joinedOn: '2026-10-20' }).where(eq(members.accountId, late.accountId));
    await db().update(accounts).set({ deactivatedAt: new Date() }).where(eq(accounts.id, suspended.accountId));
    const result = await runBilling(db(), { period: '2026-11', now: new Date('2026-11-01T00:10:00+06:00'), startedBy: null });
    expect(result.invoicesIssued).toBeGreaterThan(0);
    const lines = await db()
      .select({ accountId: ledgerEntries.accountId, description: ledgerEntries.description })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.service, 'subscription'));
    expect(lines.filter((line) => line.accountId === late.accountId).map((line) => line.description)).toEqual(['Monthly subscription, October 2026', 'Monthly subscription, November 2026']);
    expect(lines.some((line) => line.accountId === suspended.accountId || line.accountId === locked.accountId)).toBe(false);
  });

  it('refuses a period other than the current month, and anyone but Billing staff', async () => {
    for (const wrong of ['2020-01', '2099-12', 'November', '']) {
      const response = await asStaff('POST', '/api/admin/billing/runs', { period: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('A billing run can only be started for the current month.');
    }
    await createStaff(testApp, 'gardener@example.com', 'content');
    const content = await signIn(testApp, 'gardener@example.com', staffPassword);
    const refused = await inject('POST', '/api/admin/billing/runs', content.cookie, { period });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your staff role does not include Billing.' });
  });
});

describe('payments', () => {
  it('money taken at the office gets a numbered receipt and pays the oldest open invoices first; the rest is credit the next invoice takes', async () => {
    const payer = await member('office.payer@example.com');
    await runBilling(db(), { period: '2026-10', now: new Date('2026-10-01T00:10:00+06:00'), startedBy: null });
    await runBilling(db(), { period: '2026-11', now: new Date('2026-11-01T00:10:00+06:00'), startedBy: null });
    const memberId = payer.memberId;
    const bills = () => inject('GET', '/api/member/invoices', payer.cookie).then((response) => response.json<{ status: string; paidPaisa: number; totalPaisa: number }[]>());
    expect((await bills()).map((bill) => bill.status)).toEqual(['open', 'open']);

    const paid = await asStaff('POST', `/api/admin/members/${memberId}/payments`, { amountPaisa: 100000, method: 'cash', reference: 'Receipt book 12/7' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toEqual({ number: expect.stringMatching(/^R-\d{6}$/), amountPaisa: 100000 });
    // 92,000 pays October's invoice (the older); 8,000 goes to November's.
    expect((await bills()).map((bill) => [bill.status, bill.paidPaisa])).toEqual([
      ['open', 8000],
      ['paid', 92000],
    ]);

    await asStaff('POST', `/api/admin/members/${memberId}/payments`, { amountPaisa: 100000, method: 'cheque', reference: 'DBBL 556677' });
    expect((await bills()).map((bill) => bill.status)).toEqual(['paid', 'paid']);
    expect((await inject('GET', '/api/member/account', payer.cookie)).json()).toEqual({ balancePaisa: -16000, overduePaisa: 0, standing: 'active' });

    await runBilling(db(), { period: '2026-12', now: new Date('2026-12-01T00:10:00+06:00'), startedBy: null });
    const [december] = await bills();
    expect(december).toMatchObject({ status: 'open', totalPaisa: 92000, paidPaisa: 16000 });
    expect(await balanceInLedger(payer.accountId)).toBe(92000 - 16000);
    const receiptsList = (await inject('GET', '/api/member/receipts', payer.cookie)).json();
    expect(receiptsList.map((receipt: { provider: string; trxId: string }) => [receipt.provider, receipt.trxId])).toEqual(
      expect.arrayContaining([
        ['cash', 'Receipt book 12/7'],
        ['cheque', 'DBBL 556677'],
      ]),
    );
  });

  it('refuses amounts of 0, below 0 or with a fraction of a paisa, an unknown method or member, and a missing reference: 4xx, nothing written', async () => {
    const payer = await member('careful.office@example.com');
    const before = await db().select().from(receipts);
    const cases: [object, number, string][] = [
      [{ amountPaisa: 0, method: 'cash', reference: 'x' }, 400, 'The amount must be more than 0.'],
      [{ amountPaisa: -500, method: 'cash', reference: 'x' }, 400, 'The amount must be more than 0.'],
      [{ amountPaisa: 100.5, method: 'cash', reference: 'x' }, 400, 'The amount must be whole paisa.'],
      [{ amountPaisa: '100', method: 'cash', reference: 'x' }, 400, 'The amount must be more than 0.'],
      [{ amountPaisa: 100, method: 'wallet', reference: 'x' }, 400, ''],
      [{ amountPaisa: 100, method: 'cash', reference: '  ' }, 400, 'Please give the reference (receipt book number, cheque number or transfer id).'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await asStaff('POST', `/api/admin/members/${payer.memberId}/payments`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    const unknown = await asStaff('POST', '/api/admin/members/M-9999/payments', { amountPaisa: 100, method: 'cash', reference: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No member has this member ID.' });
    expect(await db().select().from(receipts)).toHaveLength(before.length);
  });

  it('a member pays an open invoice through the wallet, once: a replayed callback and a second tab record one payment', async () => {
    const payer = await member('wallet.payer@example.com');
    await runBilling(db(), { period: '2026-09', now: new Date('2026-09-01T00:10:00+06:00'), startedBy: null });
    const [invoice] = (await inject('GET', '/api/member/invoices', payer.cookie)).json();
    const first = await payByWallet(payer.cookie, [invoice.id]);
    const second = await payByWallet(payer.cookie, [invoice.id]);
    const callback = await payAtWallet(testApp, first.walletPath);
    const secondCallback = await payAtWallet(testApp, second.walletPath);
    for (let replay = 0; replay < 3; replay += 1) expect((await inject('GET', callback)).statusCode).toBe(303);
    expect((await inject('GET', secondCallback)).statusCode).toBe(303);

    const states = await db().select().from(payments).where(eq(payments.accountId, payer.accountId));
    expect(states.map((payment) => payment.status).sort()).toEqual(['cancelled', 'completed']);
    expect(states.find((payment) => payment.status === 'cancelled')!.failureReason).toBe('This was paid meanwhile: nothing more is due.');
    expect((await inject('GET', '/api/member/account', payer.cookie)).json()).toEqual({ balancePaisa: 0, overduePaisa: 0, standing: 'active' });
    expect((await inject('GET', '/api/member/invoices', payer.cookie)).json()[0].status).toBe('paid');

    const paidAgain = await inject('POST', '/api/member/invoice-payments', payer.cookie, { invoiceIds: [invoice.id] });
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json()).toEqual({ message: 'This invoice is not open: it is paid or void.' });
    const nothing = await inject('POST', '/api/member/invoice-payments', payer.cookie, { invoiceIds: [] });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ message: 'There is nothing to pay on your account.' });
  });

  it("another member's invoice, or none, is not found", async () => {
    const owner = await member('owner@example.com');
    const other = await member('other@example.com');
    await runBilling(db(), { period: '2026-08', now: new Date('2026-08-01T00:10:00+06:00'), startedBy: null });
    const [invoice] = (await inject('GET', '/api/member/invoices', owner.cookie)).json();
    for (const ids of [[invoice.id], [2_000_000]]) {
      const response = await inject('POST', '/api/member/invoice-payments', other.cookie, { invoiceIds: ids });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Invoice not found.' });
    }
  });
});

describe('the books are append-only', () => {
  it('refuses to change or delete an entry, a line or a receipt, and lets a document change only its settlement', async () => {
    const [entry] = await db().select().from(ledgerEntries).limit(1);
    const [document] = await db().select().from(billingDocuments).limit(1);
    await expect(db().update(ledgerEntries).set({ amountPaisa: 1 }).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    await expect(db().delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    await expect(db().delete(documentLines).where(eq(documentLines.documentId, document!.id))).rejects.toThrow();
    await expect(db().update(receipts).set({ amountPaisa: 1 })).rejects.toThrow();
    await expect(db().update(billingDocuments).set({ totalPaisa: 1, netPaisa: 1, taxPaisa: 0 }).where(eq(billingDocuments.id, document!.id))).rejects.toThrow();
    await expect(db().update(billingDocuments).set({ number: 'INV/2026-27/999999' }).where(eq(billingDocuments.id, document!.id))).rejects.toThrow();
    await expect(db().delete(billingDocuments).where(eq(billingDocuments.id, document!.id))).rejects.toThrow();
    await db().update(billingDocuments).set({ status: document!.status }).where(eq(billingDocuments.id, document!.id));
  });

  it('numbers invoices without gaps, in one series per financial year', async () => {
    const numbers = (await db().select({ number: billingDocuments.number }).from(billingDocuments).where(eq(billingDocuments.kind, 'invoice'))).map((row) => row.number);
    const byYear = new Map<string, number[]>();
    for (const number of numbers) {
      const [, year, place] = number.split('/');
      byYear.set(year!, [...(byYear.get(year!) ?? []), Number(place)]);
    }
    for (const places of byYear.values()) expect(places.sort((a, b) => a - b)).toEqual(places.map((_, index) => index + 1));
  });
});
