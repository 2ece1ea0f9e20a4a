import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager, pageCount } from '@/components/ui/pager';
import { EmptyList, ListTable } from '@/components/ui/list-table';
import { auditEntityLabels, auditLogFilters } from '@rgcc/shared/audit/audit-log-constants';
import { listParams } from '@rgcc/shared/common/list-filters';
import type { AuditLogEntry } from '@rgcc/shared/audit/audit-log';
import type { auditLogLoader } from './api';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { formatNumber } from '@rgcc/shared/format/number';
import { useLocale } from '@/lib/use-locale';

/** `/admin/audit-log`: what staff changed, newest first; nobody can change the log itself. */
export function AuditLogPage() {
  const locale = useLocale();
  const { filters, log } = useLoaderData<typeof auditLogLoader>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/admin/audit-log';
  const pages = pageCount(log.total, log.pageSize);
  return (
    <>
      <PageHeader title="Audit log" eyebrow="Staff console" inConsole>
        Every change staff made, who made it and when, with the thing before and after.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <FilterBar label="Audit log" filters={auditLogFilters} state={filters} columns="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]" />
          <p role="status" className="text-sm font-semibold text-fairway-800">
            {log.total === 1 ? '1 entry' : `${formatNumber(log.total, locale)} entries`}
          </p>
          {log.items.length === 0 ? (
            <EmptyList>No entries match.</EmptyList>
          ) : (
            <ListTable id="audit-caption" caption={`Audit log, newest first, page ${log.page} of ${pages}`} headings={['When', 'Who', 'What', 'Which', 'Change']} widthClass="min-w-[48rem]" busy={busy}>
                  {log.items.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
            </ListTable>
          )}
          <Pager page={log.page} total={log.total} pageSize={log.pageSize} onPage={(page) => setSearchParams(listParams(auditLogFilters, { ...filters, page }))} />
        </div>
      </Section>
    </>
  );
}

function AuditRow({ entry }: { entry: AuditLogEntry }) {
  const locale = useLocale();
  const changed = entry.before !== null || entry.after !== null;
  return (
    <tr className="align-top">
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={entry.at}>{formatClubDateTime(entry.at, locale)}</time>
      </td>
      <td className="px-4 py-3">{entry.actor ?? 'A deleted account'}</td>
      <th scope="row" className="px-4 py-3 font-semibold">
        <code>{entry.action}</code>
        {entry.detail && <p className="mt-1 font-normal text-ink-muted">{entry.detail}</p>}
      </th>
      <td className="px-4 py-3 whitespace-nowrap">
        {auditEntityLabels[entry.entityType]}
        {entry.entityId && ` ${entry.entityId}`}
      </td>
      <td className="px-4 py-3">
        {changed ? (
          <details>
            <summary className="cursor-pointer text-fairway-800 underline underline-offset-4">Before and after</summary>
            <dl className="mt-2 grid gap-2">
              <dt className="font-semibold">Before</dt>
              <dd>
                <pre className="max-w-md overflow-x-auto rounded bg-cream p-2 text-xs whitespace-pre-wrap">{JSON.stringify(entry.before, null, 2)}</pre>
              </dd>
              <dt className="font-semibold">After</dt>
              <dd>
                <pre className="max-w-md overflow-x-auto rounded bg-cream p-2 text-xs whitespace-pre-wrap">{JSON.stringify(entry.after, null, 2)}</pre>
              </dd>
            </dl>
          </details>
        ) : (
          <span className="text-ink-muted">Not recorded</span>
        )}
      </td>
    </tr>
  );
}
