import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument, ReceiptDocument } from '@rgcc/shared/billing/account-documents';
import { defaultClubDetails } from '@rgcc/shared/content/club-settings';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { accounts, billingDocuments, ledgerEntries, members, payments } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword, withoutEntranceFees } from '../../../../test/accounts';
import { readPdf } from '../../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { payAtWallet } from '../../../../test/wallet';
import { saveSetting } from '../../content/entry';
import { postCharges } from '../ledger/charges';
import { typedLine } from '../ledger/ledger-lines';
import { issueCreditNote, issueInvoices } from '../ledger/documents';
import { settleAccounts } from '../ledger/settlement';
import { runBilling } from '../runs/billing-run';

/** The member's documents: invoice, credit note, receipt and statement, as data and as PDF. */

let testApp: TestApp;
let staffCookie: string;
const bin = '000123456-0101';

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  // What these tests count starts at the month's bills: no entrance fee at approval.
  await withoutEntranceFees(testApp);
  const admin = await createStaff(testApp, 'treasurer@example.com', 'admin');
  staffCookie = (await signIn(testApp, 'treasurer@example.com', staffPassword)).cookie;
  await saveSetting(testApp.database.db, admin, { section: 'Billing', key: 'billing', next: (rules) => ({ ...rules, bin }) }, new Date());
});
afterAll(async () => testApp?.close());

const db = () => testApp.database.db;
const get = (url: string, cookie?: string) => testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function member(email: string, options: { unlocked: boolean } = { unlocked: true }) {
  const [admin] = await db().select().from(accounts).where(eq(accounts.email, 'treasurer@example.com'));
  const ready = await readyMember(testApp, admin!, email, options);
  const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
  await db().update(members).set({ joinedOn: '2025-06-15', presentAddress: 'House 7, Road 3\nDhap, Rangpur' }).where(eq(members.accountId, account!.id));
  const [row] = await db().select({ name: members.name }).from(members).where(eq(members.accountId, account!.id));
  return { ...ready, accountId: account!.id, name: row!.name };
}

/** The title a PDF reader's window shows (the document's Title). */
async function pdfTitle(data: Buffer): Promise<unknown> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return ((await parser.getInfo()).info as { Title?: unknown }).Title;
  } finally {
    await parser.destroy();
  }
}

const invoicesOf = async (cookie: string) => (await get('/api/member/invoices', cookie)).json<{ id: number; number: string; issuedAt: string }[]>();

