import { paymentListFilters, paymentStatuses } from './payment-constants';
import { listFilterSchema, listQuerySchema } from '../common/list-query';
import { pagedListSchema } from '../common/page-query';
import { z } from '../common/zod';

export const paymentsPageSize = 20;

export const paymentListFilterSchema = listFilterSchema(paymentListFilters);
export const paymentListQuerySchema = listQuerySchema(paymentListFilters);
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
