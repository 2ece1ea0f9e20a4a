import { auditEntityTypes, type AuditEntityType } from './audit-log-constants';
import { optionalDate } from '../common/calendar-date';
import { text } from '../common/text';
import { pageQuery, pagedListSchema } from '../common/page-query';
import { z } from '../common/zod';

export const auditLogPageSize = 50;

/** The audit log's search: who, what, and between which days at the club; newest first. */
export const auditLogQuerySchema = z.object({
  actor: text().trim().max(100, 'The actor search is limited to 100 characters').optional(),
  entityType: z.enum(auditEntityTypes, { error: 'Unknown kind of entry' }).optional(),
  entityId: text().trim().max(40, 'The id is limited to 40 characters').optional(),
  from: optionalDate('From').optional(),
  to: optionalDate('To').optional(),
  page: pageQuery,
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  entityType: z.enum(auditEntityTypes),
  entityId: z.string().nullable(),
  detail: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema> & { entityType: AuditEntityType };

export const auditLogPageSchema = pagedListSchema(auditLogEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