describe('an invoice as a page and a PDF (Mushak-6.3)', () => {
  it("gives the club's name, address and BIN, the member as the invoice names them, each line's figures and the totals", async () => {
    const owner = await member('invoice.owner@example.com');
    await runBilling(db(), { period: '2026-10', now: new Date('2026-10-01T00:10:00+06:00'), startedBy: null });
    const [listed] = await invoicesOf(owner.cookie);
    const response = await get(`/api/member/invoices/${listed!.id}`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: listed!.id,
      kind: 'invoice',
      number: listed!.number,
      issuedAt: '2026-09-30T18:10:00.000Z',
      dueOn: '2026-10-16',
      status: 'open',
      seller: { name: testApp.app.deps.config.CLUB_NAME, address: 'Ghaghat, near the Ghaghat Bridge\nRangpur 5400, Bangladesh', bin },
      buyer: { memberId: owner.memberId, name: owner.name, address: 'House 7, Road 3\nDhap, Rangpur' },
      lines: [{ description: 'Monthly subscription, October 2026', quantity: 1, unitPricePaisa: 80000, netPaisa: 80000, taxRatePercent: 15, taxPaisa: 12000, totalPaisa: 92000 }],
      netPaisa: 80000,
      taxPaisa: 12000,
      totalPaisa: 92000,
      creditedPaisa: 0,
      paidPaisa: 0,
      leftPaisa: 92000,
      creditNotes: [],
    });

    const pdf = await get(`/api/member/invoices/${listed!.id}.pdf`, owner.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${listed!.number.replaceAll('/', '-')}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, mediaBoxes } = await readPdf(pdf.rawPayload);
    // A4: 210 × 297 mm is 595.28 × 841.89 points.
    expect(mediaBoxes).toEqual([[0, 0, 595.28, 841.89]]);
    for (const expected of [
      'Tax invoice (Mushak-6.3)',
      testApp.app.deps.config.CLUB_NAME,
      'Rangpur 5400, Bangladesh',
      `BIN: ${bin}`,
      listed!.number,
      '1 Oct 2026, 00:10 (Dhaka time, UTC+6)',
      'Due 16 October 2026',
      `${owner.name} (member ID ${owner.memberId})`,
      'House 7, Road 3 Dhap, Rangpur',
      'Monthly subscription, October 2026',
      '800.00',
      '15%',
      '120.00',
      '920.00',
      'Total 920.00 BDT',
      'Left to pay 920.00 BDT',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('a long invoice breaks across A4 pages, the column headings repeated on each, every line and the totals printed', async () => {
    const owner = await member('long.invoice@example.com');
    const at = new Date('2026-11-05T10:00:00+06:00');
    const invoice = await db().transaction(async (tx) => {
      const charges = await postCharges(
        tx,
        Array.from({ length: 70 }, (_, index) => ({
          accountId: owner.accountId,
          service: 'restaurant' as const,
          line: typedLine(`Dinner for the committee, table ${index + 1}, with a description long enough to wrap onto a second line of its cell`),
          quantity: 2,
          unitPricePaisa: paisa(1_00_000 + index),
          taxCode: 'vat_standard' as const,
          sourceKey: `long-invoice:${index}`,
        })),
        at,
      );
      const [issued] = await issueInvoices(tx, [{ accountId: owner.accountId, entries: charges }], { at, dueDays: 15 });
      return issued!;
    });
    const pdf = await get(`/api/member/invoices/${invoice.id}.pdf`, owner.cookie);
    expect(pdf.statusCode).toBe(200);
    const { pages, text, mediaBoxes } = await readPdf(pdf.rawPayload);
    expect(pages.length).toBeGreaterThan(2);
    expect(mediaBoxes).toEqual(pages.map(() => [0, 0, 595.28, 841.89]));
    for (const [index, page] of pages.entries()) {
      expect(page, `page ${index + 1}`).toContain('Description Qty Unit price Value before VAT VAT rate VAT Line total');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    }
    for (let index = 0; index < 70; index += 1) expect(text).toContain(`table ${index + 1},`);
    // The last line: 2 × 1,000.69 = 2,001.38, VAT 300.21 (15 %, half up), 2,301.59.
    expect(text).toContain('2,001.38');
    expect(text).toContain('2,301.59');
    expect(pages.at(-1)).toContain(`Total ${formatMoney(paisa(invoice.totalPaisa), 'en')}`);
  });

  it("another member's invoice, or none, is not found; signed out 401; a locked member 403", async () => {
    const owner = await member('doc.owner@example.com');
    const other = await member('doc.other@example.com');
    const locked = await member('doc.locked@example.com', { unlocked: false });
    await runBilling(db(), { period: '2026-09', now: new Date('2026-09-01T00:10:00+06:00'), startedBy: null });
    const [invoice] = await invoicesOf(owner.cookie);
    for (const url of [`/api/member/invoices/${invoice!.id}`, `/api/member/invoices/${invoice!.id}.pdf`, '/api/member/invoices/2000000', '/api/member/invoices/2000000.pdf']) {
      const response = await get(url, other.cookie);
      expect([url, response.statusCode, response.json()]).toEqual([url, 404, { message: 'Invoice not found.' }]);
    }
    const notANumber = await get('/api/member/invoices/first', owner.cookie);
    expect([notANumber.statusCode, notANumber.json().message]).toEqual([400, 'Invoice not found.']);
    expect((await get(`/api/member/invoices/${invoice!.id}.pdf`)).statusCode).toBe(401);
    const refused = await get(`/api/member/invoices/${invoice!.id}.pdf`, locked.cookie);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: 'Please pay the membership registration fee to unlock your dashboard.' }]);
  });
});

