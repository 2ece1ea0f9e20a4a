import { describe, expect, it } from 'vitest';
import { clubToday } from '../format/club-date';
import { addMonths, addMonthsToDay, documentNumber, fiscalYearOf } from './fiscal-year';

describe('the financial year, July to June at the club', () => {
  it('turns on 1 July: 30 June is the old year, 1 July the new', () => {
    expect(fiscalYearOf('2027-06-30')).toBe('2026-27');
    expect(fiscalYearOf('2027-07-01')).toBe('2027-28');
    expect(fiscalYearOf('2026-07-01')).toBe('2026-27');
    expect(fiscalYearOf('2026-01-15')).toBe('2025-26');
    expect(fiscalYearOf('2099-12-31')).toBe('2099-00');
  });

  it("turns at Dhaka's midnight, not UTC's: 30 June 18:00 UTC is already 1 July at the club", () => {
    expect(fiscalYearOf(clubToday(new Date('2027-06-30T17:59:59Z')))).toBe('2026-27');
    expect(fiscalYearOf(clubToday(new Date('2027-06-30T18:00:00Z')))).toBe('2027-28');
  });

  it('refuses what is not a day', () => {
    expect(() => fiscalYearOf('2027-6-30')).toThrow(RangeError);
  });

  it('numbers documents per series and year, six digits', () => {
    expect(documentNumber('INV', '2026-27', 1)).toBe('INV/2026-27/000001');
    expect(documentNumber('CN', '2026-27', 1234567)).toBe('CN/2026-27/1234567');
  });
});

describe('months', () => {
  it('adds and takes away months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', -24)).toBe('2024-11');
  });

  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonthsToDay('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonthsToDay('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonthsToDay('2026-01-15', 3)).toBe('2026-04-15');
  });
});
