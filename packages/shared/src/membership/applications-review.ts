import { listQuerySchema } from '../common/list-query';
import { applicationListFilters, type ApplicationStatus } from './application-statuses';
import { text } from '../common/text';
import { z } from '../common/zod';

export const applicationsPageSize = 20;
export const rejectionReasonRequiredMessage = 'A reason is required to reject an application.';

/** The staff list's search, filters and page, as query parameters. */
export const applicationListQuerySchema = listQuerySchema(applicationListFilters);
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export interface ApplicationSummary {
  id: number;
  name: string;
  email: string;
  category: string;
  membershipType: string;
  status: ApplicationStatus;
  createdAt: string;
}

export interface ApplicationList {
  items: ApplicationSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ApplicationDocument {
  field: string;
  label: string;
  /** Served only to staff, through their session. */
  url: string;
}

export interface AuditEntry {
  action: string;
  actor: string | null;
  detail: string | null;
  at: string;
}

export interface ApplicationDetail extends ApplicationSummary {
  /** Every field as the applicant sent it (image fields are listed under `documents`). */
  details: Record<string, unknown>;
  documents: ApplicationDocument[];
  emailVerifiedAt: string | null;
  decidedAt: string | null;
  rejectionReason: string | null;
  memberId: string | null;
  /** The approved member's account (their page in the console) and whether the fee is paid. */
  member: { id: number; paid: boolean } | null;
  audit: AuditEntry[];
}

export const rejectApplicationSchema = z.object({
  reason: text({ error: rejectionReasonRequiredMessage }).trim().min(1, rejectionReasonRequiredMessage).max(1000, 'The reason is limited to 1000 characters'),
});
export type RejectApplicationInput = z.infer<typeof rejectApplicationSchema>;
