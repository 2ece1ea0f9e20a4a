import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { paymentListFilters, paymentStatusLabels } from '@rgcc/shared/billing/payment-constants';
import { listParams } from '@rgcc/shared/common/list-filters';
import { exportUrl, type paymentsLoader } from './api';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { formatNumber } from '@rgcc/shared/format/number';
import { useLocale } from '@/lib/use-locale';

/** `/admin/payments`: registration fee payments, newest first, with the completed totals. */
export function PaymentsPage() {
  const locale = useLocale();
  const { filters, payments } = useLoaderData<typeof paymentsLoader>();
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <PageHeader title="Payments" eyebrow="Staff console" inConsole>
        Every registration fee payment, with its receipt and member.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <FilterBar label="Payments" filters={paymentListFilters} state={filters} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-semibold text-fairway-800">
              {formatNumber(payments.total, locale)} payments · {formatNumber(payments.completed.count, locale)} completed, {formatMoney(paisa(payments.completed.amountPaisa), locale)}
            </p>
            <ExportCsvLink href={exportUrl(filters)} />
          </div>
          {payments.items.length === 0 ? (
            <EmptyList>No payments match.</EmptyList>
          ) : (
            <ListTable id="payments-caption" caption={`Payments, newest first, page ${payments.page}`} headings={['When', 'Member', 'Amount', 'Status', 'Receipt', 'Invoice']} widthClass="min-w-[48rem]">
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
                      <td className="px-4 py-3">{paymentStatusLabels[payment.status]}</td>
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
