import { describe, expect, it } from 'vitest';
import { booleanWords, csvWordIn, toCsv, word } from '../src/http/csv';
import { memberCsvWords } from '../src/modules/membership/entry';
import { documentCsvWords, paymentCsvWords, receivablesCsvWords } from '../src/modules/billing/entry';
import { inboxCsvWords } from '../src/modules/comms/entry';
import { entriesCsvHeader, resultsCsvHeader } from '../src/modules/golf/entry';

/** Every heading and word the staff's CSV downloads hold (the VAT register and the import template stay English: programs read them). */
const csvWords = [...memberCsvWords, ...documentCsvWords, ...receivablesCsvWords, ...paymentCsvWords, ...inboxCsvWords, ...entriesCsvHeader, ...resultsCsvHeader, ...Object.values(booleanWords)];

describe('the CSV downloads in Bangla', () => {
  it.each([...new Set(csvWords)])('has Bangla for "%s", with Bengali digits', (english) => {
    const bangla = csvWordIn(english, 'bn');
    expect(bangla).toMatch(/[\u0980-\u09FF]/);
    expect(bangla).not.toMatch(/[0-9]/);
  });

  it('writes the headings and words in the reader’s language, and names, IDs, amounts and days as they are', () => {
    const rows = [['M-0042', 'Nasima Akter', word('Active'), '1,20,000.00', '2026-11-27']];
    const header = ['Member ID', 'Name', 'Status', 'Total (BDT)', 'Joined'];
    expect(toCsv(header, rows, 'en')).toBe('\uFEFFMember ID,Name,Status,Total (BDT),Joined\r\nM-0042,Nasima Akter,Active,"1,20,000.00",2026-11-27\r\n');
    expect(toCsv(header, rows, 'bn')).toBe('\uFEFFসদস্য আইডি,নাম,অবস্থা,মোট (টাকা),যোগদান\r\nM-0042,Nasima Akter,সক্রিয়,"1,20,000.00",2026-11-27\r\n');
  });

  it('refuses a word it has no Bangla for, rather than mixing English in', () => {
    expect(() => csvWordIn('A word nobody translated', 'bn')).toThrow('No Bangla for the CSV word "A word nobody translated"');
    expect(csvWordIn('A word nobody translated', 'en')).toBe('A word nobody translated');
  });
});
