import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { FilterBar } from '@/components/ui/filter-bar';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { useLocale } from '@/lib/use-locale';
import { invoiceStatusLabels } from '@rgcc/shared/billing/account-constants';
import { documentKindLabels, invoiceListFilters } from '@rgcc/shared/billing/billing-report-constants';
import { listParams } from '@rgcc/shared/common/list-filters';
import { formatCalendarDate, formatClubDate } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { formatCount } from '@rgcc/shared/format/number';
import { BillingNav } from './billing-nav';
import { invoicesExportUrl, type invoicesLoader } from './billing-reports-api';

/** `/admin/billing/invoices`: every invoice, credit note and balance brought forward, newest first. */
export function InvoicesPage() {
  const locale = useLocale();
  const { filters, documents } = useLoaderData<typeof invoicesLoader>();
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <PageHeader title="Invoices" eyebrow="Billing" inConsole>
        Every invoice, credit note and balance brought forward, newest first.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <FilterBar label="Invoices" filters={invoiceListFilters} state={filters} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-semibold text-fairway-800">
              {formatCount(documents.total, 'document')} · {formatMoney(paisa(documents.totalPaisa), locale)} in all, {formatMoney(paisa(documents.leftPaisa), locale)} left to pay
            </p>
            <ExportCsvLink href={invoicesExportUrl(filters)} />
          </div>
          {documents.items.length === 0 ? (
            <EmptyList>No invoices match.</EmptyList>
          ) : (
            <ListTable
              id="invoices-caption"
              caption={`Invoices, newest first, page ${documents.page}`}
              headings={['Number', 'Issued', 'Member', 'Status', 'Due', 'Total', 'Left to pay']}
              widthClass="min-w-[56rem]"
            >
              {documents.items.map((document) => (
                <tr key={document.id}>
                  <td className="px-4 py-3">
                    <span className="font-semibold text-fairway-900">{document.number}</span>
                    <div className="text-ink-muted">
                      {documentKindLabels[document.kind]}
                      {document.corrects && ` of ${document.corrects}`}
                    </div>
                  </td>
                  <td className="px-4 py-3">{formatClubDate(document.issuedAt, locale)}</td>
                  <td className="px-4 py-3">
                    <Link to={`/admin/billing/members/${document.memberId}`} className="font-semibold text-fairway-900 underline underline-offset-4">
                      {document.name}
                    </Link>
                    <div className="text-ink-muted">{document.memberId}</div>
                  </td>
                  <td className="px-4 py-3">{document.status ? invoiceStatusLabels[document.status] : '—'}</td>
                  <td className="px-4 py-3">{document.dueOn ? formatCalendarDate(document.dueOn, locale) : '—'}</td>
                  <td className="px-4 py-3">{formatMoney(paisa(document.totalPaisa), locale)}</td>
                  <td className="px-4 py-3">{document.leftPaisa === null ? '—' : formatMoney(paisa(document.leftPaisa), locale)}</td>
                </tr>
              ))}
            </ListTable>
          )}
          <Pager page={documents.page} total={documents.total} pageSize={documents.pageSize} onPage={(page) => setSearchParams(listParams(invoiceListFilters, { ...filters, page }))} />
        </div>
      </Section>
    </>
  );
}
