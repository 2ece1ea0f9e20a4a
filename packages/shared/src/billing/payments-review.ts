import { paymentStatuses, type PaymentStatus } from './payments';
import { optionalDate } from '../common/calendar-date';
import { pageQuery, pagedListSchema, searchQuery } from '../common/page-query';
import { z } from '../common/zod';

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  executing: 'Executing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const paymentsPageSize = 20;

/** The Payments list's filters: status, and created between days at the club; newest first. */
export const paymentListFilterSchema = z.object({
  q: searchQuery,
  status: z.enum(paymentStatuses, { error: 'Unknown status' }).optional(),
  from: optionalDate('From').optional(),
  to: optionalDate('To').optional(),
});
export const paymentListQuerySchema = paymentListFilterSchema.extend({ page: pageQuery });
export type PaymentListFilter = z.infer<typeof paymentListFilterSchema>;
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const paymentSummarySchema = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  provider: z.string(),
  amountPaisa: z.number(),
  status: z.enum(paymentStatuses),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  member: z.object({ id: z.number(), memberId: z.string().nullable(), name: z.string().nullable(), email: z.string() }),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const paymentPageSchema = pagedListSchema(paymentSummarySchema).extend({
  /** The completed payments among all those the filter finds (not just this page). */
  completed: z.object({ count: z.number(), amountPaisa: z.number() }),
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;
