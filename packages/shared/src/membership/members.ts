import { memberListFilters, memberStatuses, suspensionReasonRequiredMessage } from './member-constants';
import { listFilterSchema, listQuerySchema } from '../common/list-query';
import { paymentStatuses } from '../billing/payment-constants';
import { text } from '../common/text';
import { handicapRecordSchema, memberContactSchema } from './member-area';
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
  /** The club's calendar day, YYYY-MM-DD. */
  joinedOn: z.string(),
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
  /** Null for a member who came in by import or by hand. */
  applicationId: z.number().nullable(),
  membershipType: z.string().nullable(),
  ...memberContactSchema.shape,
  handicap: handicapRecordSchema.nullable(),
  /** When the link to choose a password was last mailed, and whether they have chosen one. */
  invitedAt: z.string().nullable(),
  hasPassword: z.boolean(),
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
