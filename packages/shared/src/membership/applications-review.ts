import { listQuerySchema } from '../common/list-query';
import { applicationListFilters, applicationStatuses } from './application-statuses';
import { text } from '../common/text';
import { pagedListSchema } from '../common/page-query';
import { messageReplySchema } from '../common/message-reply';
import { z } from '../common/zod';
import { entranceInstalments, entranceInstalmentsMessage } from '../billing/account-constants';

export const applicationsPageSize = 20;
export const rejectionReasonRequiredMessage = 'A reason is required to reject an application.';

/** The staff list's search, filters and page, as query parameters. */
export const applicationListQuerySchema = listQuerySchema(applicationListFilters);
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const applicationSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  category: z.string(),
  membershipType: z.string(),
  status: z.enum(applicationStatuses),
  createdAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** `GET /api/admin/applications`: a page of the list. */
export const applicationListSchema = pagedListSchema(applicationSummarySchema);
export type ApplicationList = z.infer<typeof applicationListSchema>;

/** `GET /api/admin/applications/{id}`: the application with every field, its documents and its audit trail. */
export const applicationDetailSchema = applicationSummarySchema.extend({
  /** Every field as the applicant sent it (image fields are listed under `documents`). */
  details: z.record(z.string(), z.unknown()),
  /** `url`: served only to staff, through their session. */
  documents: z.array(z.object({ field: z.string(), label: z.string(), url: z.string() })),
  emailVerifiedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  memberId: z.string().nullable(),
  /** The approved member's account (their page in the console) and whether the fee is paid. */
  member: z.object({ id: z.number(), paid: z.boolean() }).nullable(),
  audit: z.array(z.object({ action: z.string(), actor: z.string().nullable(), detail: z.string().nullable(), at: z.string() })),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** `POST /api/admin/applications/{id}/approve`: the new member's ID. */
export const applicationApprovedSchema = messageReplySchema.extend({ memberId: z.string() });
export type ApplicationApproved = z.infer<typeof applicationApprovedSchema>;

/**
 * `POST /api/admin/applications/{id}/approve`: how the entrance fee is paid, in full (1, also when
 * the body is empty, as before) or in 2 to 12 monthly instalments.
 */
export const approveApplicationSchema = z
  .object({
    entranceInstalments: z
      .int({ error: entranceInstalmentsMessage })
      .min(entranceInstalments.min, entranceInstalmentsMessage)
      .max(entranceInstalments.max, entranceInstalmentsMessage)
      .optional(),
  })
  .nullish();
export type ApproveApplicationInput = z.infer<typeof approveApplicationSchema>;

export const rejectApplicationSchema = z.object({
  reason: text({ error: rejectionReasonRequiredMessage }).trim().min(1, rejectionReasonRequiredMessage).max(1000, 'The reason is limited to 1000 characters'),
});
export type RejectApplicationInput = z.infer<typeof rejectApplicationSchema>;