describe('a credit note', () => {
  it('is listed on the invoice it corrects, and has its own page and PDF (Mushak-6.7)', async () => {
    const owner = await member('credited@example.com');
    const other = await member('not.credited@example.com');
    await runBilling(db(), { period: '2026-08', now: new Date('2026-08-01T00:10:00+06:00'), startedBy: null });
    const [listed] = await invoicesOf(owner.cookie);
    const note = await db().transaction(async (tx) => {
      const [invoice] = await tx.select().from(billingDocuments).where(eq(billingDocuments.id, listed!.id));
      const [charge] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, owner.accountId));
      const issued = await issueCreditNote(tx, invoice!, [{ charge: charge!, netPaisa: 20000 }], { at: new Date('2026-08-10T12:00:00+06:00'), reason: 'Away for a week', issuedBy: null });
      await settleAccounts(tx, [owner.accountId]);
      return issued;
    });
    const invoice = (await get(`/api/member/invoices/${listed!.id}`, owner.cookie)).json();
    // 200.00 off the value before VAT, 30.00 off its VAT.
    expect(invoice).toMatchObject({ creditedPaisa: 23000, leftPaisa: 92000 - 23000, creditNotes: [{ id: note.id, number: note.number, issuedAt: '2026-08-10T06:00:00.000Z', reason: 'Away for a week', totalPaisa: -23000 }] });
    const response = await get(`/api/member/credit-notes/${note.id}`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'credit_note',
      number: expect.stringMatching(/^CN\/2026-27\/\d{6}$/),
      reason: 'Away for a week',
      corrects: { id: listed!.id, number: listed!.number },
      lines: [{ description: 'Credit: Monthly subscription, August 2026', quantity: 1, netPaisa: -20000, taxRatePercent: 15, taxPaisa: -3000, totalPaisa: -23000 }],
      totalPaisa: -23000,
    });
    const { text } = await readPdf((await get(`/api/member/credit-notes/${note.id}.pdf`, owner.cookie)).rawPayload);
    for (const expected of ['Credit note (Mushak-6.7)', note.number, listed!.number, 'Away for a week', '-200.00', '-30.00', 'Total credited -230.00 BDT', `BIN: ${bin}`]) expect(text).toContain(expected);
    const invoicePdf = await readPdf((await get(`/api/member/invoices/${listed!.id}.pdf`, owner.cookie)).rawPayload);
    expect(invoicePdf.text).toContain(note.number);
    expect(invoicePdf.text).toContain('Credited -230.00 BDT');
    for (const url of [`/api/member/credit-notes/${note.id}`, `/api/member/credit-notes/${note.id}.pdf`, `/api/member/credit-notes/${listed!.id}`]) {
      const answer = await get(url, url.endsWith(`${listed!.id}`) ? owner.cookie : other.cookie);
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 404, { message: 'Credit note not found.' }]);
    }
  });
});

