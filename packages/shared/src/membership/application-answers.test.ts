import { describe, expect, it } from 'vitest';
import { sampleApplicant, sampleDefence, sampleNid } from './sample-applications';
import { formatAnswerDate, formatValue, groupsFor } from './application-answers';

describe('application fields as people read them', () => {
  it('groups the fields an application has in the form order; optional ones stay, unknown ones come last', () => {
    const groups = groupsFor({ zeta: 'z', mobile: '01711000000', nameEnglish: 'Rafiqul Islam', category: 'Non Military' });
    expect(groups.map((group) => group.title)).toEqual(['Membership', 'Personal information', 'Family', 'Golf', 'Other details']);
    expect(groups[1]!.fields.map((field) => field.label)).toEqual(['Name (English)', 'Mobile number']);
    expect(groups.at(-1)!.fields).toEqual([{ key: 'zeta', label: 'zeta' }]);
  });

  it('groups a whole application as its form asks it, with the labels staff read, and no documents among the answers', () => {
    const link = 'http://localhost:3000/api/uploads/x?expires=1&signature=x';
    const defence = { category: 'Serving Defence Officer', ...sampleApplicant, ...sampleNid, ...sampleDefence, email: 'rafiq@example.com', photo: link, nidCopy: link, incomeTaxReturn: link };
    const groups = groupsFor(defence);
    expect(groups.map((group) => group.title)).toEqual(['Membership', 'Personal information', 'Income', 'National ID', 'Family', 'Golf', 'Account']);
    expect(groups[1]!.fields.map((field) => field.label).slice(0, 4)).toEqual(['Name (English)', "Father's or husband's name", 'Rank', 'BA number']);
    expect(groups[2]!.fields).toEqual([{ key: 'monthlyIncome', label: 'Monthly income (BDT)', format: 'taka' }]);
    expect(groups.flatMap((group) => group.fields.map((field) => field.key))).not.toContain('photo');
  });

  it('writes calendar dates without a time zone shift, and taka the Bangladeshi way', () => {
    expect(formatAnswerDate('1990-04-12', 'en')).toBe('12 April 1990');
    expect(formatAnswerDate('soon', 'en')).toBe('soon');
    expect(formatValue(150000, 'en', 'taka')).toBe('1,50,000');
    expect(formatValue({ a: 1 }, 'en')).toBe('{"a":1}');
  });
});
