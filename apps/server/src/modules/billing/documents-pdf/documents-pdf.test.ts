import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { invoiceStatuses, invoiceStatusLabels, paymentMethodLabels, paymentMethods } from '@rgcc/shared/billing/account-constants';
import { documentTitles } from '@rgcc/shared/billing/account-document-constants';
import type { CreditNoteDocument, Statement } from '@rgcc/shared/billing/account-documents';
import { readPdf } from '../../../../test/pdf-text';
import { creditNotePdf, documentTexts, statementPdf } from './documents-pdf';
import { sfntOfWoff } from './woff';

/** The documents' texts and type; what each document says is tested through its route (billing/accounts/member-documents.test.ts). */

const seller = { name: 'Rangpur Golf & Country Club', address: 'Ghaghat, near the Ghaghat Bridge\nRangpur 5400, Bangladesh', bin: '' };
const buyer = { memberId: 'RGCC-0042', name: 'Farhana Rahman', address: null };

describe('the English texts', () => {
  it('are the labels the site shows elsewhere for statuses, payment methods and document titles', () => {
    const t = documentTexts('en');
    for (const status of invoiceStatuses) expect(t('invoiceStatus', { status })).toBe(invoiceStatusLabels[status]);
    for (const method of paymentMethods) expect(t('paymentMethod', { method })).toBe(paymentMethodLabels[method]);
    for (const [kind, title] of Object.entries(documentTitles)) expect(t('documentTitle', { kind })).toBe(title);
  });
});

describe('in Bangla', () => {
  // Words whose letters a PDF reader copies out in their order: one drawn before its consonant (ি, ে) comes out before it.
  it('a statement names its period, headings and balances in Bangla; the member ID stays ASCII', async () => {
    const statement: Statement = {
      from: '2026-06-01',
      to: '2026-12-31',
      openingBalancePaisa: 1_23_456_78,
      entries: [{ postedAt: '2026-06-12T06:00:00.000Z', kind: 'payment', description: 'Payment by cash', documentNumber: null, receiptNumber: 'R-000040', amountPaisa: -50000, balancePaisa: 1_18_456_78 }],
      closingBalancePaisa: 1_18_456_78,
    };
    const pdf = await statementPdf(statement, seller, buyer, 'bn');
    const { text } = await readPdf(pdf);
    for (const expected of ['সদস্য', 'ঋণাত্মক', 'সমাপনী', '১২ জুন, ২০২৬', 'RGCC-0042', 'R-000040', '১,২৩,৪৫৬.৭৮', '-৫০০.০০', '১,১৮,৪৫৬.৭৮ ৳']) expect(text, expected).toContain(expected);
    for (const english of ['Statement of account', 'Closing balance', 'BDT', 'not set', 'Page']) expect(text).not.toContain(english);
  });

  it('a credit note too, with a reason written in Bangla', async () => {
    const note: CreditNoteDocument = {
      id: 2,
      kind: 'credit_note',
      number: 'CN/2026-27/000007',
      issuedAt: '2026-10-10T06:00:00.000Z',
      seller,
      buyer,
      lines: [{ description: 'Credit: Monthly subscription, October 2026', quantity: 1, unitPricePaisa: -20000, netPaisa: -20000, taxRatePercent: 15, taxPaisa: -3000, totalPaisa: -23000 }],
      netPaisa: -20000,
      taxPaisa: -3000,
      totalPaisa: -23000,
      reason: 'এক মাস বাদ',
      corrects: { id: 1, number: 'INV/2026-27/000123' },
    };
    const { text, pages } = await readPdf(await creditNotePdf(note, 'bn'));
    expect(pages).toHaveLength(1);
    for (const expected of ['(মূসক-৬.৭)', 'CN/2026-27/000007', 'INV/2026-27/000123', 'কারণ এক মাস বাদ', '-২৩০.০০ ৳', '১৫%']) expect(text, expected).toContain(expected);
    expect(text).not.toContain('Total credited');
  });
});

describe('the Bangla fonts', () => {
  it('unpack from WOFF into tables whose checksums are the ones the WOFF recorded', () => {
    const woff = fs.readFileSync(createRequire(import.meta.url).resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff'));
    const font = sfntOfWoff(woff);
    const count = font.readUInt16BE(4);
    expect(count).toBe(woff.readUInt16BE(12));
    for (let index = 0; index < count; index += 1) {
      const [tag, checksum, offset, length] = [0, 4, 8, 12].map((field) => font.readUInt32BE(12 + index * 16 + field)) as [number, number, number, number];
      const table = Buffer.alloc(Math.ceil(length / 4) * 4);
      font.copy(table, 0, offset, offset + length);
      // A head table's checksum is taken with its checksum adjustment (bytes 8 to 11) at zero.
      if (tag === 0x68656164) table.writeUInt32BE(0, 8);
      let sum = 0;
      for (let at = 0; at < table.length; at += 4) sum = (sum + table.readUInt32BE(at)) >>> 0;
      expect(sum, Buffer.from(tag.toString(16), 'hex').toString('latin1')).toBe(checksum);
    }
  });
});
