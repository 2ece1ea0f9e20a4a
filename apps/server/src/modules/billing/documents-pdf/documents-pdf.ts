import type { CreditNoteDocument, DocumentLine, InvoiceDocument, ReceiptDocument, Seller, Statement } from '@rgcc/shared/billing/account-documents';
import { formatCalendarDate, formatClubDate, formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { formatAmount, formatMoney, paisa } from '@rgcc/shared/format/money';
import { localeDigits } from '@rgcc/shared/format/number';
import { serverTexts } from '../../../texts';
import english from './locales/documents-pdf.en.json' with { type: 'json' };
import bangla from './locales/documents-pdf.bn.json' with { type: 'json' };
import { DocumentPdf, type Column } from './pdf-layout';

/**
 * The member's documents as PDF files (A4): what their pages show, laid out by pdf-layout.ts.
 * Each is written in `language`, the language of the member whose document it is (their
 * account's), whoever asks for it: a staff member printing a member's invoice gets the member's
 * language, since it is the member's document. Member IDs and the numbers of documents stay as
 * they are; dates and amounts take the language's digits (and ৳ in Bangla).
 */

export const documentTexts = serverTexts('modules/billing/documents-pdf/documents-pdf', { en: english, bn: bangla });

/** The texts, dates and amounts of one document, in its language. */
function writing(language: Locale) {
  const t = documentTexts(language);
  return {
    t,
    language,
    money: (amount: number) => formatMoney(paisa(amount), language),
    figure: (amount: number) => formatAmount(paisa(amount), language),
    club: (seller: Seller) => ({ name: seller.name, address: seller.address, bin: seller.bin ? t('bin', { bin: seller.bin }) : t('binNotSet') }),
    buyer: (buyer: { memberId: string; name: string; address?: string | null }) => [t('buyer', { name: buyer.name, memberId: buyer.memberId }), ...(buyer.address ? buyer.address.split('\n') : [])],
    /** A document's PDF, its title and footer naming the club, the document and its number. */
    pdf: (seller: Seller, title: string, number: string, footer = t('documentFooter', { club: seller.name, title, number })) =>
      new DocumentPdf(language, { title: t('documentName', { title, number }), author: seller.name, footer, page: (page, count) => t('page', { page, count }) }),
  };
}
type Writing = ReturnType<typeof writing>;

const lineColumns = ({ t }: Writing): Column[] => [
  { header: t('description'), share: 0.28 },
  { header: t('quantity'), share: 0.06, align: 'right' },
  { header: t('unitPrice'), share: 0.12, align: 'right' },
  { header: t('valueBeforeVat'), share: 0.14, align: 'right' },
  { header: t('vatRate'), share: 0.09, align: 'right' },
  { header: t('vat'), share: 0.14, align: 'right' },
  { header: t('lineTotal'), share: 0.17, align: 'right' },
];
// The quantity and rate in the language's digits, ungrouped as they have always printed ("1000", "7.5%").
const lineCells = ({ figure, language }: Writing, line: DocumentLine) => [
  line.description,
  localeDigits(String(line.quantity), language),
  figure(line.unitPricePaisa),
  figure(line.netPaisa),
  localeDigits(`${line.taxRatePercent}%`, language),
  figure(line.taxPaisa),
  figure(line.totalPaisa),
];

/** A tax invoice (Mushak-6.3) or a balance brought forward. */
export function invoicePdf(invoice: InvoiceDocument, language: Locale): Promise<Buffer> {
  const w = writing(language);
  const { t, money, figure } = w;
  const title = t('documentTitle', { kind: invoice.kind });
  const pdf = w.pdf(invoice.seller, title, invoice.number);
  pdf.head(w.club(invoice.seller), title, [
    [t('number'), invoice.number],
    [t('issued'), formatClubDateTimeLabelled(invoice.issuedAt, language)],
    [t('due'), formatCalendarDate(invoice.dueOn, language)],
    [t('status'), t('invoiceStatus', { status: invoice.status })],
  ]);
  pdf.block(t('billedTo'), w.buyer(invoice.buyer));
  pdf.heading(t('amountsInBdt'));
  pdf.table(lineColumns(w), invoice.lines.map((line) => lineCells(w, line)));
  pdf.totals([
    [t('valueBeforeVat'), money(invoice.netPaisa), false],
    [t('vat'), money(invoice.taxPaisa), false],
    [t('total'), money(invoice.totalPaisa), true],
    ...(invoice.creditedPaisa > 0 ? [[t('credited'), money(-invoice.creditedPaisa), false] as [string, string, boolean]] : []),
    [t('paid'), money(-invoice.paidPaisa), false],
    [t('leftToPay'), money(invoice.leftPaisa), true],
  ]);
  if (invoice.creditNotes.length > 0) {
    pdf.heading(t('creditNotesHeading'));
    pdf.table(
      [
        { header: t('creditNote'), share: 0.3 },
        { header: t('issued'), share: 0.25 },
        { header: t('reason'), share: 0.27 },
        { header: t('amount'), share: 0.18, align: 'right' },
      ],
      invoice.creditNotes.map((note) => [note.number, formatClubDate(note.issuedAt, language), note.reason ?? '', figure(note.totalPaisa)]),
    );
  }
  pdf.paragraph(t('payBy', { date: formatCalendarDate(invoice.dueOn, language) }));
  return pdf.finish();
}

/** A credit note (Mushak-6.7) against an invoice. */
export function creditNotePdf(note: CreditNoteDocument, language: Locale): Promise<Buffer> {
  const w = writing(language);
  const { t, money } = w;
  const title = t('documentTitle', { kind: 'credit_note' });
  const pdf = w.pdf(note.seller, title, note.number);
  pdf.head(w.club(note.seller), title, [
    [t('number'), note.number],
    [t('issued'), formatClubDateTimeLabelled(note.issuedAt, language)],
    [t('correctsInvoice'), note.corrects.number],
  ]);
  pdf.block(t('issuedTo'), w.buyer(note.buyer));
  if (note.reason) pdf.block(t('reason'), [note.reason]);
  pdf.heading(t('amountsInBdt'));
  pdf.table(lineColumns(w), note.lines.map((line) => lineCells(w, line)));
  pdf.totals([
    [t('valueBeforeVat'), money(note.netPaisa), false],
    [t('vat'), money(note.taxPaisa), false],
    [t('totalCredited'), money(note.totalPaisa), true],
  ]);
  return pdf.finish();
}

/** A receipt: the money, how it came, and the bills it paid. */
export function receiptPdf(receipt: ReceiptDocument, language: Locale): Promise<Buffer> {
  const w = writing(language);
  const { t, money, figure } = w;
  const title = t('documentTitle', { kind: 'receipt' });
  const pdf = w.pdf(receipt.seller, title, receipt.number);
  pdf.head(w.club(receipt.seller), title, [
    [t('number'), receipt.number],
    [t('received'), formatClubDateTimeLabelled(receipt.paidAt, language)],
  ]);
  pdf.block(t('receivedFrom'), w.buyer(receipt.buyer));
  pdf.details([
    [t('amount'), money(receipt.amountPaisa)],
    [t('method'), t('paymentMethod', { method: receipt.method })],
    [t('reference'), receipt.reference ?? ''],
  ]);
  pdf.heading(t('whatItPaid'));
  pdf.table(
    [
      { header: t('invoice'), share: 0.6 },
      { header: t('amountInBdt'), share: 0.4, align: 'right' },
    ],
    [...receipt.paid.map((bill) => [bill.number, figure(bill.amountPaisa)]), ...(receipt.creditPaisa > 0 ? [[t('creditOnAccount'), figure(receipt.creditPaisa)]] : [])],
  );
  pdf.totals([[t('totalReceived'), money(receipt.amountPaisa), true]]);
  return pdf.finish();
}

/** A statement of account for a period: opening balance, every entry with the balance after it, closing balance. */
export function statementPdf(statement: Statement, seller: Seller, buyer: { memberId: string; name: string }, language: Locale): Promise<Buffer> {
  const w = writing(language);
  const { t, money, figure } = w;
  const title = t('documentTitle', { kind: 'statement' });
  const [from, to] = [formatCalendarDate(statement.from, language), formatCalendarDate(statement.to, language)];
  const pdf = w.pdf(seller, title, buyer.memberId, t('statementFooter', { club: seller.name, title, memberId: buyer.memberId, from, to }));
  pdf.head(w.club(seller), title, [
    [t('memberId'), buyer.memberId],
    [t('from'), from],
    [t('to'), to],
  ]);
  pdf.block(t('member'), [buyer.name]);
  pdf.heading(t('statementAmounts'));
  pdf.table(
    [
      { header: t('date'), share: 0.14 },
      { header: t('description'), share: 0.33 },
      { header: t('document'), share: 0.21 },
      { header: t('amount'), share: 0.15, align: 'right' },
      { header: t('balance'), share: 0.17, align: 'right' },
    ],
    [
      ['', t('openingBalance'), '', '', figure(statement.openingBalancePaisa)],
      ...statement.entries.map((entry) => [
        formatClubDate(entry.postedAt, language),
        entry.description,
        entry.documentNumber ?? entry.receiptNumber ?? '',
        figure(entry.amountPaisa),
        figure(entry.balancePaisa),
      ]),
    ],
  );
  pdf.totals([
    [t('openingBalance'), money(statement.openingBalancePaisa), false],
    [t('closingBalance'), money(statement.closingBalancePaisa), true],
  ]);
  return pdf.finish();
}
