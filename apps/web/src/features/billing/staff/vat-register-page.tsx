import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { FilterBar } from '@/components/ui/filter-bar';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { useLocale } from '@/lib/use-locale';
import { ratePercent } from '@rgcc/shared/billing/account-constants';
import { documentKindLabels, vatRegisterFilters } from '@rgcc/shared/billing/billing-report-constants';
import type { RateSums } from '@rgcc/shared/billing/billing-reports';
import { listParams } from '@rgcc/shared/common/list-filters';
import { formatCalendarMonth, formatClubDate } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { formatCount } from '@rgcc/shared/format/number';
import { BillingNav } from './billing-nav';
import { vatRegisterExportUrl, type vatRegisterLoader } from './billing-reports-api';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
const cell = 'px-4 py-3 text-right';

/** "15 %", "7.5 %". */
const rateLabel = (rate: number) => `${ratePercent(rate)} %`;

/** `/admin/billing/vat-register?month=YYYY-MM`: the month's invoices and credit notes, value before VAT and VAT by rate. */
export function VatRegisterPage() {
  const locale = useLocale();
  const { filters, register } = useLoaderData<typeof vatRegisterLoader>();
  const [, setSearchParams] = useSearchParams();
  const money = (amount: number) => formatMoney(paisa(amount), locale);
  const month = formatCalendarMonth(register.month, locale);
  const at = (sums: RateSums[], rate: number) => sums.find((sum) => sum.rateBasisPoints === rate);
  return (
    <>
      <PageHeader title="VAT register" eyebrow="Billing" inConsole>
        Every invoice and credit note issued in {month} at the club, with the value before VAT and the VAT by rate (Mushak-9.1).
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <FilterBar label="VAT register" filters={vatRegisterFilters} state={{ ...filters, month: register.month }} columns="sm:grid-cols-2" />
          <section aria-labelledby="vat-totals-heading" className={card}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="vat-totals-heading" className="text-2xl text-fairway-900">
                {month}: {formatCount(register.totals.documents, 'document')}
              </h2>
              <ExportCsvLink href={vatRegisterExportUrl(register.month)} />
            </div>
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">{`Totals of ${month} by VAT rate`}</caption>
              <thead className="bg-fairway-50 text-fairway-800">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">VAT rate</th>
                  <th scope="col" className={`${cell} font-semibold`}>Value before VAT</th>
                  <th scope="col" className={`${cell} font-semibold`}>VAT</th>
                  <th scope="col" className={`${cell} font-semibold`}>Total</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-fairway-100">
                {register.totals.byRate.map((sum) => (
                  <tr key={sum.rateBasisPoints}>
                    <th scope="row" className="px-4 py-3 font-normal">{rateLabel(sum.rateBasisPoints)}</th>
                    <td className={cell}>{money(sum.netPaisa)}</td>
                    <td className={cell}>{money(sum.taxPaisa)}</td>
                    <td className={cell}>{money(sum.netPaisa + sum.taxPaisa)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="font-semibold text-fairway-900">
                <tr>
                  <th scope="row" className="px-4 py-3">All rates</th>
                  <td className={cell}>{money(register.totals.netPaisa)}</td>
                  <td className={cell}>{money(register.totals.taxPaisa)}</td>
                  <td className={cell}>{money(register.totals.totalPaisa)}</td>
                </tr>
              </tfoot>
            </table>
          </section>
          {register.items.length === 0 ? (
            <EmptyList>No invoice or credit note was issued in {month}.</EmptyList>
          ) : (
            <ListTable
              id="vat-register-caption"
              caption={`VAT register of ${month}, in order of issue, page ${register.page}`}
              headings={['Issued', 'Number', 'Member', ...register.rates.flatMap((rate) => [`Before VAT ${rateLabel(rate)}`, `VAT ${rateLabel(rate)}`]), 'Total']}
              widthClass="min-w-[64rem]"
            >
              {register.items.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-3">{formatClubDate(row.issuedAt, locale)}</td>
                  <td className="px-4 py-3">
                    <span className="font-semibold text-fairway-900">{row.number}</span>
                    <div className="text-ink-muted">{documentKindLabels[row.kind]}</div>
                  </td>
                  <td className="px-4 py-3">
                    <Link to={`/admin/billing/members/${row.memberId}`} className="font-semibold text-fairway-900 underline underline-offset-4">
                      {row.name}
                    </Link>
                    <div className="text-ink-muted">{row.memberId}</div>
                  </td>
                  {register.rates.flatMap((rate) => {
                    const sums = at(row.byRate, rate);
                    return [
                      <td key={`net-${rate}`} className={cell}>{sums ? money(sums.netPaisa) : '—'}</td>,
                      <td key={`tax-${rate}`} className={cell}>{sums ? money(sums.taxPaisa) : '—'}</td>,
                    ];
                  })}
                  <td className={`${cell} font-semibold`}>{money(row.totalPaisa)}</td>
                </tr>
              ))}
            </ListTable>
          )}
          <Pager page={register.page} total={register.total} pageSize={register.pageSize} onPage={(page) => setSearchParams(listParams(vatRegisterFilters, { ...filters, page }))} />
        </div>
      </Section>
    </>
  );
}
