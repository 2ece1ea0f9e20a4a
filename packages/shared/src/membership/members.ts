import { memberListFilters, memberStatuses, suspensionReasonRequiredMessage } from './member-constants';
import { listFilterSchema, listQuerySchema } from '../common/list-query';
import { paymentStatuses } from '../billing/payment-constants';
import { text } from '../common/text';
import { pagedListSchema } from '../common/page-query';
import { z } from '../common/zod';

export const membersPageSize = 20;

export const memberListFilterSchema = listFilterSchema(memberListFilters);
export const memberListQuerySchema = listQuerySchema(memberListFilters);
export type MemberListFilter = z.infer<typeof memberListFilterSchema>;
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const memberSummarySchema = z.object({
  id: z.number(),
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  category: z.string(),
  status: z.enum(memberStatuses),
  paid: z.boolean(),
  joinedAt: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberPageSchema = pagedListSchema(memberSummarySchema);
export type MemberPage = z.infer<typeof memberPageSchema>;

export const memberPaymentSchema = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  provider: z.string(),
  amountPaisa: z.number(),
  status: z.enum(paymentStatuses),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  trxId: z.string().nullable(),
});

export const memberDetailSchema = memberSummarySchema.extend({
  applicationId: z.number(),
  membershipType: z.string(),
  mobile: z.string(),
  mustChangePassword: z.boolean(),
  suspensionReason: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  payments: z.array(memberPaymentSchema),
  signIns: z.array(z.string()),
  audit: z.array(z.object({ action: z.string(), actor: z.string().nullable(), detail: z.string().nullable(), at: z.string() })),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const suspendMemberSchema = z.object({
  reason: text({ error: suspensionReasonRequiredMessage }).trim().min(1, suspensionReasonRequiredMessage).max(1000, 'The reason is limited to 1000 characters'),
});
export type SuspendMemberInput = z.infer<typeof suspendMemberSchema>;
