import { paymentStatusLabels } from '@rgcc/shared/billing/payment-constants';

/** The payments' list as staff download it. */
export const paymentCsvHeader = ['Invoice', 'Created', 'Status', 'Amount (BDT)', 'Receipt', 'Member ID', 'Name', 'Email', 'Provider'] as const;
/** The headings and words of this CSV, each of which has its Bangla (apps/server/test/csv-words.test.ts). */
export const paymentCsvWords = [...paymentCsvHeader, ...Object.values(paymentStatusLabels)];
