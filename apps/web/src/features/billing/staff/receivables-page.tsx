import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { FilterBar } from '@/components/ui/filter-bar';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { useLocale } from '@/lib/use-locale';
import { agingBuckets, receivablesFilters } from '@rgcc/shared/billing/billing-report-constants';
import type { ReceivableRow } from '@rgcc/shared/billing/billing-reports';
import { listParams } from '@rgcc/shared/common/list-filters';
import { formatCalendarDate, formatCalendarDay } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { formatCount } from '@rgcc/shared/format/number';
import { BillingNav } from './billing-nav';
import { receivablesExportUrl, type receivablesLoader } from './billing-reports-api';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
const memberLink = 'font-semibold text-fairway-900 underline underline-offset-4';

/** `/admin/billing/receivables`: what is left to pay of open bills by days past due on a day, and the members to suspend. */
export function ReceivablesPage() {
  const locale = useLocale();
  const { filters, receivables, toSuspend } = useLoaderData<typeof receivablesLoader>();
  const [, setSearchParams] = useSearchParams();
  const money = (amount: number) => formatMoney(paisa(amount), locale);
  const day = formatCalendarDay(receivables.on, locale);
  return (
    <>
      <PageHeader title="Aged receivables" eyebrow="Billing" inConsole>
        What is left to pay of open bills on {day}, by days past their due date.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <FilterBar label="Receivables" filters={receivablesFilters} state={filters} columns="sm:grid-cols-2" />
          <section aria-labelledby="totals-heading" className={card}>
            <h2 id="totals-heading" className="text-2xl text-fairway-900">
              In all: {money(receivables.totals.totalPaisa)}
            </h2>
            <p className="mt-1 text-ink">{formatCount(receivables.totals.members, 'member')} with bills open.</p>
            <dl className="mt-4 grid gap-4 sm:grid-cols-5">
              {agingBuckets.map((bucket) => (
                <div key={bucket.field} className="rounded-xl bg-fairway-50 p-4">
                  <dt className="text-sm font-semibold text-fairway-800">{bucket.label}</dt>
                  <dd className="mt-1 text-lg text-fairway-900">{money(receivables.totals[bucket.field])}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-2xl text-fairway-900">Per member, most owed first</h2>
            <ExportCsvLink href={receivablesExportUrl(filters)} />
          </div>
          {receivables.items.length === 0 ? (
            <EmptyList>Nobody has a bill open.</EmptyList>
          ) : (
            <ListTable
              id="receivables-caption"
              caption={`Receivables per member on ${day}, most owed first, page ${receivables.page}`}
              headings={['Member', 'Category', ...agingBuckets.map((bucket) => bucket.label), 'Total']}
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
                  <td className="px-4 py-3">{row.category}</td>
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
              Members to suspend
            </h2>
            <p className="text-ink">
              Their oldest unpaid bill was due {toSuspend.suspendAfterMonths} months or more before {day}. Suspending is your decision, on the member's page.
            </p>
            {toSuspend.members.length === 0 ? (
              <EmptyList>No member is {toSuspend.suspendAfterMonths} months past due.</EmptyList>
            ) : (
              <ListTable id="suspend-caption" caption="Members to suspend, oldest unpaid first" headings={['Member', 'Category', 'Oldest unpaid bill due', 'Overdue', 'Owed in all']} widthClass="min-w-[48rem]">
                {toSuspend.members.map((member) => (
                  <tr key={member.memberId}>
                    <td className="px-4 py-3">
                      <Link to={`/admin/billing/members/${member.memberId}`} className={memberLink}>
                        {member.name}
                      </Link>
                      <div className="text-ink-muted">{member.memberId}</div>
                    </td>
                    <td className="px-4 py-3">{member.category}</td>
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
