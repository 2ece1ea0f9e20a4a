import { PDFParse } from 'pdf-parse';

/**
 * What a PDF says, page by page, as a reader would copy it out (white space, line breaks in a
 * table's cell included, made one space); and the size of its pages (points).
 */
export async function readPdf(data: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const text = await parser.getText();
    const mediaBoxes = [...data.toString('latin1').matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((match) => match[1]!.trim().split(/\s+/).map(Number));
    const flat = (value: string) => value.replace(/\s+/g, ' ');
    return { pages: text.pages.map((page) => flat(page.text)), text: flat(text.text), mediaBoxes };
  } finally {
    await parser.destroy();
  }
}
