import { useMemo } from 'react';
import { defineTexts, useTexts, type TextKey } from '@/lib/texts';
import { applicationSections, type ApplicationField, type ApplicationSection } from '@rgcc/shared/membership/application-fields';
import type { ApplicantCategory, ApplicationFormKind, membershipTypes } from '@rgcc/shared/membership/membership';
import type english from './locales/application-fields.en.json';

/**
 * The membership application's words: its sections and fields (the form's labels and the ones
 * staff and the member read), the applicant categories and the membership types. The fields
 * themselves stay listed once, in @rgcc/shared (application-fields.ts): their texts here are
 * kept by the field's key, and by a name for each section.
 */
export const applicationFieldsTexts = defineTexts<typeof english>('features/membership/application-fields', {
  en: () => import('./locales/application-fields.en.json'),
  bn: () => import('./locales/application-fields.bn.json'),
});

type Key = TextKey<typeof applicationFieldsTexts>;

/** Each section of the shared list, by its form's legend: its texts are `<name>Section` (the legend) and `<name>Group` (the heading staff and the member read). */
export const sectionNames: Readonly<Record<string, string>> = {
  'Membership Category & Type': 'membership',
  'Personal Information': 'personal',
  'Income & Tax Details': 'income',
  'Identity Documents': 'identity',
  'Passport & Visa': 'passport',
  'Family Details': 'family',
  'Golf Club Details (optional)': 'golf',
  Photos: 'photos',
  'Reference (For Civilians Only)': 'reference',
  'Create Your Account': 'account',
};

const categoryKeys: Record<ApplicantCategory, Key> = {
  'Serving Defence Officer': 'servingDefenceOfficerCategory',
  'Retired Defence Officer': 'retiredDefenceOfficerCategory',
  'Government Officer': 'governmentOfficerCategory',
  'Non Military': 'nonMilitaryCategory',
  'Corporate/Business': 'corporateBusinessCategory',
  'Foreigner/Diplomat': 'foreignerDiplomatCategory',
};

const membershipTypeKeys: Record<(typeof membershipTypes)[number], Key> = {
  'Full Membership': 'fullMembership',
  'Temporary Membership': 'temporaryMembership',
  'Honorary Membership': 'honoraryMembership',
  'Corporate Membership': 'corporateMembership',
};

const knownFields = new Set(applicationSections.flatMap((section) => section.fields.map((field) => field.key)));
const sectionOfGroup = new Map(applicationSections.map((section) => [section.displayTitle ?? section.title, section]));

/** A field's texts: `<key>Label` on the form, `<key>Label<Form>` where one form words it otherwise, `<key>Display` for staff and the member. */
export const fieldLabelKey = (field: ApplicationField, form?: ApplicationFormKind) =>
  form && field.labelIn?.[form] ? `${field.key}Label${form[0]!.toUpperCase()}${form.slice(1)}` : `${field.key}Label`;

/** The application's words in the page's language. */
export function useApplicationTexts() {
  const t = useTexts(applicationFieldsTexts);
  return useMemo(() => {
    // The keys made from the shared list are checked against the catalogue by application-fields.test.tsx.
    const text = (key: string) => t(key as Key);
    const sectionText = (section: ApplicationSection, part: 'Section' | 'Group') => {
      const name = sectionNames[section.title];
      return name ? text(`${name}${part}`) : part === 'Section' ? section.title : (section.displayTitle ?? section.title);
    };
    return {
      t,
      /** A section's legend on the form. */
      sectionTitle: (section: ApplicationSection) => sectionText(section, 'Section'),
      /** The heading of a group of answers (`groupsFor`), by its English title. */
      groupTitle: (title: string) => {
        const section = sectionOfGroup.get(title);
        return section ? sectionText(section, 'Group') : t('otherGroup');
      },
      /** A field's label on the form (as `form` words it). */
      fieldLabel: (field: ApplicationField, form?: ApplicationFormKind) => text(fieldLabelKey(field, form)),
      /** A field's label as staff and the member read it; a key the list does not know stays as it is. */
      displayLabel: (key: string) => (knownFields.has(key) ? text(`${key}Display`) : key),
      /** An applicant category; one the list does not know (older data) as it is. */
      category: (value: string) => {
        const key = categoryKeys[value as ApplicantCategory] as Key | undefined;
        return key ? t(key) : value;
      },
      membershipType: (value: string) => {
        const key = membershipTypeKeys[value as (typeof membershipTypes)[number]] as Key | undefined;
        return key ? t(key) : value;
      },
    };
  }, [t]);
}
