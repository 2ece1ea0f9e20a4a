import type { ApplicationFormKind } from './membership';

/**
 * The membership application's fields, described once (spec 2.5 and 3.1): the sections in the
 * forms' order, and each field with its kind, the label the form shows and, where staff and the
 * member read it worded otherwise, the label they read. The registration form, the server's
 * handling of uploaded documents, the staff console and the member's Profile all read this.
 * Each field's validation rule is in `schemas/membership-application.ts`; a test holds the two
 * together. No zod here: the registration page loads this with its first paint, zod later.
 */

/**
 * - `category`: the applicant category, chosen on the page above the form and sent with it;
 * - `membership-type`: a choice of `membershipTypes`;
 * - `taka`: an amount in taka, a number;
 * - `image`: the link of an uploaded image, a private document: staff read it through the
 *   application, and it is never listed among the answers;
 * - `children`: the list of children and dependants, with its own controls.
 */
export type ApplicationFieldKind = 'category' | 'membership-type' | 'text' | 'email' | 'tel' | 'textarea' | 'date' | 'taka' | 'image' | 'children';

/** The forms that ask a section or a field, when not all three do. */
type AskedIn = { forms?: readonly ApplicationFormKind[] };

export interface ApplicationField extends AskedIn {
  /** The key the form sends and the application keeps. */
  key: string;
  kind: ApplicationFieldKind;
  /** The form's label (the end-to-end tests find the controls by it). */
  label: string;
  /** Where one form words its label otherwise. */
  labelIn?: Partial<Record<ApplicationFormKind, string>>;
  /** How staff and the member read it (console, Profile), where it is worded otherwise. */
  displayLabel?: string;
  /** The applicant may leave it out: read as "Not given" rather than left out, so staff see it was asked. */
  optional?: true;
  autoComplete?: string;
}

export interface ApplicationSection extends AskedIn {
  /** The form's legend. */
  title: string;
  /** The heading staff and the member read, where it is worded otherwise. */
  displayTitle?: string;
  fields: readonly ApplicationField[];
}

