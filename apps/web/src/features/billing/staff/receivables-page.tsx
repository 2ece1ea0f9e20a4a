import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { FilterBar } from '@/components/ui/filter-bar';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { agingBuckets, receivablesFilters, type AgingField } from '@rgcc/shared/billing/billing-report-constants';
import type { ReceivableRow } from '@rgcc/shared/billing/billing-reports';
import { listParams } from '@rgcc/shared/common/list-filters';
import { formatCalendarDate, formatCalendarDay } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { BillingNav } from './billing-nav';
import { billingTexts, useCategoryName } from './billing-texts';
import { receivablesExportUrl, type receivablesLoader } from './billing-reports-api';
import { reportsTexts } from './reports-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
const memberLink = 'font-semibold text-fairway-900 underline underline-offset-4';

/** A bucket's name, from the days it starts at and the next one's: "Current", "1–30 days", "Over 90 days". */
function useBucketLabel() {
  const t = useTexts(reportsTexts);
  return (field: AgingField) => {
    const index = agingBuckets.findIndex((bucket) => bucket.field === field);
    const bucket = agingBuckets[index]!;
    const next = agingBuckets[index + 1];
    if (!Number.isFinite(bucket.fromDays)) return t('agingCurrent');
    return next ? t('agingDays', { from: bucket.fromDays, to: next.fromDays - 1 }) : t('agingOver', { days: bucket.fromDays - 1 });
  };
}

/** `/admin/billing/receivables`: what is left to pay of open bills by days past due on a day, and the members to suspend. */
export function ReceivablesPage() {
  const locale = useLocale();
  const t = useTexts(reportsTexts);
  const billing = useTexts(billingTexts);
  const categoryName = useCategoryName();
  const bucketLabel = useBucketLabel();
  const { filters, receivables, toSuspend } = useLoaderData<typeof receivablesLoader>();
  const [, setSearchParams] = useSearchParams();
  const money = (amount: number) => formatMoney(paisa(amount), locale);
  const day = formatCalendarDay(receivables.on, locale);
  return (
    <>
      <PageHeader title={t('agedReceivables')} eyebrow={billing('billing')} inConsole>
        {t('receivablesIntro', { day })}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <FilterBar label={billing('receivables')} filters={receivablesFilters} texts={{ on: { label: t('agedOn') } }} state={filters} columns="sm:grid-cols-2" />
          <section aria-labelledby="totals-heading" className={card}>
            <h2 id="totals-heading" className="text-2xl text-fairway-900">
              {t('inAll', { amount: money(receivables.totals.totalPaisa) })}
            </h2>
            <p className="mt-1 text-ink">{t('membersWithBillsOpen', { count: receivables.totals.members })}</p>
            <dl className="mt-4 grid gap-4 sm:grid-cols-5">
              {agingBuckets.map((bucket) => (
                <div key={bucket.field} className="rounded-xl bg-fairway-50 p-4">
                  <dt className="text-sm font-semibold text-fairway-800">{bucketLabel(bucket.field)}</dt>
                  <dd className="mt-1 text-lg text-fairway-900">{money(receivables.totals[bucket.field])}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-2xl text-fairway-900">{t('perMemberHeading')}</h2>
            <ExportCsvLink href={receivablesExportUrl(filters)} />
          </div>
          {receivables.items.length === 0 ? (
            <EmptyList>{t('nobodyOwes')}</EmptyList>
          ) : (
            <ListTable
              id="receivables-caption"
              caption={t('receivablesCaption', { day, page: receivables.page })}
              headings={[t('member'), t('category'), ...agingBuckets.map((bucket) => bucketLabel(bucket.field)), t('total')]}
              widthClass="min-w-[64rem]"
            >
              {receivables.items.map((row: ReceivableRow) => (
                <tr key={row.memberId}>
                  <td className="px-4 py-3">
                    <Link to={`/admin/billing/members/${row.memberId}`} className={memberLink}>
                      {row.name}
                    </Link>
                    <div className="text-ink-muted">{row.memberId}</div>
                  </td>
                  <td className="px-4 py-3">{categoryName(row.category)}</td>
                  {agingBuckets.map((bucket) => (
                    <td key={bucket.field} className="px-4 py-3">
                      {row[bucket.field] === 0 ? '—' : money(row[bucket.field])}
                    </td>
                  ))}
                  <td className="px-4 py-3 font-semibold">{money(row.totalPaisa)}</td>
                </tr>
              ))}
            </ListTable>
          )}
          <Pager page={receivables.page} total={receivables.total} pageSize={receivables.pageSize} onPage={(page) => setSearchParams(listParams(receivablesFilters, { ...filters, page }))} />
          <section aria-labelledby="suspend-heading" className="space-y-4">
            <h2 id="suspend-heading" className="text-2xl text-fairway-900">
              {t('membersToSuspend')}
            </h2>
            <p className="text-ink">
              {t('suspendExplainer', { months: toSuspend.suspendAfterMonths, day })}
            </p>
            {toSuspend.members.length === 0 ? (
              <EmptyList>{t('noMemberToSuspend', { months: toSuspend.suspendAfterMonths })}</EmptyList>
            ) : (
              <ListTable id="suspend-caption" caption={t('suspendCaption')} headings={[t('member'), t('category'), t('oldestUnpaidDue'), t('overdue'), t('owedInAll')]} widthClass="min-w-[48rem]">
                {toSuspend.members.map((member) => (
                  <tr key={member.memberId}>
                    <td className="px-4 py-3">
                      <Link to={`/admin/billing/members/${member.memberId}`} className={memberLink}>
                        {member.name}
                      </Link>
                      <div className="text-ink-muted">{member.memberId}</div>
                    </td>
                    <td className="px-4 py-3">{categoryName(member.category)}</td>
                    <td className="px-4 py-3">{formatCalendarDate(member.oldestUnpaidDueOn, locale)}</td>
                    <td className="px-4 py-3">{money(member.overduePaisa)}</td>
                    <td className="px-4 py-3">{money(member.owedPaisa)}</td>
                  </tr>
                ))}
              </ListTable>
            )}
          </section>
        </div>
      </Section>
    </>
  );
}
