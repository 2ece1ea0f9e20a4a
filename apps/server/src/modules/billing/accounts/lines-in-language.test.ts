import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument, Statement } from '@rgcc/shared/billing/account-documents';
import type { StaffMemberAccount } from '@rgcc/shared/billing/staff-accounts';
import { clubToday } from '@rgcc/shared/format/club-date';
import { accounts, ledgerEntries, products, type AccountRow } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword, withoutEntranceFees } from '../../../../test/accounts';
import { readPdf } from '../../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { runBilling } from '../runs/billing-run';

/**
 * A ledger line is fixed in both languages when it is posted, and read in the reader's language
 * (decision 0047): a member's invoices, statement and their PDFs in the member's, the console in
 * the staff member's; what staff typed as they typed it; a line posted before it had Bangla in
 * English; the accountant's VAT register in English.
 */

let testApp: TestApp;
let admin: AccountRow;
let adminCookie: string;
const db = () => testApp.database.db;
const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => testApp.app.inject({ method, url, payload, headers: { cookie } });

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  await withoutEntranceFees(testApp);
  admin = await createStaff(testApp, 'lines.admin@example.com', 'admin');
  adminCookie = (await signIn(testApp, 'lines.admin@example.com', staffPassword)).cookie;
}, 60_000);
afterAll(async () => testApp?.close());

async function member(email: string, language: 'en' | 'bn') {
  const ready = await readyMember(testApp, admin, email, { unlocked: true });
  const [account] = await db().update(accounts).set({ language }).where(eq(accounts.email, email)).returning();
  return { ...ready, accountId: account!.id };
}

const may = { en: 'Monthly subscription, May 2027', bn: 'মাসিক চাঁদা, মে ২০২৭' };

