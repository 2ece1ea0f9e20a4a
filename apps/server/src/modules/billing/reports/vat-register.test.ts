import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VatRegister } from '@rgcc/shared/billing/billing-reports';
import { monthOf } from '@rgcc/shared/billing/fiscal-year';
import { clubDayStart, clubToday } from '@rgcc/shared/format/club-date';
import { paisa } from '@rgcc/shared/format/money';
import { billingDocuments, members as register, type AccountRow } from '../../../db/schema';
import { createStaff, signIn, staffPassword, withoutEntranceFees } from '../../../../test/accounts';
import { billedMember, broughtForward, creditNoteOf, invoiceOf } from '../../../../test/billing-reports';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { postCharges } from '../ledger/charges';
import { typedLine } from '../ledger/ledger-lines';
import { runBilling } from '../runs/billing-run';

let testApp: TestApp;
let staff: AccountRow;
let staffCookie: string;
let anwar: { accountId: number; memberId: string };
let bilkis: { accountId: number; memberId: string };
let chandni: { accountId: number; memberId: string };

const get = (url: string, cookie = staffCookie) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
async function registerOf(month: string) {
  const response = await get(`/api/admin/billing/vat-register?month=${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VatRegister>();
}

/**
 * March 2026 at the club: at its first instant, three pro-shop balls for Bilkis at 333.33 each
 * (VAT 149.9985 → 150.00); the run, with Anwar's locker (exempt) on his invoice beside the
 * subscription; Chandni's registration fee at 10 %; a credit of 300.00 + VAT on Bilkis's February
 * invoice; a balance brought forward (not a sale); and, at 00:30 on 1 April at the club (still
 * March in UTC), an invoice that is April's.
 */
beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  // What these tests count starts at the bills they make: no entrance fee at approval.
  await withoutEntranceFees(testApp);
  staff = await createStaff(testApp, 'treasurer@example.com', 'accounts');
  staffCookie = (await signIn(testApp, 'treasurer@example.com', staffPassword)).cookie;
  const admin = { ...staff, role: 'admin' as const };
  const db = testApp.database.db;
  anwar = await billedMember(testApp, admin, 'anwar@example.com', { name: 'Anwar Hossain' });
  bilkis = await billedMember(testApp, admin, 'bilkis@example.com', { name: 'Bilkis Banu', category: 'Corporate/Business' });
  chandni = await billedMember(testApp, admin, 'chandni@example.com', { name: 'Chandni Roy', joinedOn: '2026-04-10' });
  await runBilling(db, { period: '2026-02', now: new Date('2026-02-01T00:10:00+06:00'), startedBy: null });
  await invoiceOf(testApp, bilkis.accountId, clubDayStart('2026-03-01'), [{ description: 'Golf balls', unitPricePaisa: 33333, quantity: 3 }]);
  await db.transaction((tx) =>
    postCharges(
      tx,
      [{ accountId: anwar.accountId, service: 'other', line: typedLine('Locker, March 2026'), quantity: 1, unitPricePaisa: paisa(50000), taxCode: 'exempt', sourceKey: 'locker:2026-03' }],
      new Date('2026-02-25T10:00:00+06:00'),
    ),
  );
  await runBilling(db, { period: '2026-03', now: new Date('2026-03-01T00:10:00+06:00'), startedBy: null });
  await invoiceOf(testApp, chandni.accountId, new Date('2026-03-10T11:00:00+06:00'), [{ description: 'Membership registration fee', unitPricePaisa: 120000, taxCode: 'registration_fee' }], 0);
  const [february] = await db.select().from(billingDocuments).where(eq(billingDocuments.period, '2026-02')).orderBy(billingDocuments.id).limit(2).offset(1);
  await creditNoteOf(testApp, february!, 30000, new Date('2026-03-20T16:00:00+06:00'), staff);
  await broughtForward(testApp, anwar.accountId, 250000, new Date('2026-03-21T10:00:00+06:00'), '2026-03-31');
  await invoiceOf(testApp, anwar.accountId, new Date('2026-04-01T00:30:00+06:00'), [{ description: 'Guest green fee', unitPricePaisa: 100000 }]);
  await db.update(register).set({ name: 'Bilkis Banu (renamed)' }).where(eq(register.accountId, bilkis.accountId));
});
afterAll(async () => testApp?.close());

describe('the VAT register', () => {
  it("lists the month's invoices and credit notes at the club, in order of issue, with value before VAT and VAT by rate; not balances brought forward", async () => {
    const march = await registerOf('2026-03');
    expect(march.month).toBe('2026-03');
    expect(march.rates).toEqual([1500, 1000, 0]);
    expect(march.items.map(({ kind, name, netPaisa, taxPaisa, totalPaisa, byRate }) => ({ kind, name, netPaisa, taxPaisa, totalPaisa, byRate }))).toEqual([
      { kind: 'invoice', name: 'Bilkis Banu', netPaisa: 99999, taxPaisa: 15000, totalPaisa: 114999, byRate: [{ rateBasisPoints: 1500, netPaisa: 99999, taxPaisa: 15000 }] },
      {
        kind: 'invoice',
        name: 'Anwar Hossain',
        netPaisa: 130000,
        taxPaisa: 12000,
        totalPaisa: 142000,
        byRate: [
          { rateBasisPoints: 1500, netPaisa: 80000, taxPaisa: 12000 },
          { rateBasisPoints: 0, netPaisa: 50000, taxPaisa: 0 },
        ],
      },
      { kind: 'invoice', name: 'Bilkis Banu', netPaisa: 150000, taxPaisa: 22500, totalPaisa: 172500, byRate: [{ rateBasisPoints: 1500, netPaisa: 150000, taxPaisa: 22500 }] },
      { kind: 'invoice', name: 'Chandni Roy', netPaisa: 120000, taxPaisa: 12000, totalPaisa: 132000, byRate: [{ rateBasisPoints: 1000, netPaisa: 120000, taxPaisa: 12000 }] },
      { kind: 'credit_note', name: 'Bilkis Banu', netPaisa: -30000, taxPaisa: -4500, totalPaisa: -34500, byRate: [{ rateBasisPoints: 1500, netPaisa: -30000, taxPaisa: -4500 }] },
    ]);
    expect(march.items.map((item) => item.number)).toEqual(['INV/2025-26/000003', 'INV/2025-26/000004', 'INV/2025-26/000005', 'INV/2025-26/000006', 'CN/2025-26/000001']);
  });

  it("adds up exactly: each document's rates to its totals, and the month's totals to its documents'", async () => {
    const march = await registerOf('2026-03');
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    for (const item of march.items) {
      expect(sum(item.byRate.map((rate) => rate.netPaisa)), item.number).toBe(item.netPaisa);
      expect(sum(item.byRate.map((rate) => rate.taxPaisa)), item.number).toBe(item.taxPaisa);
      expect(item.netPaisa + item.taxPaisa).toBe(item.totalPaisa);
    }
    expect(march.totals).toEqual({
      documents: 5,
      netPaisa: sum(march.items.map((item) => item.netPaisa)),
      taxPaisa: sum(march.items.map((item) => item.taxPaisa)),
      totalPaisa: sum(march.items.map((item) => item.totalPaisa)),
      byRate: [
        { rateBasisPoints: 1500, netPaisa: 99999 + 80000 + 150000 - 30000, taxPaisa: 15000 + 12000 + 22500 - 4500 },
        { rateBasisPoints: 1000, netPaisa: 120000, taxPaisa: 12000 },
        { rateBasisPoints: 0, netPaisa: 50000, taxPaisa: 0 },
      ],
    });
    expect(sum(march.totals.byRate.map((rate) => rate.netPaisa + rate.taxPaisa))).toBe(march.totals.totalPaisa);
    // The documents as issued, summed in the database: the register's totals are theirs.
    const issued = await testApp.database.db.select().from(billingDocuments);
    const inMarch = issued.filter((document) => document.kind !== 'opening_balance' && monthOf(clubToday(document.issuedAt)) === '2026-03');
    expect(sum(inMarch.map((document) => document.totalPaisa))).toBe(march.totals.totalPaisa);
  });

  it('puts an invoice issued at 00:30 on 1 April at the club in April, and a month without sales is empty', async () => {
    const april = await registerOf('2026-04');
    expect(april.items.map((item) => [item.name, item.totalPaisa])).toEqual([['Anwar Hossain', 115000]]);
    expect(await registerOf('2025-11')).toMatchObject({ items: [], total: 0, rates: [], totals: { documents: 0, netPaisa: 0, taxPaisa: 0, totalPaisa: 0, byRate: [] } });
  });

  it('is of the current month at the club unless one is asked; a month that is not one is refused with why', async () => {
    const response = await get('/api/admin/billing/vat-register');
    expect(response.statusCode).toBe(200);
    expect(response.json<VatRegister>().month).toBe(monthOf(clubToday()));
    for (const path of ['/api/admin/billing/vat-register', '/api/admin/billing/vat-register/export']) {
      for (const month of ['2026-13', '2026-3', 'March']) {
        const refused = await get(`${path}?month=${month}`);
        expect(refused.statusCode, `${path} ${month}`).toBe(400);
        expect(refused.json().message).toBe('The month must be a month, as YYYY-MM.');
      }
    }
  });

  it("exports the month for the accountant, one row per line: DD-MM-YYYY at the club, the buyer as the document names them, plain amounts, a credit's below zero", async () => {
    const response = await get('/api/admin/billing/vat-register/export?month=2026-03');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="vat-register-2026-03-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header).toBe('Date,Number,Type,Member ID,Member name,Description,Net (BDT),VAT rate (%),VAT (BDT),Total (BDT)');
    expect(rows).toEqual([
      `01-03-2026,INV/2025-26/000003,Invoice,${bilkis.memberId},Bilkis Banu,Golf balls,999.99,15,150.00,1149.99`,
      // The invoice's lines in its order: what was waiting first, then the month's subscription.
      `01-03-2026,INV/2025-26/000004,Invoice,${anwar.memberId},Anwar Hossain,"Locker, March 2026",500.00,0,0.00,500.00`,
      `01-03-2026,INV/2025-26/000004,Invoice,${anwar.memberId},Anwar Hossain,"Monthly subscription, March 2026",800.00,15,120.00,920.00`,
      `01-03-2026,INV/2025-26/000005,Invoice,${bilkis.memberId},Bilkis Banu,"Monthly subscription, March 2026",1500.00,15,225.00,1725.00`,
      `10-03-2026,INV/2025-26/000006,Invoice,${chandni.memberId},Chandni Roy,Membership registration fee,1200.00,10,120.00,1320.00`,
      `20-03-2026,CN/2025-26/000001,Credit note,${bilkis.memberId},Bilkis Banu,"Credit: Monthly subscription, February 2026",-300.00,15,-45.00,-345.00`,
    ]);
  });

  it('pages the documents, 50 a page, the totals always of the whole month', async () => {
    const second = await get('/api/admin/billing/vat-register?month=2026-03&page=2');
    expect(second.json<VatRegister>()).toMatchObject({ items: [], total: 5, page: 2, pageSize: 50, totals: { documents: 5 } });
  });

  it('is for Billing staff only', async () => {
    await createStaff(testApp, 'content.person@example.com', 'content');
    const content = await signIn(testApp, 'content.person@example.com', staffPassword);
    for (const path of ['/api/admin/billing/vat-register', '/api/admin/billing/vat-register/export']) {
      const refused = await get(path, content.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Your staff role does not include Billing.' });
    }
  });
});
