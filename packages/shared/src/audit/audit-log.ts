import { listQuerySchema } from '../common/list-query';
import { auditEntityTypes, auditLogFilters, type AuditEntityType } from './audit-log-constants';
import { pagedListSchema } from '../common/page-query';
import { z } from '../common/zod';

export const auditLogPageSize = 50;

/** The audit log's search: who, what, and between which days at the club; newest first. */
export const auditLogQuerySchema = listQuerySchema(auditLogFilters);
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
