import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { auditLogPageSchema, auditLogQuerySchema } from '@rgcc/shared/audit/audit-log';
import type { AppInstance } from '../../../http/app-instance';
import { requireSignedIn, staffRequired } from '../../../http/current-account';
import { listAuditLog } from '../service';

/** The audit log, read-only for everyone: there is no endpoint that changes it. */
export async function auditRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Audit log'));

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        summary: 'Staff (admin): the audit log, newest first, 50 a page, searched by actor, entity and days',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listAuditLog(db, (await requireSignedIn(db, request)).account, request.query),
  );
}
