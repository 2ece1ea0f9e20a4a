import type { LoaderFunctionArgs } from 'react-router';
import { readSignedIn } from '@/lib/page-data';
import { auditLogFilters } from '@rgcc/shared/audit/audit-log-constants';
import { listUrl, readListState, type ListState } from '@rgcc/shared/common/list-filters';
// Types only: the schema module would pull zod into the page's first load.
import type { AuditLogPage } from '@rgcc/shared/audit/audit-log';

export type AuditLogFilters = ListState<typeof auditLogFilters>;

export async function auditLogLoader(args: LoaderFunctionArgs) {
  const filters = readListState(auditLogFilters, new URL(args.request.url).searchParams);
  return { filters, log: await readSignedIn<AuditLogPage>(args, listUrl('/api/admin/audit-log', auditLogFilters, filters)) };
}
