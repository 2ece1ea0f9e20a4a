import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Ghaghat, Rangpur')).toBe('"Ghaghat, Rangpur"');
    expect(csvCell('the "Winter Cup"')).toBe('"the ""Winter Cup"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(250)).toBe('250');
  });

  it.each(['=HYPERLINK("http://evil.example","x")', '+8801712345678', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('keeps %j as text with a leading single quote', (value) => {
    const cell = csvCell(value);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
    expect(unquoted).toBe(`'${value}`);
  });

  it('leaves a negative amount as a number (a credit note in the VAT register), but not a sum', () => {
    expect(csvCell('-1200.00')).toBe('-1200.00');
    expect(csvCell('-1,23,456.78')).toBe('"-1,23,456.78"');
    expect(csvCell(-250)).toBe('-250');
    expect(csvCell('-1200.00+1')).toBe("'-1200.00+1");
  });

  it('leaves a formula character inside the text alone', () => {
    expect(csvCell('2+2=4')).toBe('2+2=4');
    expect(csvCell('farhana@example.com')).toBe('farhana@example.com');
  });

  it('writes a byte-order mark, the header and CRLF-ended rows', () => {
    expect(toCsv(['Name', 'Message'], [['Karim', 'Hello, club'], ['=1+1', null]])).toBe('\uFEFFName,Message\r\nKarim,"Hello, club"\r\n\'=1+1,\r\n');
  });
});
