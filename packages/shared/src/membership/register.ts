import { applicantCategories } from './membership';
import { memberIdMessage } from './member-id';
import { emailSchema, mobileSchema } from './membership-application';
import { pastDate } from '../common/calendar-date';
import { text } from '../common/text';
import { z } from '../common/zod';

/**
 * The club's register: every member, whether they applied here, came in from the club's own
 * books by import, or were added by hand in the console. One schema checks a row of an imported
 * file and the console's "Add a member" form, with the same messages (decision 0031).
 */

/** The import file's columns, in the template's order (`GET /api/admin/members/import-template.csv`). */
export const registerColumns = ['memberId', 'firstName', 'lastName', 'category', 'email', 'mobile', 'joinedOn', 'status', 'handicapIndex', 'handicapAsOf'] as const;
export type RegisterColumn = (typeof registerColumns)[number];
export const requiredRegisterColumns = registerColumns.filter((column) => !['memberId', 'handicapIndex', 'handicapAsOf'].includes(column));

export const registerStatuses = ['active', 'suspended'] as const;
export type RegisterStatus = (typeof registerStatuses)[number];

/** WHS: a Handicap Index is at most 54.0; the best players' are "plus" figures, written here below zero. */
export const handicapIndexRange = { min: -10, max: 54 } as const;

export const registerMessages = {
  memberId: memberIdMessage,
  firstName: 'First name is required',
  lastName: 'Last name is required',
  category: `Category must be one of: ${applicantCategories.join(', ')}`,
  joinedOn: 'Joined on is required, as YYYY-MM-DD',
  status: 'Status must be active or suspended',
  handicapIndex: 'Handicap index must be a number from -10.0 to 54.0, with at most one decimal',
  handicapAsOf: 'Handicap as of is required with a handicap index, as YYYY-MM-DD',
  handicapAsOfAlone: 'Handicap as of is given only with a handicap index',
} as const;

const name = (message: string) => text({ error: message }).trim().min(1, message).max(100, 'At most 100 characters');
const handicapPattern = /^-?\d{1,2}(\.\d)?$/;
/** Blank optional cells are `''` in a file and in a form alike. */
const optionalText = text().trim().default('');

export const registerEntrySchema = z
  .object({
    /** Blank: the next number of the club's sequence. */
    memberId: optionalText.pipe(z.union([z.literal(''), text().toUpperCase().regex(/^M-\d{4,9}$/, memberIdMessage)])),
    firstName: name(registerMessages.firstName),
    lastName: name(registerMessages.lastName),
    category: text({ error: registerMessages.category }).trim().pipe(z.enum(applicantCategories, { error: registerMessages.category })),
    email: emailSchema,
    mobile: mobileSchema,
    joinedOn: pastDate(registerMessages.joinedOn, 'Joined on'),
    status: text({ error: registerMessages.status }).trim().toLowerCase().pipe(z.enum(registerStatuses, { error: registerMessages.status })),
    handicapIndex: optionalText.refine(
      (value) => value === '' || (handicapPattern.test(value) && Number(value) >= handicapIndexRange.min && Number(value) <= handicapIndexRange.max),
      registerMessages.handicapIndex,
    ),
    handicapAsOf: optionalText.pipe(z.union([z.literal(''), pastDate(registerMessages.handicapAsOf, 'Handicap as of')])),
  })
  .superRefine((entry, context) => {
    if (entry.handicapIndex !== '' && entry.handicapAsOf === '') context.addIssue({ code: 'custom', path: ['handicapAsOf'], message: registerMessages.handicapAsOf });
    if (entry.handicapIndex === '' && entry.handicapAsOf !== '') context.addIssue({ code: 'custom', path: ['handicapAsOf'], message: registerMessages.handicapAsOfAlone });
  });
export type RegisterEntryInput = z.input<typeof registerEntrySchema>;
export type RegisterEntry = z.infer<typeof registerEntrySchema>;

/** One problem of an imported file: `line` counts the header as line 1. */
export const importErrorSchema = z.object({ line: z.number(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/** `POST /api/admin/members/imports`: the preview; nothing is written to the register. */
export const importPreviewSchema = z.object({
  id: z.number(),
  rows: z.number(),
  valid: z.number(),
  /** Of the valid rows, those the register already holds as they are. */
  unchanged: z.number(),
  errors: z.array(importErrorSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `POST /api/admin/members/imports/{id}/commit`. */
export const importCommitSchema = z.object({ created: z.number(), unchanged: z.number(), message: z.string() });
export type ImportCommit = z.infer<typeof importCommitSchema>;

/** The largest file staff may upload, and how many errors a preview lists before it stops. */
export const importMaxBytes = 10 * 1024 * 1024;
export const importErrorsListed = 1000;

export const importFileMessages = {
  missing: 'Choose a CSV or Excel (.xlsx) file to import.',
  empty: 'The file is empty.',
  noRows: 'The file has a header but no members.',
  type: 'The file must be CSV (.csv) or Excel (.xlsx).',
  tooLarge: 'The file is larger than 10 MB.',
  unreadable: 'The file could not be read as CSV or Excel (.xlsx).',
  missingColumns: (columns: string[]) => `The header lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}.`,
} as const;
