import { Link, useLoaderData, useSearchParams } from 'react-router';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { formatDhakaDateTime } from '@/lib/dhaka-time';
import { formatBangladeshiNumber, formatTakaFromPaisa } from '@rgcc/shared/format/number';
import { paymentListFilters } from '@rgcc/shared/billing/payments';
import { listParams } from '@rgcc/shared/common/list-filters';
import { exportUrl, type paymentsLoader } from './api';

/** `/admin/payments`: registration fee payments, newest first, with the completed totals. */
export function PaymentsPage() {
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
              {formatBangladeshiNumber(payments.total)} payments · {formatBangladeshiNumber(payments.completed.count)} completed, Tk {formatTakaFromPaisa(payments.completed.amountPaisa)}
            </p>
            <ExportCsvLink href={exportUrl(filters)} />
          </div>
          {payments.items.length === 0 ? (
            <EmptyList>No payments match.</EmptyList>
          ) : (
            <ListTable id="payments-caption" caption={`Payments, newest first, page ${payments.page}`} headings={['When', 'Member', 'Amount', 'Status', 'Receipt', 'Invoice']} widthClass="min-w-[48rem]">
                  {payments.items.map((payment) => (
                    <tr key={payment.id}>
                      <td className="px-4 py-3">{formatDhakaDateTime(payment.createdAt)}</td>
                      <td className="px-4 py-3">
                        <Link to={`/admin/members/${payment.member.id}`} className="font-semibold text-fairway-900 underline underline-offset-4">
                          {payment.member.name ?? payment.member.email}
                        </Link>
                        <div className="text-ink-muted">{payment.member.memberId}</div>
                      </td>
                      <td className="px-4 py-3">Tk {formatTakaFromPaisa(payment.amountPaisa)}</td>
                      <td className="px-4 py-3">{payment.status}</td>
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
