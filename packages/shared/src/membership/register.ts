import { applicantCategories } from './membership';
import { memberIdMessage } from './member-id';
import { memberIdPattern } from './member-id-pattern';
import { handicapIndexRange, registerMessages, registerStatuses } from './register-constants';

import { emailSchema, mobileSchema } from './membership-application';
import { pastDate } from '../common/calendar-date';
import { text } from '../common/text';
import { z } from '../common/zod';

/**
 * The club's register: every member, whether they applied here, came in from the club's own
 * books by import, or were added by hand in the console. One schema checks a row of an imported
 * file and the console's "Add a member" form, with the same messages (decision 0032).
 */

const name = (message: string) => text({ error: message }).trim().min(1, message).max(100, 'At most 100 characters');
const handicapPattern = /^-?\d{1,2}(\.\d)?$/;
/** Blank optional cells are `''` in a file and in a form alike. */
const optionalText = text().trim().default('');

export const registerEntrySchema = z
  .object({
    /** Blank: the next number of the club's sequence. */
    memberId: optionalText.pipe(z.union([z.literal(''), text().toUpperCase().regex(memberIdPattern, memberIdMessage)])),
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

/** `GET /api/admin/members/imports`: the recent files, newest first, and how many of each import's members are invited. */
export const memberImportSummarySchema = z.object({
  id: z.number(),
  fileName: z.string(),
  createdAt: z.string(),
  by: z.string().nullable(),
  rows: z.number(),
  errors: z.number(),
  committedAt: z.string().nullable(),
  created: z.number().nullable(),
  unchanged: z.number().nullable(),
  /** Of the members it brought in: invited so far, and those who have chosen a password. */
  invited: z.number(),
  signedUp: z.number(),
});
export type MemberImportSummary = z.infer<typeof memberImportSummarySchema>;

