import { invoiceStatusLabels, paymentMethodLabels } from '@rgcc/shared/billing/account-constants';
import { documentTitles } from '@rgcc/shared/billing/account-document-constants';
import type { CreditNoteDocument, DocumentLine, InvoiceDocument, ReceiptDocument, Seller, Statement } from '@rgcc/shared/billing/account-documents';
import { formatCalendarDate, formatClubDate, formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { formatAmount, formatMoney, paisa } from '@rgcc/shared/format/money';
import { DocumentPdf, type Column } from './pdf-layout';

/** The member's documents as PDF files (A4): what their pages show, laid out by pdf-layout.ts. */

const locale = defaultLocale;
const money = (amount: number) => formatMoney(paisa(amount), locale);
const figure = (amount: number) => formatAmount(paisa(amount), locale);

const lineColumns: Column[] = [
  { header: 'Description', share: 0.28 },
  { header: 'Qty', share: 0.06, align: 'right' },
  { header: 'Unit price', share: 0.12, align: 'right' },
  { header: 'Value before VAT', share: 0.14, align: 'right' },
  { header: 'VAT rate', share: 0.09, align: 'right' },
  { header: 'VAT', share: 0.14, align: 'right' },
  { header: 'Line total', share: 0.17, align: 'right' },
];
const lineCells = (line: DocumentLine) => [
  line.description,
  String(line.quantity),
  figure(line.unitPricePaisa),
  figure(line.netPaisa),
  `${line.taxRatePercent}%`,
  figure(line.taxPaisa),
  figure(line.totalPaisa),
];

const buyerLines = (buyer: { memberId: string; name: string; address?: string | null }) => [`${buyer.name} (member ID ${buyer.memberId})`, ...(buyer.address ? buyer.address.split('\n') : [])];

/** A tax invoice (Mushak-6.3) or a balance brought forward. */
export function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const title = documentTitles[invoice.kind];
  const pdf = new DocumentPdf(`${invoice.seller.name} - ${title} ${invoice.number}`, `${title} ${invoice.number}`, invoice.seller.name);
  pdf.head(invoice.seller, title, [
    ['Number', invoice.number],
    ['Issued', formatClubDateTimeLabelled(invoice.issuedAt, locale)],
    ['Due', formatCalendarDate(invoice.dueOn, locale)],
    ['Status', invoiceStatusLabels[invoice.status]],
  ]);
  pdf.block('Billed to', buyerLines(invoice.buyer));
  pdf.heading('Amounts in BDT');
  pdf.table(lineColumns, invoice.lines.map(lineCells));
  pdf.totals([
    ['Value before VAT', money(invoice.netPaisa), false],
    ['VAT', money(invoice.taxPaisa), false],
    ['Total', money(invoice.totalPaisa), true],
    ...(invoice.creditedPaisa > 0 ? [['Credited', money(-invoice.creditedPaisa), false] as [string, string, boolean]] : []),
    ['Paid', money(-invoice.paidPaisa), false],
    ['Left to pay', money(invoice.leftPaisa), true],
  ]);
  if (invoice.creditNotes.length > 0) {
    pdf.heading('Credit notes against this invoice');
    pdf.table(
      [
        { header: 'Credit note', share: 0.3 },
        { header: 'Issued', share: 0.25 },
        { header: 'Reason', share: 0.27 },
        { header: 'Amount', share: 0.18, align: 'right' },
      ],
      invoice.creditNotes.map((note) => [note.number, formatClubDate(note.issuedAt, locale), note.reason ?? '', figure(note.totalPaisa)]),
    );
  }
  pdf.paragraph(`Please pay by ${formatCalendarDate(invoice.dueOn, locale)} on your Account (Payments) page, or at the club office. Prices are before VAT; VAT is shown per line.`);
  return pdf.finish();
}

