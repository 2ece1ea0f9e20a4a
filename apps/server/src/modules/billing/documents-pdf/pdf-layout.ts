import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Locale } from '@rgcc/shared/format/locale';
import { sfntOfWoff } from './woff';

/**
 * The one layout of the member's documents on paper (invoice, credit note, receipt, statement):
 * A4 with margins any office printer keeps (18 mm), the club at the head, tables whose rows move
 * to the next page with the column headings repeated, totals aligned right, and a footer naming
 * the document and the page. The same layout in both languages; only the type differs (below).
 */

const margin = 51; // 18 mm
const footerHeight = 24;
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

type Weight = 'regular' | 'bold';

interface WriteOptions {
  width: number;
  align?: 'left' | 'right';
  characterSpacing?: number;
  /** One line, never wrapped (the footer). */
  lineBreak?: false;
}

/** How a document's words are set: the font of a weight and size, a text written in a box, and the height it takes. */
interface Type {
  use(weight: Weight, size: number): void;
  /** Writes `text` from (x, y), wrapped to `options.width`; leaves the document's y under it. */
  write(text: string, x: number, y: number, options: WriteOptions): void;
  heightOf(text: string, options: WriteOptions): number;
}

/** A value Helvetica can print: characters outside WinAnsi would come out as other glyphs. */
const printable = (value: string) => value.replace(/[^\n\t -~\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');

/** English: pdfkit's standard Helvetica, which a PDF names without embedding it (WinAnsi only). */
class HelveticaType implements Type {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  use(weight: Weight, size: number) {
    this.doc.font(weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  }

  write(text: string, x: number, y: number, options: WriteOptions) {
    this.doc.text(printable(text), x, y, options);
  }

  heightOf(text: string, options: WriteOptions) {
    return this.doc.heightOfString(printable(text), options);
  }
}

/**
 * Noto Sans Bengali, the face of the site's Bangla pages, from @fontsource/noto-sans-bengali:
 * its static instances (.woff), because fontkit, which pdfkit embeds fonts with, subsets the
 * web's variable .woff2 into a font without outlines (a blank page) and cannot take an instance
 * of a .woff2. Fontsource cuts the face into files by script, with the same metrics: Bengali
 * script is set from the Bengali file (fontkit shapes its conjuncts and vowel signs), everything
 * else (member IDs, numbers of documents, punctuation, an English address) from the Latin one.
 */
const fontFiles = createRequire(import.meta.url);
type Script = 'bengali' | 'latin';
const notoFile = (script: Script, weight: Weight) =>
  sfntOfWoff(fs.readFileSync(fontFiles.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${script}-${weight === 'bold' ? 700 : 400}-normal.woff`)));
let notoFonts: Record<`${Script}-${Weight}`, Buffer> | undefined;
const loadNotoFonts = () =>
  (notoFonts ??= {
    'bengali-regular': notoFile('bengali', 'regular'),
    'bengali-bold': notoFile('bengali', 'bold'),
    'latin-regular': notoFile('latin', 'regular'),
    'latin-bold': notoFile('latin', 'bold'),
  });

/** Bengali letters, signs and digits, the dandas, and the joiners that choose a conjunct's form. */
const bengaliScript = /[\u0964\u0965\u0980-\u09ff\u200c\u200d]/;
/** Where a word too long for its box may break: before a letter, unless a virama or joiner binds it to the one before. */
const letterBreaks = /(?<![\u09cd\u200c\u200d])(?=\P{M})/u;

/**
 * Bangla: each line cut into runs by script, each run in its file of the face, side by side on
 * one baseline (the files share their metrics). The lines are broken here, at spaces (and a word
 * too long for its box between its letters), since pdfkit wraps a text in one font only.
 */
class NotoBengaliType implements Type {
  private weight: Weight = 'regular';

  constructor(private readonly doc: PDFKit.PDFDocument) {
    for (const [name, file] of Object.entries(loadNotoFonts())) doc.registerFont(name, file);
  }

  use(weight: Weight, size: number) {
    this.weight = weight;
    this.doc.font(`latin-${weight}`).fontSize(size);
  }

  /** A line's runs of one script; a space goes with the run before it. */
  private runs(line: string): { script: Script; text: string }[] {
    const runs: { script: Script; text: string }[] = [];
    for (const character of line) {
      const last = runs.at(-1);
      const script: Script = bengaliScript.test(character) ? 'bengali' : 'latin';
      if (last && (last.script === script || character === ' ')) last.text += character;
      else runs.push({ script, text: character });
    }
    return runs.map((run) => (run.script === 'latin' ? { ...run, text: printable(run.text) } : run));
  }

  private widthOf(line: string, options: WriteOptions) {
    let width = 0;
    for (const run of this.runs(line)) width += this.doc.font(`${run.script}-${this.weight}`).widthOfString(run.text, options);
    this.doc.font(`latin-${this.weight}`);
    return width;
  }

  /** The lines of a text in its box, each word measured once (no shaping crosses a space). */
  private lines(text: string, options: WriteOptions): string[] {
    if (options.lineBreak === false) return [text.replace(/\n/g, ' ')];
    const space = this.widthOf(' ', options);
    return text.split('\n').flatMap((paragraph) => {
      const lines: string[] = [];
      let line = '';
      let width = 0;
      for (const word of paragraph.split(' ').filter(Boolean)) {
        const wordWidth = this.widthOf(word, options);
        if (line && width + space + wordWidth <= options.width) {
          line += ` ${word}`;
          width += space + wordWidth;
          continue;
        }
        if (line) lines.push(line);
        [line, width] = [word, wordWidth];
        if (wordWidth <= options.width) continue;
        // A word longer than its box (a long number in a narrow column), broken between its letters.
        [line, width] = ['', 0];
        for (const segment of word.split(letterBreaks)) {
          const segmentWidth = this.widthOf(segment, options);
          if (line && width + segmentWidth > options.width) {
            lines.push(line);
            [line, width] = ['', 0];
          }
          line += segment;
          width += segmentWidth;
        }
      }
      return [...lines, line];
    });
  }

  write(text: string, x: number, y: number, options: WriteOptions) {
    const { doc } = this;
    const lineHeight = doc.currentLineHeight(true);
    const lines = this.lines(text, options);
    lines.forEach((line, index) => {
      let at = options.align === 'right' ? x + options.width - this.widthOf(line, options) : x;
      for (const run of this.runs(line)) {
        doc.font(`${run.script}-${this.weight}`);
        doc.text(run.text, at, y + index * lineHeight, { lineBreak: false, characterSpacing: options.characterSpacing });
        at += doc.widthOfString(run.text, options);
      }
    });
    doc.font(`latin-${this.weight}`);
    doc.x = x;
    doc.y = y + lines.length * lineHeight;
  }

  heightOf(text: string, options: WriteOptions) {
    return this.lines(text, options).length * this.doc.currentLineHeight(true);
  }
}

export interface DocumentTexts {
  /** The PDF's title and author, as a reader's window shows them. */
  title: string;
  author: string;
  /** The line at the foot of every page, beside the page's number. */
  footer: string;
  page: (page: number, count: number) => string;
}

export class DocumentPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly type: Type;
  private readonly done: Promise<Buffer>;
  private readonly left = margin;
  private readonly width: number;

  constructor(
    private readonly language: Locale,
    private readonly texts: DocumentTexts,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: margin, bottom: margin + footerHeight, left: margin, right: margin },
      bufferPages: true,
      lang: language,
      info: { Title: texts.title, Author: texts.author },
    });
    this.type = language === 'bn' ? new NotoBengaliType(this.doc) : new HelveticaType(this.doc);
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

  /** The seller at the left (name, address, its BIN line), the document's title and facts at the right. */
  head(seller: { name: string; address: string; bin: string }, title: string, facts: [label: string, value: string][]) {
    const { doc, left, width, type } = this;
    const top = doc.y;
    const half = width * 0.45 - 10;
    type.use('bold', 14);
    type.write(seller.name, left, top, { width: half });
    type.use('regular', body);
    doc.fillColor(muted);
    type.write(seller.address, left, doc.y, { width: half });
    doc.fillColor(ink);
    type.write(seller.bin, left, doc.y, { width: half });
    const leftEnd = doc.y;
    type.use('bold', 13);
    type.write(title, left + width * 0.45, top, { width: width * 0.55, align: 'right' });
    doc.moveDown(0.3);
    this.facts(facts, left + width * 0.45, width * 0.55);
    doc.y = Math.max(leftEnd, doc.y) + 14;
    this.line();
  }

  private facts(rows: [string, string][], x: number, width: number) {
    const { doc, type } = this;
    for (const [label, value] of rows) {
      const y = doc.y;
      type.use('regular', body);
      doc.fillColor(muted);
      type.write(label, x, y, { width: width * 0.3 });
      const labelEnd = doc.y;
      doc.fillColor(ink);
      type.write(value, x + width * 0.3, y, { width: width * 0.7, align: 'right' });
      doc.y = Math.max(labelEnd, doc.y);
    }
  }

  /** A labelled block: "Billed to" and its lines. */
  block(label: string, lines: string[]) {
    const { doc, left, width, type } = this;
    doc.moveDown(0.6);
    this.ensure(14 * (lines.length + 1));
    type.use('bold', body);
    doc.fillColor(muted);
    // English labels in spaced capitals. Bengali has no capitals, and spacing would pull its vowel signs off their letters.
    if (this.language === 'en') type.write(label.toUpperCase(), left, doc.y, { width, characterSpacing: 0.5 });
    else type.write(label, left, doc.y, { width });
    doc.fillColor(ink);
    type.use('regular', 10);
    for (const line of lines) type.write(line, left, doc.y, { width });
  }

  /** Labelled values in two columns, as on a receipt. */
  details(rows: [label: string, value: string][]) {
    this.doc.moveDown(0.6);
    this.ensure(14 * rows.length);
    this.facts(rows, this.left, this.width * 0.7);
  }

  heading(text: string) {
    const { doc, left, width, type } = this;
    doc.moveDown(0.8);
    this.ensure(40);
    type.use('bold', 11);
    doc.fillColor(ink);
    type.write(text, left, doc.y, { width });
    doc.moveDown(0.3);
  }

  paragraph(text: string) {
    const { doc, left, width, type } = this;
    doc.moveDown(0.5);
    type.use('regular', body);
    doc.fillColor(muted);
    type.write(text, left, doc.y, { width });
    doc.fillColor(ink);
  }

  private line(color = rule) {
    const { doc, left, width } = this;
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.6).strokeColor(color).stroke();
  }

  private row(columns: readonly Column[], cells: readonly string[], weight: Weight) {
    const { doc, left, width, type } = this;
    const padding = 3;
    type.use(weight, body);
    const widths = columns.map((column) => column.share * width);
    const height = Math.max(...cells.map((cell, index) => type.heightOf(cell, { width: widths[index]! - 2 * padding }))) + 2 * padding;
    return {
      height,
      draw: () => {
        // The font again: a page break drew the headings in bold meanwhile.
        type.use(weight, body);
        doc.fillColor(ink);
        const y = doc.y;
        let x = left;
        cells.forEach((cell, index) => {
          type.write(cell, x + padding, y + padding, { width: widths[index]! - 2 * padding, align: columns[index]!.align ?? 'left' });
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
      const header = this.row(columns, columns.map((column) => column.header), 'bold');
      header.draw();
      this.line(ink);
    };
    doc.moveDown(0.4);
    const first = this.row(columns, rows[0] ?? columns.map(() => ''), 'regular');
    const headerHeight = this.row(columns, columns.map((column) => column.header), 'bold').height;
    this.ensure(headerHeight + first.height);
    headings();
    for (const cells of rows) {
      const line = this.row(columns, cells, 'regular');
      if (this.ensure(line.height)) headings();
      line.draw();
      this.line('#d9e2ec');
    }
  }

  /** Totals at the right: label and amount; the last (or any marked) in bold. */
  totals(rows: [label: string, value: string, strong?: boolean][]) {
    const { doc, left, width, type } = this;
    doc.moveDown(0.5);
    this.ensure(rows.length * 15 + 6);
    const x = left + width * 0.45;
    const w = width * 0.55;
    rows.forEach(([label, value, strong], index) => {
      const y = doc.y;
      const emphasis = strong ?? index === rows.length - 1;
      type.use(emphasis ? 'bold' : 'regular', emphasis ? 10.5 : body);
      type.write(label, x, y + 2, { width: w * 0.6 });
      type.write(value, x + w * 0.6, y + 2, { width: w * 0.4, align: 'right' });
      doc.y = Math.max(doc.y, y + 15);
    });
    doc.x = left;
  }

  /** The footer on every page, then the file. */
  finish(): Promise<Buffer> {
    const { doc, left, width, type } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      doc.switchToPage(index);
      const y = doc.page.height - margin - 10;
      // Written inside the bottom margin: lift it so pdfkit does not start a new page.
      const kept = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      type.use('regular', 8);
      doc.fillColor(muted);
      type.write(this.texts.footer, left, y, { width: width * 0.75, lineBreak: false });
      type.write(this.texts.page(index - start + 1, count), left + width * 0.75, y, { width: width * 0.25, align: 'right', lineBreak: false });
      doc.page.margins.bottom = kept;
    }
    doc.end();
    return this.done;
  }
}
