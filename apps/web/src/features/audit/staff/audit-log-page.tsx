import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { FilterBar, type FilterTexts } from '@/components/ui/filter-bar';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager, pageCount } from '@/components/ui/pager';
import { EmptyList, ListTable } from '@/components/ui/list-table';
import { auditEntityTypes, auditLogFilters, type AuditEntityType } from '@rgcc/shared/audit/audit-log-constants';
import { listParams } from '@rgcc/shared/common/list-filters';
import type { AuditLogEntry } from '@rgcc/shared/audit/audit-log';
import type { auditLogLoader } from './api';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { auditLogTexts, entityNames } from './audit-log-texts';

/** `/admin/audit-log`: what staff changed, newest first; nobody can change the log itself. */
export function AuditLogPage() {
  const t = useTexts(auditLogTexts);
  const { filters, log } = useLoaderData<typeof auditLogLoader>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/admin/audit-log';
  const pages = pageCount(log.total, log.pageSize);
  const filterTexts: FilterTexts<typeof auditLogFilters> = {
    actor: { label: t('filterActor') },
    entityType: {
      label: t('filterKind'),
      any: t('filterAnyKind'),
      optionLabels: Object.fromEntries(auditEntityTypes.map((type) => [type, t(entityNames[type])])) as Record<AuditEntityType, string>,
    },
    entityId: { label: t('filterId') },
    from: { label: t('filterFrom') },
    to: { label: t('filterTo') },
  };
  return (
    <>
      <PageHeader title={t('auditLog')} eyebrow={t('staffConsole')} inConsole>
        {t('intro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <FilterBar
            label={t('auditLog')}
            filters={auditLogFilters}
            texts={filterTexts}
            state={filters}
            columns="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
          />
          <p role="status" className="text-sm font-semibold text-fairway-800">
            {t('entryCount', { count: log.total })}
          </p>
          {log.items.length === 0 ? (
            <EmptyList>{t('noEntriesMatch')}</EmptyList>
          ) : (
            <ListTable
              id="audit-caption"
              caption={t('caption', { page: log.page, pages })}
              headings={[t('headingWhen'), t('headingWho'), t('headingWhat'), t('headingWhich'), t('headingChange')]}
              widthClass="min-w-[48rem]"
              busy={busy}
            >
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
  const t = useTexts(auditLogTexts);
  const locale = useLocale();
  const changed = entry.before !== null || entry.after !== null;
  const entity = t(entityNames[entry.entityType]);
  return (
    <tr className="align-top">
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={entry.at}>{formatClubDateTime(entry.at, locale)}</time>
      </td>
      <td className="px-4 py-3">{entry.actor ?? t('deletedAccount')}</td>
      <th scope="row" className="px-4 py-3 font-semibold">
        <code>{entry.action}</code>
        {entry.detail && <p className="mt-1 font-normal text-ink-muted">{entry.detail}</p>}
      </th>
      <td className="px-4 py-3 whitespace-nowrap">{entry.entityId ? t('entityWithId', { entity, id: entry.entityId }) : entity}</td>
      <td className="px-4 py-3">
        {changed ? (
          <details>
            <summary className="cursor-pointer text-fairway-800 underline underline-offset-4">{t('beforeAndAfter')}</summary>
            <dl className="mt-2 grid gap-2">
              <dt className="font-semibold">{t('before')}</dt>
              <dd>
                <pre className="max-w-md overflow-x-auto rounded bg-cream p-2 text-xs whitespace-pre-wrap">{JSON.stringify(entry.before, null, 2)}</pre>
              </dd>
              <dt className="font-semibold">{t('after')}</dt>
              <dd>
                <pre className="max-w-md overflow-x-auto rounded bg-cream p-2 text-xs whitespace-pre-wrap">{JSON.stringify(entry.after, null, 2)}</pre>
              </dd>
            </dl>
          </details>
        ) : (
          <span className="text-ink-muted">{t('notRecorded')}</span>
        )}
      </td>
    </tr>
  );
}
