import PDFDocument from 'pdfkit';
import type { Seller } from '@rgcc/shared/billing/account-documents';

/**
 * The one layout of the member's documents on paper (invoice, credit note, receipt, statement):
 * A4 with margins any office printer keeps (18 mm), the club at the head, tables whose rows move
 * to the next page with the column headings repeated, totals aligned right, and a footer naming
 * the document and the page. pdfkit's standard Helvetica: English text (WinAnsi) only.
 */

const margin = 51; // 18 mm
const footerHeight = 24;
const regular = 'Helvetica';
const bold = 'Helvetica-Bold';
const ink = '#1f2933';
const muted = '#52606d';
const rule = '#9aa5b1';
const body = 9;

export interface Column {
  header: string;
  /** A share of the page's width; the columns' shares add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

/** A value the standard font can print: characters outside WinAnsi would come out as other glyphs. */
const printable = (value: string) => value.replace(/[^\n\t -~\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');

export class DocumentPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly done: Promise<Buffer>;
  private readonly left = margin;
  private readonly width: number;

  constructor(
    private readonly footer: string,
    title: string,
    author: string,
  ) {
    this.doc = new PDFDocument({ size: 'A4', margins: { top: margin, bottom: margin + footerHeight, left: margin, right: margin }, bufferPages: true, info: { Title: printable(title), Author: printable(author) } });
    this.width = this.doc.page.width - 2 * margin;
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.fillColor(ink);
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Room for `height` more points on this page, or a new page. Answers whether a page was added. */
  private ensure(height: number): boolean {
    if (this.doc.y + height <= this.bottom) return false;
    this.doc.addPage();
    return true;
  }

  /** The seller at the left (name, address, BIN), the document's title and facts at the right. */
  head(seller: Seller, title: string, facts: [label: string, value: string][]) {
    const { doc, left, width } = this;
    const top = doc.y;
    const half = width * 0.45 - 10;
    doc.font(bold).fontSize(14).text(printable(seller.name), left, top, { width: half });
    doc.font(regular).fontSize(body).fillColor(muted).text(printable(seller.address), { width: half });
    doc.fillColor(ink).text(`BIN: ${printable(seller.bin || 'not set')}`, { width: half });
    const leftEnd = doc.y;
    doc.font(bold).fontSize(13).text(printable(title), left + width * 0.45, top, { width: width * 0.55, align: 'right' });
    doc.moveDown(0.3);
    this.facts(facts, left + width * 0.45, width * 0.55);
    doc.y = Math.max(leftEnd, doc.y) + 14;
    this.line();
  }

  private facts(rows: [string, string][], x: number, width: number) {
    const { doc } = this;
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font(regular).fontSize(body).fillColor(muted).text(printable(label), x, y, { width: width * 0.3 });
      const labelEnd = doc.y;
      doc.fillColor(ink).text(printable(value), x + width * 0.3, y, { width: width * 0.7, align: 'right' });
      doc.y = Math.max(labelEnd, doc.y);
    }
  }

  /** A labelled block: "Billed to" and its lines. */
  block(label: string, lines: string[]) {
    const { doc, left, width } = this;
    doc.moveDown(0.6);
    this.ensure(14 * (lines.length + 1));
    doc.font(bold).fontSize(body).fillColor(muted).text(printable(label.toUpperCase()), left, doc.y, { width, characterSpacing: 0.5 });
    doc.fillColor(ink).font(regular).fontSize(10);
    for (const line of lines) doc.text(printable(line), left, doc.y, { width });
  }

  /** Labelled values in two columns, as on a receipt. */
  details(rows: [label: string, value: string][]) {
    this.doc.moveDown(0.6);
    this.ensure(14 * rows.length);
    this.facts(rows, this.left, this.width * 0.7);
  }

  heading(text: string) {
    const { doc, left, width } = this;
    doc.moveDown(0.8);
    this.ensure(40);
    doc.font(bold).fontSize(11).fillColor(ink).text(printable(text), left, doc.y, { width });
    doc.moveDown(0.3);
  }

  paragraph(text: string) {
    const { doc, left, width } = this;
    doc.moveDown(0.5);
    doc.font(regular).fontSize(body).fillColor(muted).text(printable(text), left, doc.y, { width });
    doc.fillColor(ink);
  }

  private line(color = rule) {
    const { doc, left, width } = this;
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.6).strokeColor(color).stroke();
  }

  private row(columns: readonly Column[], cells: readonly string[], font: string) {
    const { doc, left, width } = this;
    const padding = 3;
    doc.font(font).fontSize(body);
    const widths = columns.map((column) => column.share * width);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(printable(cell), { width: widths[index]! - 2 * padding }))) + 2 * padding;
    return {
      height,
      draw: () => {
        // The font again: a page break drew the headings in bold meanwhile.
        doc.font(font).fontSize(body).fillColor(ink);
        const y = doc.y;
        let x = left;
        cells.forEach((cell, index) => {
          doc.text(printable(cell), x + padding, y + padding, { width: widths[index]! - 2 * padding, align: columns[index]!.align ?? 'left' });
          x += widths[index]!;
        });
        doc.x = left;
        doc.y = y + height;
      },
    };
  }

  /** A table: a row that does not fit moves to the next page, under the headings again. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]) {
    const { doc } = this;
    const headings = () => {
      const header = this.row(columns, columns.map((column) => column.header), bold);
      header.draw();
      this.line(ink);
    };
    doc.moveDown(0.4);
    const first = this.row(columns, rows[0] ?? columns.map(() => ''), regular);
    const headerHeight = this.row(columns, columns.map((column) => column.header), bold).height;
    this.ensure(headerHeight + first.height);
    headings();
    for (const cells of rows) {
      const line = this.row(columns, cells, regular);
      if (this.ensure(line.height)) headings();
      line.draw();
      this.line('#d9e2ec');
    }
  }

  /** Totals at the right: label and amount; the last (or any marked) in bold. */
  totals(rows: [label: string, value: string, strong?: boolean][]) {
    const { doc, left, width } = this;
    doc.moveDown(0.5);
    this.ensure(rows.length * 15 + 6);
    const x = left + width * 0.45;
    const w = width * 0.55;
    rows.forEach(([label, value, strong], index) => {
      const y = doc.y;
      const emphasis = strong ?? index === rows.length - 1;
      doc.font(emphasis ? bold : regular).fontSize(emphasis ? 10.5 : body);
      doc.text(printable(label), x, y + 2, { width: w * 0.6 });
      doc.text(printable(value), x + w * 0.6, y + 2, { width: w * 0.4, align: 'right' });
      doc.y = Math.max(doc.y, y + 15);
    });
    doc.x = left;
  }

  /** The footer on every page, then the file. */
  finish(): Promise<Buffer> {
    const { doc, left, width } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      doc.switchToPage(index);
      const y = doc.page.height - margin - 10;
      // Written inside the bottom margin: lift it so pdfkit does not start a new page.
      const kept = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font(regular).fontSize(8).fillColor(muted);
      doc.text(printable(this.footer), left, y, { width: width * 0.75, lineBreak: false });
      doc.text(`Page ${index - start + 1} of ${count}`, left + width * 0.75, y, { width: width * 0.25, align: 'right', lineBreak: false });
      doc.page.margins.bottom = kept;
    }
    doc.end();
    return this.done;
  }
}
