import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatValue, groupsFor } from './application-fields';

describe('application fields as people read them', () => {
  it('groups the fields an application has in the form order; optional ones stay, unknown ones come last', () => {
    const groups = groupsFor({ zeta: 'z', mobile: '01711000000', nameEnglish: 'Rafiqul Islam', category: 'Non Military' });
    expect(groups.map((group) => group.title)).toEqual(['Membership', 'Personal information', 'Family', 'Golf', 'Other details']);
    expect(groups[1]!.fields.map((field) => field.label)).toEqual(['Name (English)', 'Mobile number']);
    expect(groups.at(-1)!.fields).toEqual([{ key: 'zeta', label: 'zeta' }]);
  });

  it('writes calendar dates without a time zone shift, and taka the Bangladeshi way', () => {
    expect(formatCalendarDate('1990-04-12')).toBe('12 April 1990');
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatValue(150000, 'taka')).toBe('1,50,000');
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
  });
});
