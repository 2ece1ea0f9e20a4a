import { listFilterSchema, listQuerySchema } from '../common/list-query';
import { pagedListSchema, pageQuery } from '../common/page-query';
import { text } from '../common/text';
import { z } from '../common/zod';
import { isCalendarDate, isoDatePattern } from '../format/club-date';
import { documentKinds, invoiceStatuses } from './account-constants';
import { billingReportMessages, invoiceListFilters } from './billing-report-constants';
import { monthPattern } from './fiscal-year';

/** The console's Billing reports and the statement of an account: the API's shapes (docs/money.md). */

/** A club day as a query gives it, `YYYY-MM-DD`, a real one; blank or absent is not given. */
const clubDay = (message: string) =>
  text()
    .trim()
    .refine((value) => value === '' || (isoDatePattern.test(value) && isCalendarDate(value)), message)
    .transform((value) => value || undefined)
    .optional();

/** `GET /api/admin/billing/runs`: past runs, newest first. */
export const billingRunListQuerySchema = z.object({ page: pageQuery });
export const billingRunSummarySchema = z.object({
  id: z.number(),
  period: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** The member of staff who started it; null: the scheduler. */
  startedBy: z.string().nullable(),
  invoicesIssued: z.number(),
  totalPaisa: z.number(),
});
export type BillingRunSummary = z.infer<typeof billingRunSummarySchema>;
export const billingRunPageSchema = pagedListSchema(billingRunSummarySchema);
export type BillingRunPage = z.infer<typeof billingRunPageSchema>;

/** `GET /api/admin/billing/invoices`: every document, newest first. */
export const invoiceListFilterSchema = listFilterSchema(invoiceListFilters);
export const invoiceListQuerySchema = listQuerySchema(invoiceListFilters);
export type InvoiceListFilter = z.infer<typeof invoiceListFilterSchema>;
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const documentSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(documentKinds),
  number: z.string(),
  issuedAt: z.string(),
  /** Bills only. */
  dueOn: z.string().nullable(),
  status: z.enum(invoiceStatuses).nullable(),
  memberId: z.string(),
  name: z.string(),
  netPaisa: z.number(),
  taxPaisa: z.number(),
  totalPaisa: z.number(),
  creditedPaisa: z.number(),
  paidPaisa: z.number(),
  /** What is left to pay of a bill; null for a credit note. */
  leftPaisa: z.number().nullable(),
  /** A credit note: the number of the invoice it corrects. */
  corrects: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
export const documentPageSchema = pagedListSchema(documentSummarySchema).extend({
  /** Over every document the filter finds (not just this page): the sum of totals, and what is left to pay. */
  totalPaisa: z.number(),
  leftPaisa: z.number(),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

/** `GET /api/admin/billing/receivables?on=`: the day the bills are aged on, today at the club unless given (never earlier). */
export const receivablesFilterSchema = z.object({ on: clubDay(billingReportMessages.onNotADay) });
export const receivablesQuerySchema = receivablesFilterSchema.extend({ page: pageQuery });
export type ReceivablesFilter = z.infer<typeof receivablesFilterSchema>;
export type ReceivablesQuery = z.infer<typeof receivablesQuerySchema>;

const buckets = {
  currentPaisa: z.number(),
  days1To30Paisa: z.number(),
  days31To60Paisa: z.number(),
  days61To90Paisa: z.number(),
  over90Paisa: z.number(),
  totalPaisa: z.number(),
};
export const receivableRowSchema = z.object({ memberId: z.string(), name: z.string(), category: z.string(), ...buckets });
export type ReceivableRow = z.infer<typeof receivableRowSchema>;
export const receivablesSchema = pagedListSchema(receivableRowSchema).extend({
  on: z.string(),
  /** Each bucket over every member owing (not just this page), and how many members owe. */
  totals: z.object({ members: z.number(), ...buckets }),
});
export type Receivables = z.infer<typeof receivablesSchema>;

/** `GET /api/admin/billing/members-to-suspend`: whose oldest unpaid bill is past the suspension rule's months. */
export const memberToSuspendSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  category: z.string(),
  oldestUnpaidDueOn: z.string(),
  /** Left to pay of their open bills, and of those the part past due. */
  owedPaisa: z.number(),
  overduePaisa: z.number(),
});
export type MemberToSuspend = z.infer<typeof memberToSuspendSchema>;
export const membersToSuspendSchema = z.object({ on: z.string(), suspendAfterMonths: z.number(), members: z.array(memberToSuspendSchema) });
export type MembersToSuspend = z.infer<typeof membersToSuspendSchema>;

/** `GET /api/admin/billing/vat-register?month=`: the current month at the club unless given. */
const registerMonth = z.object({ month: text().trim().regex(monthPattern, billingReportMessages.monthNotAMonth).optional() });
export const vatRegisterFilterSchema = registerMonth;
export const vatRegisterQuerySchema = registerMonth.extend({ page: pageQuery });
export type VatRegisterQuery = z.infer<typeof vatRegisterQuerySchema>;

/** Value before VAT and VAT at one rate (basis points: 15 % is 1500). */
export const rateSumsSchema = z.object({ rateBasisPoints: z.number(), netPaisa: z.number(), taxPaisa: z.number() });
export type RateSums = z.infer<typeof rateSumsSchema>;
export const vatRegisterRowSchema = z.object({
  id: z.number(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  memberId: z.string(),
  name: z.string(),
  netPaisa: z.number(),
  taxPaisa: z.number(),
  totalPaisa: z.number(),
  /** One per rate its lines have, highest rate first. */
  byRate: z.array(rateSumsSchema),
});
export type VatRegisterRow = z.infer<typeof vatRegisterRowSchema>;
export const vatRegisterSchema = pagedListSchema(vatRegisterRowSchema).extend({
  month: z.string(),
  /** Every rate of the month's lines, highest first: a column each. */
  rates: z.array(z.number()),
  /** Over every document of the month (not just this page). */
  totals: z.object({ documents: z.number(), netPaisa: z.number(), taxPaisa: z.number(), totalPaisa: z.number(), byRate: z.array(rateSumsSchema) }),
});
export type VatRegister = z.infer<typeof vatRegisterSchema>;
