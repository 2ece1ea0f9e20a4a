import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingRunPage, DocumentPage } from '@rgcc/shared/billing/billing-reports';
import type { AccountRow } from '../../../db/schema';
import { createStaff, signIn, staffPassword, withoutEntranceFees } from '../../../../test/accounts';
import { billedMember, broughtForward, creditNoteOf, paidAtOffice } from '../../../../test/billing-reports';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { runBilling } from '../runs/billing-run';

let testApp: TestApp;
let staff: AccountRow;
let staffCookie: string;
let rafiq: { accountId: number; memberId: string };
let salma: { accountId: number; memberId: string };

const get = (url: string, cookie = staffCookie) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
const page = async (query = '') => {
  const response = await get(`/api/admin/billing/invoices${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DocumentPage>();
};
const numbers = (list: DocumentPage) => list.items.map((item) => item.number);

/**
 * Two members: Rafiqul (Government Officer, 800.00 a month) and Salma (Corporate, 1,500.00),
 * who owes 5,000.00 brought forward. The scheduler bills January; staff bill February, at
 * 00:10 on 1 February at the club (still 31 January in UTC). Rafiqul pays January; Salma's
 * February invoice is credited 200.00 + VAT.
 */
beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  // What these tests count starts at the bills they make: no entrance fee at approval.
  await withoutEntranceFees(testApp);
  staff = await createStaff(testApp, 'treasurer@example.com', 'accounts');
  staffCookie = (await signIn(testApp, 'treasurer@example.com', staffPassword)).cookie;
  const admin = { ...staff, role: 'admin' as const };
  rafiq = await billedMember(testApp, admin, 'rafiq@example.com', { name: 'Rafiqul Islam' });
  salma = await billedMember(testApp, admin, 'salma@example.com', { name: 'Salma Begum', category: 'Corporate/Business' });
  await broughtForward(testApp, salma.accountId, 500000, new Date('2025-12-20T10:00:00+06:00'), '2025-12-31');
  await runBilling(testApp.database.db, { period: '2026-01', now: new Date('2026-01-01T00:10:00+06:00'), startedBy: null });
  await runBilling(testApp.database.db, { period: '2026-02', now: new Date('2026-02-01T00:10:00+06:00'), startedBy: staff.id });
  await paidAtOffice(testApp, staff, rafiq.memberId, 92000, new Date('2026-01-10T11:00:00+06:00'));
  const [salmaFebruary] = (await page('?q=Salma&month=2026-02')).items;
  const invoice = (await testApp.database.db.query.billingDocuments.findFirst({ where: (documents, { eq }) => eq(documents.id, salmaFebruary!.id) }))!;
  await creditNoteOf(testApp, invoice, 20000, new Date('2026-02-05T15:00:00+06:00'), staff);
});
afterAll(async () => testApp?.close());

describe('the billing runs', () => {
  it('lists each run newest first: the month, who started it (or the scheduler), the invoices issued and their total', async () => {
    const response = await get('/api/admin/billing/runs');
    expect(response.statusCode).toBe(200);
    const runs = response.json<BillingRunPage>();
    expect(runs).toMatchObject({ total: 2, page: 1, pageSize: 24 });
    expect(runs.items.map(({ period, startedBy, invoicesIssued, totalPaisa, startedAt }) => ({ period, startedBy, invoicesIssued, totalPaisa, startedAt }))).toEqual([
      // 800.00 and 1,500.00, each + 15 % VAT.
      { period: '2026-02', startedBy: 'treasurer@example.com', invoicesIssued: 2, totalPaisa: 92000 + 172500, startedAt: '2026-01-31T18:10:00.000Z' },
      { period: '2026-01', startedBy: null, invoicesIssued: 2, totalPaisa: 92000 + 172500, startedAt: '2025-12-31T18:10:00.000Z' },
    ]);
    expect((await get('/api/admin/billing/runs?page=2')).json<BillingRunPage>().items).toEqual([]);
    const badPage = await get('/api/admin/billing/runs?page=0');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toBe('Page must be 1 or more');
  });
});

describe('the Invoices list', () => {
  it('lists every invoice, credit note and balance brought forward, newest first, with what is left to pay', async () => {
    const list = await page();
    expect(list).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    expect(numbers(list)).toEqual(['CN/2025-26/000001', 'INV/2025-26/000004', 'INV/2025-26/000003', 'INV/2025-26/000002', 'INV/2025-26/000001', 'OB/2025-26/000001']);
    const note = list.items[0]!;
    expect(note).toMatchObject({ kind: 'credit_note', status: null, dueOn: null, memberId: salma.memberId, name: 'Salma Begum', netPaisa: -20000, taxPaisa: -3000, totalPaisa: -23000, leftPaisa: null });
    expect(note.corrects).toMatch(/^INV\/2025-26\/00000[34]$/);
    const credited = list.items.find((item) => item.number === note.corrects)!;
    expect(credited).toMatchObject({ totalPaisa: 172500, creditedPaisa: 23000, paidPaisa: 0, leftPaisa: 149500, status: 'open' });
    expect(list.items.find((item) => item.kind === 'opening_balance')).toMatchObject({ totalPaisa: 500000, leftPaisa: 500000, status: 'open', dueOn: '2025-12-31' });
    // All six: 5,000.00 + 2 × (920.00 + 1,725.00) − 230.00; left: all but Rafiqul's paid January and the credit.
    expect(list.totalPaisa).toBe(500000 + 2 * (92000 + 172500) - 23000);
    expect(list.leftPaisa).toBe(500000 + 172500 + 149500 + 92000);
  });

  it('finds by number, member ID or name, any case, anywhere in it', async () => {
    expect(numbers(await page('?q=ob/2025'))).toEqual(['OB/2025-26/000001']);
    expect(numbers(await page('?q=000003'))).toEqual(['INV/2025-26/000003']);
    expect((await page(`?q=${rafiq.memberId.toLowerCase()}`)).items.map((item) => item.name)).toEqual(['Rafiqul Islam', 'Rafiqul Islam']);
    expect((await page('?q=begum')).total).toBe(4);
    expect((await page('?q=nobody')).total).toBe(0);
    // A search is literal: % matches only a %.
    expect((await page('?q=%25')).total).toBe(0);
  });

  it('filters by status, and by the month of issue at the club', async () => {
    expect((await page('?status=paid')).items.map((item) => [item.name, item.totalPaisa])).toEqual([['Rafiqul Islam', 92000]]);
    expect((await page('?status=open')).total).toBe(4);
    expect((await page('?status=void')).total).toBe(0);
    // 00:10 on 1 February at the club is 31 January in UTC: the run is February's.
    const february = await page('?month=2026-02');
    expect(february.items.map((item) => item.kind)).toEqual(['credit_note', 'invoice', 'invoice']);
    expect((await page('?month=2026-01')).total).toBe(2);
    expect(numbers(await page('?month=2025-12'))).toEqual(['OB/2025-26/000001']);
    expect((await page('?month=2026-02&status=open&q=salma')).total).toBe(1);
  });

  it('refuses an unknown status, a month that is not one and too long a search, with 400 and why', async () => {
    const cases: [string, string][] = [
      ['?status=overdue', 'Unknown status'],
      ['?month=2026-13', 'Month issued must be a month, as YYYY-MM'],
      ['?month=February', 'Month issued must be a month, as YYYY-MM'],
      [`?q=${'x'.repeat(101)}`, 'The search is limited to 100 characters'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/admin/billing/invoices', '/api/admin/billing/invoices/export']) {
        const response = await get(`${path}${query}`);
        expect(response.statusCode, `${path}${query}`).toBe(400);
        expect(response.json().message).toBe(message);
      }
    }
  });

  it('exports the filtered list as CSV, days at the club and amounts in taka', async () => {
    const response = await get('/api/admin/billing/invoices/export?q=salma&month=2026-02');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header).toBe('Number,Kind,Issued,Due,Status,Member ID,Name,Before VAT (BDT),VAT (BDT),Total (BDT),Credited (BDT),Paid (BDT),Left to pay (BDT),Corrects');
    const [noteNumber, invoiceNumber] = (await page('?q=salma&month=2026-02')).items.map((item) => item.number);
    expect(rows).toEqual([
      `${noteNumber},Credit note,2026-02-05,,,${salma.memberId},Salma Begum,-200.00,-30.00,-230.00,0.00,0.00,,${invoiceNumber}`,
      `${invoiceNumber},Invoice,2026-02-01,2026-02-16,Open,${salma.memberId},Salma Begum,"1,500.00",225.00,"1,725.00",230.00,0.00,"1,495.00",`,
    ]);
    const all = await get('/api/admin/billing/invoices/export');
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(1 + 6);
  });

  it('is for Billing staff only', async () => {
    await createStaff(testApp, 'content.person@example.com', 'content');
    const content = await signIn(testApp, 'content.person@example.com', staffPassword);
    for (const path of ['/api/admin/billing/invoices', '/api/admin/billing/invoices/export', '/api/admin/billing/runs']) {
      const refused = await get(path, content.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Your staff role does not include Billing.' });
    }
  });
});