describe("a member's lines in their language", () => {
  it("a Bangla member's invoice, statement and their PDFs; an English member's stay English", async () => {
    const bangla = await member('lines.bangla@example.com', 'bn');
    const english = await member('lines.english@example.com', 'en');
    await runBilling(db(), { period: '2027-05', now: new Date('2027-05-01T00:10:00+06:00'), startedBy: null });
    for (const reader of [bangla, english]) {
      expect((await call(adminCookie, 'POST', `/api/admin/members/${reader.memberId}/payments`, { amountPaisa: 5000, method: 'cash', reference: 'Book 2/7' })).statusCode).toBe(201);
    }

    const [invoice] = (await call(bangla.cookie, 'GET', '/api/member/invoices')).json<{ id: number; lines: { description: string }[] }[]>();
    expect(invoice!.lines.map((line) => line.description)).toEqual([may.bn]);
    expect((await call(bangla.cookie, 'GET', `/api/member/invoices/${invoice!.id}`)).json<InvoiceDocument>().lines.map((line) => line.description)).toEqual([may.bn]);
    // The payment is taken today, before the run's day.
    const statement = (await call(bangla.cookie, 'GET', `/api/member/statement?from=${clubToday()}&to=2027-05-31`)).json<Statement>();
    expect(statement.entries.map((entry) => entry.description)).toEqual(['নগদে পরিশোধ', may.bn]);
    // চাঁদা, whose candrabindu and vowel sign a PDF reader copies out in either order.
    for (const url of [`/api/member/invoices/${invoice!.id}.pdf`, '/api/member/statement.pdf?from=2027-05-01&to=2027-05-31']) {
      const text = (await readPdf((await call(bangla.cookie, 'GET', url)).rawPayload)).text;
      expect(text, url).toMatch(/চ[াঁ]{2}দা/);
      expect(text, url).not.toContain('Monthly subscription');
    }

    const [own] = (await call(english.cookie, 'GET', '/api/member/invoices')).json<{ id: number; lines: { description: string }[] }[]>();
    expect(own!.lines.map((line) => line.description)).toEqual([may.en]);
    const englishStatement = (await call(english.cookie, 'GET', `/api/member/statement?from=${clubToday()}&to=2027-05-31`)).json<Statement>();
    expect(englishStatement.entries.map((entry) => entry.description)).toEqual(['Payment by cash', may.en]);
    expect((await readPdf((await call(english.cookie, 'GET', `/api/member/invoices/${own!.id}.pdf`)).rawPayload)).text).toContain(may.en);
    // Two members and their PDFs, the Bangla ones with the Bengali font embedded: over the
    // default 20 s on PostgreSQL beside a running e2e suite.
  }, 60_000);

  it('what staff typed stays as typed; a product chosen at the counter and the line of one amount take the Bangla the club has', async () => {
    const bangla = await member('lines.counter@example.com', 'bn');
    const [product] = await db().select().from(products).orderBy(asc(products.id)).limit(1);
    const charge = (payload: object) => call(adminCookie, 'POST', `/api/admin/billing/members/${bangla.memberId}/charges`, payload);
    const items = [
      { description: 'Dinner for the committee', quantity: 1, unitPricePaisa: 120000 },
      { description: product!.name, quantity: 1, unitPricePaisa: 50000, productId: product!.id },
      // Chosen from the shop, then renamed by staff: their text, as typed.
      { description: 'Glove, left hand, size M', quantity: 1, unitPricePaisa: 40000, productId: product!.id },
    ];
    expect((await charge({ service: 'pro_shop', taxCode: 'vat_standard', items })).statusCode).toBe(201);
    expect((await charge({ service: 'restaurant', taxCode: 'vat_standard', items: [{ description: 'Restaurant bill', quantity: 1, unitPricePaisa: 80000 }] })).statusCode).toBe(201);
    await runBilling(db(), { period: '2027-06', now: new Date('2027-06-01T00:10:00+06:00'), startedBy: null });

    const [invoice] = (await call(bangla.cookie, 'GET', '/api/member/invoices')).json<{ lines: { description: string }[] }[]>();
    expect(invoice!.lines.map((line) => line.description).sort()).toEqual(
      ['মাসিক চাঁদা, জুন ২০২৭', 'Dinner for the committee', product!.bn.name!, 'Glove, left hand, size M', 'রেস্তোরাঁর বিল'].sort(),
    );
  });

  it('a line posted before lines had Bangla reads in English on a Bangla page', async () => {
    const bangla = await member('lines.older@example.com', 'bn');
    await db().insert(ledgerEntries).values({ accountId: bangla.accountId, kind: 'payment', amountPaisa: -10000, description: 'Payment by cash', postedAt: new Date('2027-07-02T10:00:00+06:00') });
    const statement = (await call(bangla.cookie, 'GET', '/api/member/statement?from=2027-07-01&to=2027-07-31')).json<Statement>();
    expect(statement.entries.map((entry) => entry.description)).toEqual(['Payment by cash']);
  });
});

describe('the console reads the lines in the language of the staff member reading', () => {
  it("a Bangla member's account in an English console is in English, in a Bangla console in Bangla; the VAT register stays English", async () => {
    const bangla = await member('lines.console@example.com', 'bn');
    await runBilling(db(), { period: '2027-08', now: new Date('2027-08-01T00:10:00+06:00'), startedBy: null });
    const linesSeen = async () => (await call(adminCookie, 'GET', `/api/admin/billing/members/${bangla.memberId}`)).json<StaffMemberAccount>().bills.flatMap((bill) => bill.lines.map((line) => line.description));
    const statementSeen = async () =>
      (await call(adminCookie, 'GET', `/api/admin/members/${bangla.memberId}/statement?from=2027-08-01&to=2027-08-31`)).json<Statement>().entries.map((entry) => entry.description);
    expect(await linesSeen()).toEqual(['Monthly subscription, August 2027']);
    expect(await statementSeen()).toEqual(['Monthly subscription, August 2027']);

    await db().update(accounts).set({ language: 'bn' }).where(eq(accounts.id, admin.id));
    try {
      expect(await linesSeen()).toEqual(['মাসিক চাঁদা, আগস্ট ২০২৭']);
      expect(await statementSeen()).toEqual(['মাসিক চাঁদা, আগস্ট ২০২৭']);
      const register = await call(adminCookie, 'GET', '/api/admin/billing/vat-register/export?month=2027-08');
      expect(register.body).toContain('Monthly subscription, August 2027');
      expect(register.body).not.toContain('চাঁদা');
    } finally {
      await db().update(accounts).set({ language: 'en' }).where(eq(accounts.id, admin.id));
    }
  });
});
