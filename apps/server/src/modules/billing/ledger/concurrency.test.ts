import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, billingDocuments, ledgerEntries, members, payments, receipts } from '../../../db/schema';
import { createStaff, readyMember, withoutEntranceFees } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { payAtWallet } from '../../../../test/wallet';
import { recordOfficePayment } from '../accounts/office-payments';
import { runBilling } from '../runs/billing-run';

/**
 * What two instances, two tabs or a replaying wallet do at the same time. On PostgreSQL (run with
 * TEST_DATABASE_URL) these really race, each side on its own connection pool; on PGlite they queue.
 */
let testApp: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  // What these tests count starts at the month's bills: no entrance fee at approval.
  await withoutEntranceFees(testApp);
  staff = await createStaff(testApp);
});
afterAll(async () => testApp?.close());

const db = () => testApp.database.db;
const inject = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) => testApp.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

async function member(email: string) {
  const ready = await readyMember(testApp, staff, email, { unlocked: true });
  const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
  await db().update(members).set({ joinedOn: '2025-06-15' }).where(eq(members.accountId, account!.id));
  return { ...ready, accountId: account!.id };
}

const sumOf = async (accountId: number) =>
  Number((await db().select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountPaisa}), 0)` }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)))[0]!.total);

describe('at the same time', () => {
  it('two billing runs of a month, on two instances: one invoice per member, numbered without a gap', async () => {
    const billed = await Promise.all(['run.one@example.com', 'run.two@example.com', 'run.three@example.com'].map(member));
    const other = await testApp.sameDatabase();
    const at = new Date('2026-07-01T00:05:00+06:00');
    const results = await Promise.all([runBilling(db(), { period: '2026-07', now: at, startedBy: null }), runBilling(other, { period: '2026-07', now: at, startedBy: null })]);
    expect(results.map((result) => result.invoicesIssued).sort()).toEqual([0, 3]);
    const invoices = await db().select().from(billingDocuments).where(inArray(billingDocuments.accountId, billed.map((one) => one.accountId)));
    expect(invoices).toHaveLength(3);
    expect(invoices.map((invoice) => invoice.number).sort()).toEqual(['INV/2026-27/000001', 'INV/2026-27/000002', 'INV/2026-27/000003']);
  });

  it('two tabs paying one invoice, their callbacks at once: one payment is charged, the other cancelled', async () => {
    const payer = await member('two.tabs@example.com');
    await runBilling(db(), { period: '2026-08', now: new Date('2026-08-01T00:05:00+06:00'), startedBy: null });
    const [invoice] = await db().select().from(billingDocuments).where(eq(billingDocuments.accountId, payer.accountId));
    const walletPaths = [];
    for (let tab = 0; tab < 2; tab += 1) {
      const started = await inject('POST', '/api/member/invoice-payments', payer.cookie, { invoiceIds: [invoice!.id] });
      walletPaths.push(new URL(started.json().redirectUrl).pathname);
    }
    const callbacks = [];
    for (const path of walletPaths) callbacks.push(await payAtWallet(testApp, path));
    await Promise.all(callbacks.flatMap((callback) => [inject('GET', callback), inject('GET', callback)]));

    const states = await db().select().from(payments).where(eq(payments.accountId, payer.accountId));
    expect(states.map((payment) => payment.status).sort()).toEqual(['cancelled', 'completed']);
    expect(await db().select().from(receipts).where(eq(receipts.accountId, payer.accountId))).toHaveLength(1);
    expect(await sumOf(payer.accountId)).toBe(0);
    const [paid] = await db().select().from(billingDocuments).where(eq(billingDocuments.id, invoice!.id));
    expect(paid).toMatchObject({ status: 'paid', paidPaisa: invoice!.totalPaisa });
  });

  it('a callback replayed 20 times at once records one payment and one receipt', async () => {
    const payer = await member('replayed@example.com');
    await runBilling(db(), { period: '2026-09', now: new Date('2026-09-01T00:05:00+06:00'), startedBy: null });
    const started = await inject('POST', '/api/member/invoice-payments', payer.cookie, { invoiceIds: [] });
    const callback = await payAtWallet(testApp, new URL(started.json().redirectUrl).pathname);
    await Promise.all(Array.from({ length: 20 }, () => inject('GET', callback)));
    expect(await db().select().from(receipts).where(eq(receipts.accountId, payer.accountId))).toHaveLength(1);
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.receiptId, (await db().select().from(receipts).where(eq(receipts.accountId, payer.accountId)))[0]!.id))).toHaveLength(1);
    expect(await sumOf(payer.accountId)).toBe(0);
  });

  it('money taken at the office while the wallet is paying the same balance: the wallet payment finds it paid and is not charged', async () => {
    const payer = await member('office.and.wallet@example.com');
    await runBilling(db(), { period: '2026-10', now: new Date('2026-10-01T00:05:00+06:00'), startedBy: null });
    const started = await inject('POST', '/api/member/invoice-payments', payer.cookie, { invoiceIds: [] });
    const callback = await payAtWallet(testApp, new URL(started.json().redirectUrl).pathname);
    const balance = await sumOf(payer.accountId);
    const [admin] = await db().select().from(accounts).where(eq(accounts.id, staff.id));
    await Promise.all([recordOfficePayment(db(), admin!, payer.memberId, { amountPaisa: balance, method: 'cash', reference: 'Counter' }), inject('GET', callback)]);
    const wallet = (await db().select().from(payments).where(eq(payments.accountId, payer.accountId)))[0]!;
    // Either order is right: the office first (the wallet finds nothing due), or the wallet first (the office's money is credit).
    const after = await sumOf(payer.accountId);
    if (wallet.status === 'completed') expect(after).toBe(-balance);
    else {
      expect(wallet).toMatchObject({ status: 'cancelled', failureReason: 'This was paid meanwhile: nothing more is due.' });
      expect(after).toBe(0);
    }
  });
});
