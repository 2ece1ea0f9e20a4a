import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { paymentListFilters, paymentStatuses } from '@rgcc/shared/billing/payment-constants';
import { listParams } from '@rgcc/shared/common/list-filters';
import { exportUrl, type paymentsLoader } from './api';
import { billingTexts } from './billing-texts';
import { reportsTexts } from './reports-texts';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';

/** `/admin/payments`: registration fee payments, newest first, with the completed totals. */
export function PaymentsPage() {
  const locale = useLocale();
  const t = useTexts(reportsTexts);
  const billing = useTexts(billingTexts);
  const { filters, payments } = useLoaderData<typeof paymentsLoader>();
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <PageHeader title={t('payments')} eyebrow={billing('staffConsole')} inConsole>
        {t('paymentsIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <FilterBar
            label={t('payments')}
            filters={paymentListFilters}
            texts={{
              q: { label: t('searchPayments') },
              status: { label: t('status'), any: t('anyStatus'), optionLabels: Object.fromEntries(paymentStatuses.map((status) => [status, t('paymentStatus', { status })])) },
              from: { label: t('from') },
              to: { label: t('to') },
            }}
            state={filters}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-semibold text-fairway-800">
              {t('paymentsSummary', { total: payments.total, completed: payments.completed.count, amount: formatMoney(paisa(payments.completed.amountPaisa), locale) })}
            </p>
            <ExportCsvLink href={exportUrl(filters)} />
          </div>
          {payments.items.length === 0 ? (
            <EmptyList>{t('noPaymentsMatch')}</EmptyList>
          ) : (
            <ListTable id="payments-caption" caption={t('paymentsCaption', { page: payments.page })} headings={[t('when'), t('member'), t('amount'), t('status'), t('receipt'), t('invoice')]} widthClass="min-w-[48rem]">
                  {payments.items.map((payment) => (
                    <tr key={payment.id}>
                      <td className="px-4 py-3">{formatClubDateTime(payment.createdAt, locale)}</td>
                      <td className="px-4 py-3">
                        <Link to={`/admin/members/${payment.member.id}`} className="font-semibold text-fairway-900 underline underline-offset-4">
                          {payment.member.name ?? payment.member.email}
                        </Link>
                        <div className="text-ink-muted">{payment.member.memberId}</div>
                      </td>
                      <td className="px-4 py-3">{formatMoney(paisa(payment.amountPaisa), locale)}</td>
                      <td className="px-4 py-3">{t('paymentStatus', { status: payment.status })}</td>
                      <td className="px-4 py-3">{payment.receiptNumber ?? '—'}</td>
                      <td className="px-4 py-3">{payment.invoiceNumber}</td>
                    </tr>
                  ))}
            </ListTable>
          )}
          <Pager page={payments.page} total={payments.total} pageSize={payments.pageSize} onPage={(page) => setSearchParams(listParams(paymentListFilters, { ...filters, page }))} />
        </div>
      </Section>
    </>
  );
}
