import type { AppInstance } from '../../http/app-instance';
import { auditRoutes } from './staff/audit-log-routes';

/** The audit log of every change staff make. */
export async function auditAreaRoutes(app: AppInstance) {
  await app.register(auditRoutes);
}
