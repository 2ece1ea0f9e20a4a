import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { FilterBar } from '@/components/ui/filter-bar';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { invoiceStatuses } from '@rgcc/shared/billing/account-constants';
import { invoiceListFilters } from '@rgcc/shared/billing/billing-report-constants';
import { listParams } from '@rgcc/shared/common/list-filters';
import { formatCalendarDate, formatClubDate } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { BillingNav } from './billing-nav';
import { billingTexts } from './billing-texts';
import { invoicesExportUrl, type invoicesLoader } from './billing-reports-api';
import { reportsTexts } from './reports-texts';

/** `/admin/billing/invoices`: every invoice, credit note and balance brought forward, newest first. */
export function InvoicesPage() {
  const locale = useLocale();
  const t = useTexts(reportsTexts);
  const billing = useTexts(billingTexts);
  const { filters, documents } = useLoaderData<typeof invoicesLoader>();
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <PageHeader title={billing('invoices')} eyebrow={billing('billing')} inConsole>
        {t('invoicesIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <FilterBar
            label={billing('invoices')}
            filters={invoiceListFilters}
            texts={{
              q: { label: t('searchInvoices') },
              status: { label: t('status'), any: t('anyStatus'), optionLabels: Object.fromEntries(invoiceStatuses.map((status) => [status, billing('invoiceStatus', { status })])) },
              month: { label: t('monthIssued') },
            }}
            state={filters}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-semibold text-fairway-800">
              {t('documentsSummary', { count: documents.total, total: formatMoney(paisa(documents.totalPaisa), locale), left: formatMoney(paisa(documents.leftPaisa), locale) })}
            </p>
            <ExportCsvLink href={invoicesExportUrl(filters)} />
          </div>
          {documents.items.length === 0 ? (
            <EmptyList>{t('noInvoicesMatch')}</EmptyList>
          ) : (
            <ListTable
              id="invoices-caption"
              caption={t('invoicesCaption', { page: documents.page })}
              headings={[t('number'), t('issued'), t('member'), t('status'), t('due'), t('total'), t('leftToPay')]}
              widthClass="min-w-[56rem]"
            >
              {documents.items.map((document) => (
                <tr key={document.id}>
                  <td className="px-4 py-3">
                    <span className="font-semibold text-fairway-900">{document.number}</span>
                    <div className="text-ink-muted">
                      {document.corrects
                        ? t('kindOf', { kind: billing('documentKind', { kind: document.kind }), number: document.corrects })
                        : billing('documentKind', { kind: document.kind })}
                    </div>
                  </td>
                  <td className="px-4 py-3">{formatClubDate(document.issuedAt, locale)}</td>
                  <td className="px-4 py-3">
                    <Link to={`/admin/billing/members/${document.memberId}`} className="font-semibold text-fairway-900 underline underline-offset-4">
                      {document.name}
                    </Link>
                    <div className="text-ink-muted">{document.memberId}</div>
                  </td>
                  <td className="px-4 py-3">{document.status ? billing('invoiceStatus', { status: document.status }) : '—'}</td>
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
