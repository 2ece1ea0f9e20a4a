import { formatBangladeshiNumber } from '../format/number';
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