describe('a receipt', () => {
  it('names the money, how it came and which invoices it paid (oldest first); the rest is credit', async () => {
    const payer = await member('receipt.payer@example.com');
    const other = await member('receipt.other@example.com');
    await runBilling(db(), { period: '2026-07', now: new Date('2026-07-01T00:10:00+06:00'), startedBy: null });
    const [july] = await invoicesOf(payer.cookie);
    const paid = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/members/${payer.memberId}/payments`,
      payload: { amountPaisa: 100000, method: 'cheque', reference: 'DBBL 556677' },
      headers: { cookie: staffCookie },
    });
    const { number } = paid.json<{ number: string }>();
    const response = await get(`/api/member/receipts/${number}`, payer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      number,
      paidAt: expect.any(String),
      amountPaisa: 100000,
      method: 'cheque',
      reference: 'DBBL 556677',
      seller: { name: testApp.app.deps.config.CLUB_NAME, address: expect.any(String), bin },
      buyer: { memberId: payer.memberId, name: payer.name },
      paid: [{ id: july!.id, number: july!.number, amountPaisa: 92000 }],
      creditPaisa: 8000,
    });
    const pdf = await get(`/api/member/receipts/${number}.pdf`, payer.cookie);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const { text, mediaBoxes } = await readPdf(pdf.rawPayload);
    expect(mediaBoxes).toEqual([[0, 0, 595.28, 841.89]]);
    for (const expected of ['Receipt', number, '1,000.00 BDT', 'Cheque', 'DBBL 556677', july!.number, '920.00', 'Credit on your account', '80.00', payer.memberId, payer.name]) expect(text).toContain(expected);

    for (const url of [`/api/member/receipts/${number}`, `/api/member/receipts/${number}.pdf`, '/api/member/receipts/R-999999', '/api/member/receipts/nothing']) {
      const answer = await get(url, other.cookie);
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 404, { message: 'Receipt not found.' }]);
    }
  });
});

describe('the statement', () => {
  it('gives the balance before the period, each entry of it with the balance after it, and the closing balance', async () => {
    const holder = await member('statement.holder@example.com');
    await runBilling(db(), { period: '2026-05', now: new Date('2026-05-01T00:10:00+06:00'), startedBy: null });
    await runBilling(db(), { period: '2026-06', now: new Date('2026-06-01T00:10:00+06:00'), startedBy: null });
    const paid = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/members/${holder.memberId}/payments`,
      payload: { amountPaisa: 50000, method: 'cash', reference: 'Book 4/12' },
      headers: { cookie: staffCookie },
    });
    const receipt = paid.json<{ number: string }>().number;
    const [june, may] = await invoicesOf(holder.cookie);
    const response = await get('/api/member/statement?from=2026-06-01&to=2030-12-31', holder.cookie);
    expect(response.statusCode).toBe(200);
    const statement = response.json();
    expect(statement).toEqual({
      from: '2026-06-01',
      to: '2030-12-31',
      openingBalancePaisa: 92000,
      entries: [
        { postedAt: '2026-05-31T18:10:00.000Z', kind: 'charge', description: 'Monthly subscription, June 2026', documentNumber: june!.number, receiptNumber: null, amountPaisa: 92000, balancePaisa: 184000 },
        { postedAt: expect.any(String), kind: 'payment', description: 'Payment by cash', documentNumber: null, receiptNumber: receipt, amountPaisa: -50000, balancePaisa: 134000 },
      ],
      closingBalancePaisa: 134000,
    });
    expect(may!.number).not.toBe(june!.number);
    // The day before a Dhaka midnight: May's invoice (00:10 on 1 May in Dhaka) is in a period ending 1 May, not one ending 30 April.
    expect((await get('/api/member/statement?from=2026-04-01&to=2026-04-30', holder.cookie)).json()).toMatchObject({ openingBalancePaisa: 0, entries: [], closingBalancePaisa: 0 });
    expect((await get('/api/member/statement?from=2026-05-01&to=2026-05-01', holder.cookie)).json()).toMatchObject({ openingBalancePaisa: 0, closingBalancePaisa: 92000 });

    const pdf = await get('/api/member/statement.pdf?from=2026-06-01&to=2030-12-31', holder.cookie);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const { text } = await readPdf(pdf.rawPayload);
    for (const expected of ['Statement of account', holder.memberId, holder.name, 'From 1 June 2026', 'To 31 December 2030', '1 Jun 2026 Monthly subscription, June 2026', june!.number, receipt, '920.00', '1,840.00', '-500.00', '1,340.00', 'Closing balance 1,340.00 BDT', `BIN: ${bin}`]) {
      expect(text).toContain(expected);
    }
  });

  it('the financial year so far when no period is given; bad or backward dates are refused with a message', async () => {
    const holder = await member('statement.dates@example.com');
    const whole = await get('/api/member/statement', holder.cookie);
    expect(whole.statusCode).toBe(200);
    expect(whole.json().from).toMatch(/^\d{4}-07-01$/);
    const cases: [string, string][] = [
      ['from=2026-13-01&to=2026-12-31', 'Please give the dates as YYYY-MM-DD.'],
      ['from=2026-06-01', 'Please give the dates as YYYY-MM-DD.'],
      ['from=2026-07-02&to=2026-07-01', 'The statement must start on or before the day it ends.'],
      ['from=2000-01-01&to=2026-07-01', 'A statement covers at most 10 years.'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/member/statement', '/api/member/statement.pdf']) {
        const response = await get(`${path}?${query}`, holder.cookie);
        expect([query, response.statusCode, response.json().message]).toEqual([query, 400, message]);
      }
    }
    expect((await get('/api/member/statement.pdf')).statusCode).toBe(401);
  });
});

describe("a wallet payment's status names what it paid", () => {
  it('an account payment says `account`; the registration fee `registration_fee`', async () => {
    const payer = await member('status.payer@example.com');
    const locked = await member('status.locked@example.com', { unlocked: false });
    await runBilling(db(), { period: '2026-04', now: new Date('2026-04-01T00:10:00+06:00'), startedBy: null });
    const started = await testApp.app.inject({ method: 'POST', url: '/api/member/invoice-payments', payload: { invoiceIds: [] }, headers: { cookie: payer.cookie } });
    const { paymentId, redirectUrl } = started.json<{ paymentId: number; redirectUrl: string }>();
    expect((await get(await payAtWallet(testApp, new URL(redirectUrl).pathname))).statusCode).toBe(303);
    expect((await get(`/api/payments/${paymentId}`, payer.cookie)).json()).toEqual({
      id: paymentId,
      status: 'completed',
      amountPaisa: 92000,
      failureReason: null,
      receiptNumber: expect.stringMatching(/^R-\d{6}$/),
      purpose: 'account',
    });
    const fee = await testApp.app.inject({ method: 'POST', url: '/api/payments/registration-fee', headers: { cookie: locked.cookie } });
    expect((await get(`/api/payments/${fee.json().paymentId}`, locked.cookie)).json()).toMatchObject({ status: 'pending', purpose: 'registration_fee' });
    expect(await db().select().from(payments).where(eq(payments.accountId, payer.accountId))).toHaveLength(1);
  });
});

