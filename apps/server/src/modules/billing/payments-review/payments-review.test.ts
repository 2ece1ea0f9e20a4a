import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentPage } from '@rgcc/shared/billing/payments-review';
import { accounts, payments, receipts } from '../../../db/schema';
import { approvedMember, createStaff, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { paymentCsvHeader } from './payment-csv';

let testApp: TestApp;
let adminCookie: string;
let memberId: string;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  const admin = await createStaff(testApp, 'admin@example.com');
  adminCookie = (await signIn(testApp, 'admin@example.com', staffPassword)).cookie;
  memberId = (await approvedMember(testApp, admin, 'payer@example.com')).memberId;
  const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.memberId, memberId));
  const db = testApp.database.db;
  // Two failed tries on 1 March at the club, then a completed one on 2 March (00:30 in Dhaka), and one completed in April.
  await db.insert(payments).values([
    { accountId: account!.id, provider: 'sandbox', invoiceNumber: 'INV-1', amountPaisa: 132000, status: 'failed', createdAt: new Date('2026-03-01T04:00:00Z') },
    { accountId: account!.id, provider: 'sandbox', invoiceNumber: 'INV-2', amountPaisa: 132000, status: 'cancelled', createdAt: new Date('2026-03-01T05:00:00Z') },
  ]);
  const settled = [
    { invoiceNumber: 'INV-3', at: new Date('2026-03-01T18:30:00Z'), receiptNumber: 'R-000003', amountPaisa: 132000 },
    { invoiceNumber: 'INV-4', at: new Date('2026-04-10T06:00:00Z'), receiptNumber: 'R-000004', amountPaisa: 12345678 },
  ];
  for (const one of settled) {
    // Not one account: a member pays the fee once (payments_one_active_per_account).
    const [other] = one.invoiceNumber === 'INV-3' ? [account!] : await db.select().from(accounts).where(eq(accounts.email, 'admin@example.com'));
    const [payment] = await db
      .insert(payments)
      .values({ accountId: other!.id, provider: 'sandbox', invoiceNumber: one.invoiceNumber, amountPaisa: one.amountPaisa, status: 'completed', trxId: `T${one.invoiceNumber}`, createdAt: one.at, settledAt: one.at })
      .returning();
    await db.insert(receipts).values({ receiptNumber: one.receiptNumber, paymentId: payment!.id, accountId: other!.id, amountPaisa: one.amountPaisa, trxId: `T${one.invoiceNumber}`, paidAt: one.at });
  }
});
afterAll(async () => testApp?.close());

const list = async (query: string) => {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/payments?${query}`, headers: { cookie: adminCookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentPage>();
};

describe('the Payments list', () => {
  it('lists payments newest first with the receipt and the member, and the totals of the completed ones', async () => {
    const page = await list('');
    expect(page.items.map((item) => item.invoiceNumber)).toEqual(['INV-4', 'INV-3', 'INV-2', 'INV-1']);
    expect(page.items[1]).toMatchObject({ status: 'completed', receiptNumber: 'R-000003', member: { memberId, email: 'payer@example.com' } });
    expect(page).toMatchObject({ total: 4, completed: { count: 2, amountPaisa: 132000 + 12345678 } });
  });

  it('filters by status and by days at the club, the totals with them', async () => {
    expect(await list('status=failed')).toMatchObject({ total: 1, completed: { count: 0, amountPaisa: 0 } });
    const march = await list('from=2026-03-01&to=2026-03-01');
    expect(march.items.map((item) => item.invoiceNumber)).toEqual(['INV-2', 'INV-1']);
    expect((await list('from=2026-03-02&to=2026-03-31')).completed).toEqual({ count: 1, amountPaisa: 132000 });
  });

  it("searches by receipt, invoice, and the member's name, email and member ID, the totals with it", async () => {
    const invoices = async (query: string) => (await list(query)).items.map((item) => item.invoiceNumber);
    expect(await invoices('q=R-000004')).toEqual(['INV-4']);
    expect(await invoices('q=inv-2')).toEqual(['INV-2']);
    expect(await list('q=rafiqul')).toMatchObject({ total: 3, completed: { count: 1, amountPaisa: 132000 } });
    expect(await invoices('q=PAYER@')).toEqual(['INV-3', 'INV-2', 'INV-1']);
    expect(await invoices(`q=${memberId}&status=failed`)).toEqual(['INV-1']);
    expect(await list('q=nobody')).toMatchObject({ items: [], total: 0, completed: { count: 0, amountPaisa: 0 } });
  });

  it('exports the filtered payments as CSV, the amount in taka grouped the Bangladeshi way', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/payments/export?status=completed', headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(paymentCsvHeader.join(','));
    expect(lines[1]).toBe('INV-4,2026-04-10,Completed,"1,23,456.78",R-000004,,,admin@example.com,sandbox');
    expect(lines[2]).toBe(`INV-3,2026-03-02,Completed,"1,320.00",R-000003,${memberId},Rafiqul Islam,payer@example.com,sandbox`);
  });
});
