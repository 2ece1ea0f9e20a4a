import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../format/dates';
import { templateNames, translateMessage } from './message-translations';

const table = {
  'Email is required': 'ইমেইল দিতে হবে',
  'Password must be at least {min} characters': 'পাসওয়ার্ডে অন্তত {min}টি অক্ষর চাই',
  'Member {memberId} is not in the register.': 'সদস্য {memberId} নিবন্ধনে নেই।',
  'Member {memberId} is not in the register. {reason}': 'সদস্য {memberId} নেই: {reason}',
};

describe('translateMessage', () => {
  it('translates a message the table has exactly', () => {
    expect(translateMessage('Email is required', [table], 'bn')).toBe('ইমেইল দিতে হবে');
  });

  it('puts the values of a template back, a whole number in the language’s digits', () => {
    expect(translateMessage('Password must be at least 8 characters', [table], 'bn')).toBe('পাসওয়ার্ডে অন্তত ৮টি অক্ষর চাই');
  });

  it('writes a whole number as the English did, ungrouped (a year)', () => {
    expect(translateMessage('Born after 1900', [{ 'Born after {year}': '{year} সালের পরে' }], 'bn')).toBe('১৯০০ সালের পরে');
  });

  it('writes a day the English wrote out as the language writes it, and a rate’s decimals in its digits', () => {
    const added = { '{code}: {rate} % from {from}.': '{code}: {from} থেকে {rate} %।', 'VAT (standard)': 'ভ্যাট (সাধারণ হার)' };
    expect(translateMessage('VAT (standard): 7.5 % from 1 July 2027.', [added], 'bn')).toBe('ভ্যাট (সাধারণ হার): ১ জুলাই, ২০২৭ থেকে ৭.৫ %।');
    expect(formatCalendarDate('2027-07-01', 'en')).toBe('1 July 2027');
    // An ISO day and a day-like text that is not one stay as they are.
    expect(translateMessage('Exempt: 0 % from 2027-07-01.', [added], 'bn')).toBe('Exempt: 2027-07-01 থেকে ০ %।');
    expect(translateMessage('Exempt: 0 % from 1 Julember 2027.', [added], 'bn')).toBe('Exempt: 1 Julember 2027 থেকে ০ %।');
  });

  it('keeps a value that is not a number (a member ID) as it is', () => {
    expect(translateMessage('Member RGCC-0042 is not in the register.', [table], 'bn')).toBe('সদস্য RGCC-0042 নিবন্ধনে নেই।');
  });

  it('translates a value a table has as a message of its own (a console section), in any table', () => {
    const sections = { Golf: 'গলফ' };
    const denied = { 'Your staff role does not include {section}.': 'আপনার স্টাফ ভূমিকায় {section} অংশটি নেই।' };
    expect(translateMessage('Your staff role does not include Golf.', [denied, sections], 'bn')).toBe('আপনার স্টাফ ভূমিকায় গলফ অংশটি নেই।');
    expect(translateMessage('Your staff role does not include Jobs.', [denied, sections], 'bn')).toBe('আপনার স্টাফ ভূমিকায় Jobs অংশটি নেই।');
  });

  it('prefers the template with more fixed text when two fit', () => {
    expect(translateMessage('Member RGCC-7 is not in the register. Suspended.', [table], 'bn')).toBe('সদস্য RGCC-7 নেই: Suspended.');
  });

  it('reads a key as the English reads, apostrophes included', () => {
    expect(translateMessage("Don't use x", [{ "Don't use {word}": '{word} নয়' }], 'bn')).toBe('x নয়');
  });

  it('answers undefined for a message no table has', () => {
    expect(translateMessage('Something else', [table], 'bn')).toBeUndefined();
    expect(translateMessage('Password must be at least characters', [table], 'bn')).toBeUndefined();
  });

  it('looks in each table in turn', () => {
    expect(translateMessage('Not found.', [table, { 'Not found.': 'পাওয়া যায়নি।' }], 'bn')).toBe('পাওয়া যায়নি।');
  });

  it('names the values of a key', () => {
    expect(templateNames('Member {memberId} is not in the register. {reason}')).toEqual(['memberId', 'reason']);
  });
});
