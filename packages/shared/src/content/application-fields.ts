import { formatBangladeshiNumber } from '../format/number';

/**
 * How people read a membership application (the member's Profile, the staff console): the
 * fields in the groups the forms ask them in, with human labels. The three forms share most
 * fields, so one table covers them; a field a form does not have is simply absent.
 */

export type FieldFormat = 'text' | 'date' | 'taka' | 'children';

export interface FieldLabel {
  key: string;
  label: string;
  format?: FieldFormat;
  /** Every form has it but it is optional: shown as not given rather than left out, so staff see it was asked. */
  optional?: boolean;
}

export interface FieldGroup {
  title: string;
  fields: FieldLabel[];
}

export const fieldGroups: FieldGroup[] = [
  {
    title: 'Membership',
    fields: [
      { key: 'category', label: 'Applicant category' },
      { key: 'membershipType', label: 'Type of membership' },
    ],
  },
  {
    title: 'Personal information',
    fields: [
      { key: 'nameEnglish', label: 'Name (English)' },
      { key: 'fatherOrHusbandName', label: "Father's or husband's name" },
      { key: 'rank', label: 'Rank' },
      { key: 'baNumber', label: 'BA number' },
      { key: 'nationality', label: 'Nationality' },
      { key: 'occupation', label: 'Occupation' },
      { key: 'bloodGroup', label: 'Blood group' },
      { key: 'mobile', label: 'Mobile number' },
      { key: 'officialAddress', label: 'Official address' },
      { key: 'presentAddress', label: 'Present address' },
      { key: 'permanentAddress', label: 'Permanent address' },
    ],
  },
  {
    title: 'Income',
    fields: [{ key: 'monthlyIncome', label: 'Monthly income (BDT)', format: 'taka' }],
  },
  {
    title: 'National ID',
    fields: [
      { key: 'nationalId', label: 'National ID number' },
      { key: 'nidName', label: 'Name (NID)' },
      { key: 'nidFathersName', label: "Father's name (NID)" },
      { key: 'nidMothersName', label: "Mother's name (NID)" },
      { key: 'nidDob', label: 'Date of birth (NID)', format: 'date' },
    ],
  },
  {
    title: 'Passport and visa',
    fields: [
      { key: 'passportNumber', label: 'Passport number' },
      { key: 'passportType', label: 'Passport type' },
      { key: 'passportPlaceOfIssue', label: 'Passport place of issue' },
      { key: 'passportExpiry', label: 'Passport expiry date', format: 'date' },
      { key: 'visaType', label: 'Visa type' },
      { key: 'visaExpiry', label: 'Visa expiry date', format: 'date' },
    ],
  },
  {
    title: 'Family',
    fields: [
      { key: 'spouseName', label: 'Spouse name', optional: true },
      { key: 'spouseOccupation', label: 'Spouse occupation', optional: true },
      { key: 'spouseAddress', label: 'Spouse address', optional: true },
      { key: 'children', label: 'Children or dependants', format: 'children', optional: true },
    ],
  },
  {
    title: 'Golf',
    fields: [
      { key: 'golfClubMembership', label: 'Golf club membership', optional: true },
      { key: 'officialHandicap', label: 'Official handicap', optional: true },
    ],
  },
  {
    title: 'Reference',
    fields: [
      { key: 'proposerName', label: 'Proposer name' },
      { key: 'proposerMembership', label: 'Proposer membership number' },
      { key: 'proposerClubName', label: 'Proposer club name' },
    ],
  },
  {
    title: 'Account',
    fields: [
      { key: 'firstName', label: 'First name' },
      { key: 'lastName', label: 'Last name' },
      { key: 'email', label: 'Email' },
    ],
  },
];

const knownKeys = new Set(fieldGroups.flatMap((group) => group.fields.map((field) => field.key)));

/** The groups with the fields this application has; fields no group knows (a newer form) come last under their own key. */
export function groupsFor(details: Record<string, unknown>): FieldGroup[] {
  const present = fieldGroups
    .map((group) => ({ ...group, fields: group.fields.filter((field) => field.key in details || field.optional) }))
    .filter((group) => group.fields.length > 0);
  const unknown = Object.keys(details).filter((key) => !knownKeys.has(key));
  return unknown.length ? [...present, { title: 'Other details', fields: unknown.map((key) => ({ key, label: key })) }] : present;
}

export interface ChildEntry {
  name?: string;
  dob?: string;
  gender?: string;
}

export const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

// Date-only values (a birthday, an expiry) are calendar dates, not instants: read in UTC so no time zone moves them a day.
const calendarDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** `1990-04-12` as "12 April 1990"; anything else as it came. */
export function formatCalendarDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? calendarDate.format(date) : value;
}

/** A plain value as text; structured values (which no form sends today) as JSON rather than "[object Object]". */
export function formatValue(value: unknown, format: FieldFormat = 'text'): string {
  if (format === 'date' && typeof value === 'string') return formatCalendarDate(value);
  if (format === 'taka' && typeof value === 'number') return formatBangladeshiNumber(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