describe("the PDFs in the member's language", () => {
  it("a Bangla member's invoice and receipt come in Bangla, set in Noto Sans Bengali; member ID and numbers stay ASCII", async () => {
    const reader = await member('bangla.documents@example.com');
    await db().update(accounts).set({ language: 'bn' }).where(eq(accounts.id, reader.accountId));
    await runBilling(db(), { period: '2027-02', now: new Date('2027-02-01T00:10:00+06:00'), startedBy: null });
    const [invoice] = await invoicesOf(reader.cookie);
    const invoicePdf = await get(`/api/member/invoices/${invoice!.id}.pdf`, reader.cookie);
    expect(invoicePdf.statusCode).toBe(200);
    const invoiceText = (await readPdf(invoicePdf.rawPayload)).text;
    // Words whose letters a PDF reader copies out in their order (a vowel sign drawn before its consonant comes out before it).
    for (const expected of ['কর চালানপত্র (মূসক-৬.৩)', 'একক মূল্য', 'সংখ্যা', formatMoney(paisa(92000), 'bn'), reader.memberId, invoice!.number, `BIN: ${bin}`]) {
      expect(invoiceText, expected).toContain(expected);
    }
    expect(formatMoney(paisa(92000), 'bn')).toBe('৯২০.০০ ৳');
    for (const english of ['Tax invoice', 'Left to pay', 'BDT', 'Page 1']) expect(invoiceText).not.toContain(english);
    expect(invoicePdf.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Bold/);

    const paid = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/members/${reader.memberId}/payments`,
      payload: { amountPaisa: 100000, method: 'cash', reference: 'Book 9/3' },
      headers: { cookie: staffCookie },
    });
    const { number } = paid.json<{ number: string }>();
    const receiptPdf = await get(`/api/member/receipts/${number}.pdf`, reader.cookie);
    expect(receiptPdf.statusCode).toBe(200);
    const receiptText = (await readPdf(receiptPdf.rawPayload)).text;
    for (const expected of ['প্রদানকারী', 'মাধ্যম', 'নগদ', formatMoney(paisa(100000), 'bn'), reader.memberId, number, 'Book 9/3', invoice!.number]) {
      expect(receiptText, expected).toContain(expected);
    }
    for (const english of ['Receipt', 'Received from', 'Cash', 'BDT']) expect(receiptText).not.toContain(english);
    // The title a reader's window shows: রসিদ, whose vowel sign is drawn before its consonant, in the letters' order.
    expect(await pdfTitle(receiptPdf.rawPayload)).toBe(`রসিদ ${number}`);
  });

  it("names the club's address in the member's language on the invoice and the receipt", async () => {
    const reader = await member('bangla.seller@example.com');
    expect((await testApp.app.inject({ method: 'PUT', url: '/api/account/language', payload: { language: 'bn' }, headers: { cookie: reader.cookie } })).statusCode).toBe(200);
    await runBilling(db(), { period: '2027-04', now: new Date('2027-04-01T00:10:00+06:00'), startedBy: null });
    const [invoice] = await invoicesOf(reader.cookie);
    const banglaAddress = defaultClubDetails.bn.address!;
    expect((await get(`/api/member/invoices/${invoice!.id}`, reader.cookie)).json<InvoiceDocument>().seller).toEqual({ name: testApp.app.deps.config.CLUB_NAME, address: banglaAddress, bin });
    const paid = await testApp.app.inject({ method: 'POST', url: `/api/admin/members/${reader.memberId}/payments`, payload: { amountPaisa: 5000, method: 'cash', reference: 'Book 9/4' }, headers: { cookie: staffCookie } });
    const { number } = paid.json<{ number: string }>();
    expect((await get(`/api/member/receipts/${number}`, reader.cookie)).json<ReceiptDocument>().seller.address).toBe(banglaAddress);
  });

  it("an English member's PDFs stay in Helvetica, with no font embedded", async () => {
    const reader = await member('english.documents@example.com');
    await runBilling(db(), { period: '2027-03', now: new Date('2027-03-01T00:10:00+06:00'), startedBy: null });
    const [invoice] = await invoicesOf(reader.cookie);
    const pdf = await get(`/api/member/invoices/${invoice!.id}.pdf`, reader.cookie);
    const file = pdf.rawPayload.toString('latin1');
    expect(file).toContain('/BaseFont /Helvetica-Bold');
    expect(file).not.toContain('/FontFile2');
    expect((await readPdf(pdf.rawPayload)).text).toContain('Tax invoice (Mushak-6.3)');
    expect(await pdfTitle(pdf.rawPayload)).toBe(`Tax invoice (Mushak-6.3) ${invoice!.number}`);
  });
});
