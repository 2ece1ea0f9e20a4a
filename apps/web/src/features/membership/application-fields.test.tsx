import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import { applicationSections, displayLabelOf } from '@rgcc/shared/membership/application-fields';
import { sampleApplicant, sampleNid, sampleProposer } from '@rgcc/shared/membership/sample-applications';
import english from './locales/application-fields.en.json';
import { fieldLabelKey, sectionNames } from './application-fields-texts';
import { ApplicationFieldGroups } from './application-fields';

const catalogue: Record<string, string> = english;

describe('the application’s texts', () => {
  it('name every section and field of the shared list, in English as the list words them', () => {
    for (const section of applicationSections) {
      const name = sectionNames[section.title];
      expect(name, section.title).toBeDefined();
      expect(catalogue[`${name}Section`]).toBe(section.title);
      expect(catalogue[`${name}Group`]).toBe(section.displayTitle ?? section.title);
      for (const field of section.fields) {
        expect(catalogue[fieldLabelKey(field)], field.key).toBe(field.label);
        for (const [form, label] of Object.entries(field.labelIn ?? {})) {
          expect(catalogue[fieldLabelKey(field, form as keyof typeof field.labelIn)], `${field.key} on the ${form} form`).toBe(label);
        }
        expect(catalogue[`${field.key}Display`], field.key).toBe(displayLabelOf(field));
      }
    }
  });
});

const details = {
  category: 'Government Officer',
  ...sampleApplicant,
  ...sampleNid,
  ...sampleProposer,
  children: [{ name: '', dob: '2012-03-05', gender: 'Son' }],
  newerQuestion: 'An answer the list does not know',
};

describe('ApplicationFieldGroups', () => {
  it('reads the answers in English', async () => {
    render(<ApplicationFieldGroups details={details} />);
    const personal = (await screen.findByRole('heading', { level: 2, name: 'Personal information' })).closest('section')!;
    expect(within(personal).getByText("Father's or husband's name")).toBeInTheDocument();
    expect(screen.getByText('Government Officer')).toBeInTheDocument();
    expect(screen.getByText('Child 1')).toBeInTheDocument();
    expect(screen.getAllByText('Not given').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Other details' })).toBeInTheDocument();
  });

  it('reads them in Bangla on a Bangla page: headings, labels, the category and type, the dates', async () => {
    render(
      <LocaleContext value="bn">
        <ApplicationFieldGroups details={details} />
      </LocaleContext>,
    );
    const personal = (await screen.findByRole('heading', { level: 2, name: 'ব্যক্তিগত তথ্য' })).closest('section')!;
    expect(within(personal).getByText('পিতা বা স্বামীর নাম')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'সদস্যপদ' })).toBeInTheDocument();
    expect(screen.getByText('সরকারি কর্মকর্তা')).toBeInTheDocument();
    expect(screen.getByText('পূর্ণ সদস্যপদ')).toBeInTheDocument();
    expect(screen.getByText('সন্তান ১').closest('li')).toHaveTextContent(/^সন্তান ১, Son, জন্ম .*২০১২$/);
    expect(screen.getAllByText('দেওয়া হয়নি').length).toBeGreaterThan(0);
    // A key the shared list does not know keeps its own name, under "Other details".
    const other = screen.getByRole('heading', { level: 2, name: 'অন্যান্য তথ্য' }).closest('section')!;
    expect(within(other).getByText('newerQuestion')).toBeInTheDocument();
  });
});
