import { formatCalendarDate } from '../format/dates';
import type { Locale } from '../format/locale';
import { formatAmount, paisaOfTaka } from '../format/money';
import { applicationSections, displayLabelOf, type ApplicationFieldKind } from './application-fields';

/**
 * How people read a membership application (the member's Profile, the staff console): the
 * answers in the sections the forms ask them in, with the labels staff and members read. The
 * three forms share most fields, so one list covers them; a field a form does not have is
 * simply absent. Documents (image fields) are not answers: staff see them as images.
 */

export type FieldFormat = 'text' | 'date' | 'taka' | 'children';

export interface FieldLabel {
  key: string;
  label: string;
  format?: FieldFormat;
}

export interface FieldGroup {
  title: string;
  fields: FieldLabel[];
}

const formatOf: Partial<Record<ApplicationFieldKind, FieldFormat>> = { date: 'date', taka: 'taka', children: 'children' };

const knownKeys = new Set(applicationSections.flatMap((section) => section.fields.map((field) => field.key)));

/** The groups with the fields this application has; fields the description does not know (a newer form) come last under their own key. */
export function groupsFor(details: Record<string, unknown>): FieldGroup[] {
  const present = applicationSections
    .map((section) => ({
      title: section.displayTitle ?? section.title,
      fields: section.fields
        .filter((field) => field.kind !== 'image' && (field.key in details || field.optional))
        .map((field) => ({ key: field.key, label: displayLabelOf(field), format: formatOf[field.kind] })),
    }))
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

/** A date answer (`1990-04-12`, a birthday, an expiry) as "12 April 1990"; anything else as it came. */
export function formatAnswerDate(value: string, locale: Locale): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? formatCalendarDate(value, locale) : value;
}

/** A plain value as text; structured values (which no form sends today) as JSON rather than "[object Object]". */
export function formatValue(value: unknown, locale: Locale, format: FieldFormat = 'text'): string {
  if (format === 'date' && typeof value === 'string') return formatAnswerDate(value, locale);
  // The whole taka the applicant declared, under a label that says BDT (a fraction, which the form takes, was never shown).
  if (format === 'taka' && typeof value === 'number') return formatAmount(paisaOfTaka(Math.trunc(value)), locale, 'unless-zero');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

