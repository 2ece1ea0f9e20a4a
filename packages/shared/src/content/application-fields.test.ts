import { describe, expect, it } from 'vitest';
import { applicationFieldRows, applicationFieldText } from './application-fields';

describe('application fields as people read them', () => {
  it('labels known fields in the form order, unknown ones last by their key', () => {
    expect(applicationFieldRows({ zeta: 'z', mobile: '01711000000', nameEnglish: 'Rafiqul Islam' })).toEqual([
      ['Name (English)', 'Rafiqul Islam'],
      ['Mobile', '01711000000'],
      ['zeta', 'z'],
    ]);
  });

  it('writes children as name (relationship, born date) and blanks as Not given', () => {
    expect(applicationFieldText([{ name: 'Arif', gender: 'Son', dob: '2012-03-01' }, { name: 'Mim' }])).toBe('Arif (Son, born 2012-03-01); Mim');
    expect(applicationFieldText('')).toBe('Not given');
    expect(applicationFieldText(undefined)).toBe('Not given');
    expect(applicationFieldText(150000)).toBe('150000');
  });
});
