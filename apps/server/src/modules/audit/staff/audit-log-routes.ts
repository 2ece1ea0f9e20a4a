import { auditLogPageSchema, auditLogQuerySchema } from '@rgcc/shared/audit/audit-log';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
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
        response: { 200: auditLogPageSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listAuditLog(db, await signedInAccount(db, request), request.query),
  );
}