/** A credit note (Mushak-6.7) against an invoice. */
export function creditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const title = documentTitles.credit_note;
  const pdf = new DocumentPdf(`${note.seller.name} - ${title} ${note.number}`, `${title} ${note.number}`, note.seller.name);
  pdf.head(note.seller, title, [
    ['Number', note.number],
    ['Issued', formatClubDateTimeLabelled(note.issuedAt, locale)],
    ['Corrects invoice', note.corrects.number],
  ]);
  pdf.block('Issued to', buyerLines(note.buyer));
  if (note.reason) pdf.block('Reason', [note.reason]);
  pdf.heading('Amounts in BDT');
  pdf.table(lineColumns, note.lines.map(lineCells));
  pdf.totals([
    ['Value before VAT', money(note.netPaisa), false],
    ['VAT', money(note.taxPaisa), false],
    ['Total credited', money(note.totalPaisa), true],
  ]);
  return pdf.finish();
}

/** A receipt: the money, how it came, and the bills it paid. */
export function receiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const title = documentTitles.receipt;
  const pdf = new DocumentPdf(`${receipt.seller.name} - ${title} ${receipt.number}`, `${title} ${receipt.number}`, receipt.seller.name);
  pdf.head(receipt.seller, title, [
    ['Number', receipt.number],
    ['Received', formatClubDateTimeLabelled(receipt.paidAt, locale)],
  ]);
  pdf.block('Received from', buyerLines(receipt.buyer));
  pdf.details([
    ['Amount', money(receipt.amountPaisa)],
    ['Method', paymentMethodLabels[receipt.method]],
    ['Reference', receipt.reference ?? ''],
  ]);
  pdf.heading('What it paid');
  pdf.table(
    [
      { header: 'Invoice', share: 0.6 },
      { header: 'Amount (BDT)', share: 0.4, align: 'right' },
    ],
    [...receipt.paid.map((bill) => [bill.number, figure(bill.amountPaisa)]), ...(receipt.creditPaisa > 0 ? [['Credit on your account', figure(receipt.creditPaisa)]] : [])],
  );
  pdf.totals([['Total received', money(receipt.amountPaisa), true]]);
  return pdf.finish();
}

/** A statement of account for a period: opening balance, every entry with the balance after it, closing balance. */
export function statementPdf(statement: Statement, seller: Seller, buyer: { memberId: string; name: string }): Promise<Buffer> {
  const title = documentTitles.statement;
  const period = `${formatCalendarDate(statement.from, locale)} to ${formatCalendarDate(statement.to, locale)}`;
  const pdf = new DocumentPdf(`${seller.name} - ${title}, ${buyer.memberId}, ${period}`, `${title} ${buyer.memberId}`, seller.name);
  pdf.head(seller, title, [
    ['Member ID', buyer.memberId],
    ['From', formatCalendarDate(statement.from, locale)],
    ['To', formatCalendarDate(statement.to, locale)],
  ]);
  pdf.block('Member', [buyer.name]);
  pdf.heading('Amounts in BDT (positive: owed to the club; negative: in your favour)');
  pdf.table(
    [
      { header: 'Date', share: 0.14 },
      { header: 'Description', share: 0.33 },
      { header: 'Document', share: 0.21 },
      { header: 'Amount', share: 0.15, align: 'right' },
      { header: 'Balance', share: 0.17, align: 'right' },
    ],
    [
      ['', 'Opening balance', '', '', figure(statement.openingBalancePaisa)],
      ...statement.entries.map((entry) => [
        formatClubDate(entry.postedAt, locale),
        entry.description,
        entry.documentNumber ?? entry.receiptNumber ?? '',
        figure(entry.amountPaisa),
        figure(entry.balancePaisa),
      ]),
    ],
  );
  pdf.totals([
    ['Opening balance', money(statement.openingBalancePaisa), false],
    ['Closing balance', money(statement.closingBalancePaisa), true],
  ]);
  return pdf.finish();
}
