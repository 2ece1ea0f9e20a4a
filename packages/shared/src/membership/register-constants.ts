import { applicantCategories } from './membership';

/**
 * The register's columns, statuses and messages, free of zod: the console's import and
 * add-member pages read them on first load; `register.ts` holds the schema that uses them.
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
  firstName: 'First name is required',
  lastName: 'Last name is required',
  category: `Category must be one of: ${applicantCategories.join(', ')}`,
  joinedOn: 'Joined on is required, as YYYY-MM-DD',
  status: 'Status must be active or suspended',
  handicapIndex: 'Handicap index must be a number from -10.0 to 54.0, with at most one decimal',
  handicapAsOf: 'Handicap as of is required with a handicap index, as YYYY-MM-DD',
  handicapAsOfAlone: 'Handicap as of is given only with a handicap index',
} as const;

export const recentImportsShown = 20;

/** The largest file staff may upload. */
export const importMaxBytes = 10 * 1024 * 1024;

export const importFileMessages = {
  missing: 'Choose a CSV or Excel (.xlsx) file to import.',
  empty: 'The file is empty.',
  noRows: 'The file has a header but no members.',
  type: 'The file must be CSV (.csv) or Excel (.xlsx).',
  tooLarge: 'The file is larger than 10 MB.',
  unreadable: 'The file could not be read as CSV or Excel (.xlsx).',
  missingColumns: (columns: string[]) => `The header lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}.`,
} as const;
