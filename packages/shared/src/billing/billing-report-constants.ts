import { choiceFilter, dateFilter, monthFilter, searchFilter } from '../common/list-filters';
import { invoiceStatuses, invoiceStatusLabels, type DocumentKind } from './account-constants';

/**
 * The console's Billing reports (runs, invoices, aged receivables, members to suspend, the VAT
 * register), free of zod: their labels, filters, page sizes and
 * messages, for pages that must not load a schema first. `billing-reports.ts` holds the shapes.
 */

/** How a document is called in lists and files. */
export const documentKindLabels: Record<DocumentKind, string> = { invoice: 'Invoice', credit_note: 'Credit note', opening_balance: 'Balance brought forward' };

/** The Invoices list's search and filters (the month is that of issue at the club), newest first. */
export const invoiceListFilters = {
  q: searchFilter('Search by number, member ID or name'),
  status: choiceFilter('Status', invoiceStatuses, { any: 'Any status', optionLabels: invoiceStatusLabels, unknown: 'Unknown status' }),
  month: monthFilter('Month issued'),
};

/** The aged receivables' day (today at the club unless chosen) and the VAT register's month (the current one unless chosen). */
export const receivablesFilters = { on: dateFilter('Aged on') };
export const vatRegisterFilters = { month: monthFilter('Month') };

export const invoicesPageSize = 20;
export const billingRunsPageSize = 24;
export const receivablesPageSize = 50;
export const vatRegisterPageSize = 50;

/**
 * Aged receivables: what is left to pay of open bills, by days past their due date on a day. A
 * bill due that day or later is current. Each bucket is a field of a row (`…Paisa`), in order.
 */
export const agingBuckets = [
  { field: 'currentPaisa', label: 'Current', fromDays: Number.NEGATIVE_INFINITY },
  { field: 'days1To30Paisa', label: '1–30 days', fromDays: 1 },
  { field: 'days31To60Paisa', label: '31–60 days', fromDays: 31 },
  { field: 'days61To90Paisa', label: '61–90 days', fromDays: 61 },
  { field: 'over90Paisa', label: 'Over 90 days', fromDays: 91 },
] as const;
export type AgingField = (typeof agingBuckets)[number]['field'];

/** The bucket a bill falls in, by the days past its due date (0 or less: not yet due). */
export const agingBucketOf = (daysPastDue: number): AgingField => [...agingBuckets].reverse().find((bucket) => daysPastDue >= bucket.fromDays)!.field;

export const billingReportMessages = {
  onNotADay: 'The day must be a date, as YYYY-MM-DD.',
  receivablesInThePast: 'Receivables are of the bills open now: choose today or a later day.',
  monthNotAMonth: 'The month must be a month, as YYYY-MM.',
  confirmRun: (month: string) => `Issue this month's invoices (${month}) to every member listed? A second run of the month issues only what is new.`,
} as const;