export const applicationSections: readonly ApplicationSection[] = [
  {
    title: 'Membership Category & Type',
    displayTitle: 'Membership',
    fields: [
      { key: 'category', kind: 'category', label: 'Applicant Category', displayLabel: 'Applicant category' },
      { key: 'membershipType', kind: 'membership-type', label: 'Type of Membership', displayLabel: 'Type of membership' },
    ],
  },
  {
    title: 'Personal Information',
    displayTitle: 'Personal information',
    fields: [
      { key: 'nameEnglish', kind: 'text', label: 'Name (in English)', displayLabel: 'Name (English)', autoComplete: 'name' },
      {
        key: 'fatherOrHusbandName',
        kind: 'text',
        label: "Father's/Husband's Name",
        // Spec 5.1 words the defence form's label (and message) with spaces around the slash.
        labelIn: { defence: "Father's / Husband's Name" },
        displayLabel: "Father's or husband's name",
      },
      { key: 'rank', kind: 'text', label: 'Rank', forms: ['defence'] },
      { key: 'baNumber', kind: 'text', label: 'BA Number', displayLabel: 'BA number', forms: ['defence'] },
      { key: 'nationality', kind: 'text', label: 'Nationality' },
      { key: 'occupation', kind: 'text', label: 'Occupation', autoComplete: 'organization-title' },
      { key: 'bloodGroup', kind: 'text', label: 'Blood Group', displayLabel: 'Blood group' },
      { key: 'mobile', kind: 'tel', label: 'Mobile Number', displayLabel: 'Mobile number', autoComplete: 'tel' },
      { key: 'officialAddress', kind: 'textarea', label: 'Official Address', displayLabel: 'Official address' },
      { key: 'presentAddress', kind: 'textarea', label: 'Present Address', displayLabel: 'Present address' },
      { key: 'permanentAddress', kind: 'textarea', label: 'Permanent Address', displayLabel: 'Permanent address' },
    ],
  },
  {
    title: 'Income & Tax Details',
    displayTitle: 'Income',
    fields: [
      { key: 'monthlyIncome', kind: 'taka', label: 'Monthly Income (BDT)', displayLabel: 'Monthly income (BDT)' },
      { key: 'incomeTaxReturn', kind: 'image', label: 'Income Tax Return', displayLabel: 'Income tax return' },
    ],
  },
  {
    title: 'Identity Documents',
    displayTitle: 'National ID',
    forms: ['civilian', 'defence'],
    fields: [
      { key: 'nationalId', kind: 'text', label: 'National ID Number', displayLabel: 'National ID number' },
      { key: 'nidName', kind: 'text', label: 'Name (as on NID)', displayLabel: 'Name (NID)' },
      { key: 'nidFathersName', kind: 'text', label: "Father's Name (as on NID)", displayLabel: "Father's name (NID)" },
      { key: 'nidMothersName', kind: 'text', label: "Mother's Name (as on NID)", displayLabel: "Mother's name (NID)" },
      { key: 'nidDob', kind: 'date', label: 'Date of Birth (as on NID)', displayLabel: 'Date of birth (NID)' },
      { key: 'nidCopy', kind: 'image', label: 'NID Copy', displayLabel: 'National ID' },
    ],
  },
  {
    title: 'Passport & Visa',
    displayTitle: 'Passport and visa',
    forms: ['passport'],
    fields: [
      { key: 'passportNumber', kind: 'text', label: 'Passport Number', displayLabel: 'Passport number' },
      { key: 'passportType', kind: 'text', label: 'Passport Type', displayLabel: 'Passport type' },
      { key: 'passportPlaceOfIssue', kind: 'text', label: 'Passport Place of Issue', displayLabel: 'Passport place of issue' },
      { key: 'passportExpiry', kind: 'date', label: 'Passport Expiry Date', displayLabel: 'Passport expiry date' },
      { key: 'visaType', kind: 'text', label: 'Visa Type', displayLabel: 'Visa type' },
      { key: 'visaExpiry', kind: 'date', label: 'Visa Expiry Date', displayLabel: 'Visa expiry date' },
    ],
  },
  {
    title: 'Family Details',
    displayTitle: 'Family',
    fields: [
      { key: 'spouseName', kind: 'text', label: 'Spouse Name (optional)', displayLabel: 'Spouse name', optional: true },
      { key: 'spouseOccupation', kind: 'text', label: 'Spouse Occupation (optional)', displayLabel: 'Spouse occupation', optional: true },
      { key: 'spouseAddress', kind: 'textarea', label: 'Spouse Address (optional)', displayLabel: 'Spouse address', optional: true },
      { key: 'children', kind: 'children', label: 'Children or dependants (below 21)', displayLabel: 'Children or dependants', optional: true },
    ],
  },
  {
    title: 'Golf Club Details (optional)',
    displayTitle: 'Golf',
    fields: [
      { key: 'golfClubMembership', kind: 'text', label: 'Golf Club Membership (optional)', displayLabel: 'Golf club membership', optional: true },
      { key: 'officialHandicap', kind: 'text', label: 'Official Handicap (optional)', displayLabel: 'Official handicap', optional: true },
    ],
  },
  {
    title: 'Photos',
    fields: [{ key: 'photo', kind: 'image', label: 'Passport-size Photo', displayLabel: 'Photo' }],
  },
  {
    title: 'Reference (For Civilians Only)',
    displayTitle: 'Reference',
    forms: ['civilian'],
    fields: [
      { key: 'proposerName', kind: 'text', label: 'Proposer Name', displayLabel: 'Proposer name' },
      { key: 'proposerMembership', kind: 'text', label: 'Proposer Membership Number', displayLabel: 'Proposer membership number' },
      { key: 'proposerClubName', kind: 'text', label: 'Proposer Club Name', displayLabel: 'Proposer club name' },
      { key: 'proposerSignature', kind: 'image', label: 'Proposer Signature', displayLabel: "Proposer's signature" },
    ],
  },
  {
    title: 'Create Your Account',
    displayTitle: 'Account',
    fields: [
      { key: 'firstName', kind: 'text', label: 'First Name', displayLabel: 'First name', autoComplete: 'given-name' },
      { key: 'lastName', kind: 'text', label: 'Last Name', displayLabel: 'Last name', autoComplete: 'family-name' },
      { key: 'email', kind: 'email', label: 'Email', autoComplete: 'email' },
    ],
  },
];

const allFields = applicationSections.flatMap((section) => section.fields);

export const displayLabelOf = (field: ApplicationField) => field.displayLabel ?? field.label;

/** The one field with this key; the page asks the category above the form with its label. */
export function applicationField(key: string): ApplicationField {
  const field = allFields.find((candidate) => candidate.key === key);
  if (!field) throw new Error(`No application field ${key}`);
  return field;
}

const askedIn = (form: ApplicationFormKind) => (item: AskedIn) => !item.forms || item.forms.includes(form);

/** One form's sections in order, each with the fields that form asks, labelled as it words them. */
export function formSections(form: ApplicationFormKind): ApplicationSection[] {
  return applicationSections
    .filter(askedIn(form))
    .map((section) => ({
      ...section,
      fields: section.fields.filter(askedIn(form)).map((field) => ({ ...field, label: field.labelIn?.[form] ?? field.label })),
    }))
    .filter((section) => section.fields.length > 0);
}

const documentFields = allFields.filter((field) => field.kind === 'image');
const documentKeys = new Set(documentFields.map((field) => field.key));

export interface ApplicationDocumentLink {
  key: string;
  /** How staff read it. */
  label: string;
  /** The link `POST /api/uploads` answered. */
  link: string;
}

/** The application's documents (its uploaded images) in the form's order. */
export function documentsOf(details: Record<string, unknown>): ApplicationDocumentLink[] {
  return documentFields.flatMap((field) => {
    const link = details[field.key];
    return typeof link === 'string' ? [{ key: field.key, label: displayLabelOf(field), link }] : [];
  });
}

/** The application without its documents: the answers the console and the Profile list. */
export function answersOf(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !documentKeys.has(key)));
}
