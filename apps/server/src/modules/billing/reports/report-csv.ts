import { invoiceStatusLabels } from '@rgcc/shared/billing/account-constants';
import { documentKindLabels } from '@rgcc/shared/billing/billing-report-constants';
import { applicantCategories } from '@rgcc/shared/membership/membership';

/** The invoices' list as staff download it. */
export const documentCsvHeader = [
  'Number',
  'Kind',
  'Issued',
  'Due',
  'Status',
  'Member ID',
  'Name',
  'Before VAT (BDT)',
  'VAT (BDT)',
  'Total (BDT)',
  'Credited (BDT)',
  'Paid (BDT)',
  'Left to pay (BDT)',
  'Corrects',
] as const;
/** The headings and words of this CSV, each of which has its Bangla (apps/server/test/csv-words.test.ts). */
export const documentCsvWords = [...documentCsvHeader, ...Object.values(documentKindLabels), ...Object.values(invoiceStatusLabels)];

/** The receivables as staff download them. */
export const receivablesCsvHeader = ['Member ID', 'Name', 'Category', 'Current (BDT)', '1–30 days (BDT)', '31–60 days (BDT)', '61–90 days (BDT)', 'Over 90 days (BDT)', 'Total (BDT)'] as const;
/** The headings and words of this CSV, each of which has its Bangla (apps/server/test/csv-words.test.ts). */
export const receivablesCsvWords = [...receivablesCsvHeader, ...applicantCategories];
