import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { FilterBar } from '@/components/ui/filter-bar';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { WideTable } from '@/components/ui/wide-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { ratePercent } from '@rgcc/shared/billing/account-constants';
import { vatRegisterFilters } from '@rgcc/shared/billing/billing-report-constants';
import type { RateSums } from '@rgcc/shared/billing/billing-reports';
import { listParams } from '@rgcc/shared/common/list-filters';
import { formatCalendarMonth, formatClubDate } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { BillingNav } from './billing-nav';
import { billingTexts } from './billing-texts';
import { vatRegisterExportUrl, type vatRegisterLoader } from './billing-reports-api';
import { reportsTexts } from './reports-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
const cell = 'px-4 py-3 text-right';

/** `/admin/billing/vat-register?month=YYYY-MM`: the month's invoices and credit notes, value before VAT and VAT by rate. */
export function VatRegisterPage() {
  const locale = useLocale();
  const t = useTexts(reportsTexts);
  const billing = useTexts(billingTexts);
  /** "15 %", "7.5 %". */
  const rateLabel = (rate: number) => t('rate', { rate: ratePercent(rate) });
  const { filters, register } = useLoaderData<typeof vatRegisterLoader>();
  const [, setSearchParams] = useSearchParams();
  const money = (amount: number) => formatMoney(paisa(amount), locale);
  const month = formatCalendarMonth(register.month, locale);
  const at = (sums: RateSums[], rate: number) => sums.find((sum) => sum.rateBasisPoints === rate);
  return (
    <>
      <PageHeader title={billing('vatRegister')} eyebrow={billing('billing')} inConsole>
        {t('vatRegisterIntro', { month })}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <FilterBar label={billing('vatRegister')} filters={vatRegisterFilters} texts={{ month: { label: t('month') } }} state={{ ...filters, month: register.month }} columns="sm:grid-cols-2" />
          <section aria-labelledby="vat-totals-heading" className={card}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="vat-totals-heading" className="text-2xl text-fairway-900">
                {t('vatTotalsHeading', { month, count: register.totals.documents })}
              </h2>
              <ExportCsvLink href={vatRegisterExportUrl(register.month)} />
            </div>
            {/* Four columns of amounts: wider than a phone once a month has lakhs in it. */}
            <div className="mt-4">
              <WideTable captionId="vat-totals-caption">
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <caption id="vat-totals-caption" className="sr-only">{t('vatTotalsCaption', { month })}</caption>
                  <thead className="bg-fairway-50 text-fairway-800">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('vatRate')}</th>
                      <th scope="col" className={`${cell} font-semibold`}>{t('valueBeforeVat')}</th>
                      <th scope="col" className={`${cell} font-semibold`}>{t('vat')}</th>
                      <th scope="col" className={`${cell} font-semibold`}>{t('total')}</th>
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
                      <th scope="row" className="px-4 py-3">{t('allRates')}</th>
                      <td className={cell}>{money(register.totals.netPaisa)}</td>
                      <td className={cell}>{money(register.totals.taxPaisa)}</td>
                      <td className={cell}>{money(register.totals.totalPaisa)}</td>
                    </tr>
                  </tfoot>
                </table>
              </WideTable>
            </div>
          </section>
          {register.items.length === 0 ? (
            <EmptyList>{t('noVatDocuments', { month })}</EmptyList>
          ) : (
            <ListTable
              id="vat-register-caption"
              caption={t('vatCaption', { month, page: register.page })}
              headings={[
                t('issued'),
                t('number'),
                t('member'),
                ...register.rates.flatMap((rate) => [t('beforeVatAt', { rate: ratePercent(rate) }), t('vatAt', { rate: ratePercent(rate) })]),
                t('total'),
              ]}
              widthClass="min-w-[64rem]"
            >
              {register.items.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-3">{formatClubDate(row.issuedAt, locale)}</td>
                  <td className="px-4 py-3">
                    <span className="font-semibold text-fairway-900">{row.number}</span>
                    <div className="text-ink-muted">{billing('documentKind', { kind: row.kind })}</div>
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
