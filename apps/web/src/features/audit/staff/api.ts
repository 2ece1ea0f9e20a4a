import type { LoaderFunctionArgs } from 'react-router';
import { readSignedIn } from '@/lib/page-data';
import { auditEntityTypes, type AuditEntityType } from '@rgcc/shared/audit/audit-log-constants';
import { isCalendarDate } from '@rgcc/shared/format/club-date';
// Types only: the schema module would pull zod into the page's first load.
import type { AuditLogPage } from '@rgcc/shared/audit/audit-log';

export interface AuditLogFilters {
  actor: string;
  entityType: AuditEntityType | '';
  entityId: string;
  from: string;
  to: string;
  page: number;
}

const isEntityType = (value: string | null): value is AuditEntityType => (auditEntityTypes as readonly (string | null)[]).includes(value);
const dateOrBlank = (value: string | null) => (value && isCalendarDate(value) ? value : '');

/** The search as the URL keeps it; a hand-edited value the API would refuse falls back to "any". */
function filtersFrom(params: URLSearchParams): AuditLogFilters {
  const entityType = params.get('entityType');
  const page = Number(params.get('page'));
  return {
    actor: (params.get('actor') ?? '').trim().slice(0, 100),
    entityType: isEntityType(entityType) ? entityType : '',
    entityId: (params.get('entityId') ?? '').trim().slice(0, 40),
    from: dateOrBlank(params.get('from')),
    to: dateOrBlank(params.get('to')),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Only what is set, so the URL stays short and the API gets the same search. */
export function paramsFrom(filters: AuditLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value && !(key === 'page' && value === 1)) params.set(key, String(value));
  return params;
}

export async function auditLogLoader(args: LoaderFunctionArgs) {
  const filters = filtersFrom(new URL(args.request.url).searchParams);
  const query = paramsFrom(filters).toString();
  return { filters, log: await readSignedIn<AuditLogPage>(args, `/api/admin/audit-log${query ? `?${query}` : ''}`) };
}
