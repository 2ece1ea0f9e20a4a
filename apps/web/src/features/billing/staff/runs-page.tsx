import { useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList, ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { errorMessage } from '@/lib/api-client';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { formatCalendarMonth, formatClubDateTime } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { formatNumber } from '@rgcc/shared/format/number';
import { BillingNav } from './billing-nav';
import { billingTexts, useCategoryName } from './billing-texts';
import { useStartRun, type runsLoader } from './billing-reports-api';
import { reportsTexts } from './reports-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';

/** `/admin/billing/runs`: this month's run before it is started (per category), starting it, and the runs so far. */
export function RunsPage() {
  const locale = useLocale();
  const t = useTexts(reportsTexts);
  const billing = useTexts(billingTexts);
  const categoryName = useCategoryName();
  const { preview, runs } = useLoaderData<typeof runsLoader>();
  const [, setSearchParams] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const start = useStartRun();
  const month = formatCalendarMonth(preview.period, locale);

  const confirm = () =>
    start.submit(preview.period, {
      onSuccess: (result) => {
        setConfirming(false);
        toast.success(t('runStarted', { count: result.invoicesIssued, month, amount: formatMoney(paisa(result.totalPaisa), locale) }));
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(error, t('runFailed')));
      },
    });

  return (
    <>
      <PageHeader title={t('billingRuns')} eyebrow={billing('billing')} inConsole>
        {t('runsIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <section aria-labelledby="preview-heading" className={card}>
            <h2 id="preview-heading" className="text-2xl text-fairway-900">
              {t('previewHeading', { month })}
            </h2>
            {preview.members === 0 ? (
              <p className="mt-3 text-ink">{t('nothingToIssue')}</p>
            ) : (
              <>
                <table className="mt-4 w-full text-left text-sm">
                  <caption className="sr-only">{t('previewCaption', { month })}</caption>
                  <thead className="bg-fairway-50 text-fairway-800">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('category')}</th>
                      <th scope="col" className="px-4 py-3 text-right font-semibold">{t('members')}</th>
                      <th scope="col" className="px-4 py-3 text-right font-semibold">{t('total')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-fairway-100">
                    {preview.categories.map((row) => (
                      <tr key={row.category}>
                        <th scope="row" className="px-4 py-3 font-normal">{categoryName(row.category)}</th>
                        <td className="px-4 py-3 text-right">{formatNumber(row.members, locale)}</td>
                        <td className="px-4 py-3 text-right">{formatMoney(paisa(row.totalPaisa), locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot className="font-semibold text-fairway-900">
                    <tr>
                      <th scope="row" className="px-4 py-3">{t('all')}</th>
                      <td className="px-4 py-3 text-right">{formatNumber(preview.members, locale)}</td>
                      <td className="px-4 py-3 text-right">{formatMoney(paisa(preview.totalPaisa), locale)}</td>
                    </tr>
                  </tfoot>
                </table>
                <div className="mt-5 flex justify-end">
                  <Button onClick={() => setConfirming(true)}>{t('startRun', { month })}</Button>
                </div>
              </>
            )}
          </section>
          <section aria-labelledby="runs-heading" className="space-y-4">
            <h2 id="runs-heading" className="text-2xl text-fairway-900">
              {t('runsSoFar')}
            </h2>
            {runs.items.length === 0 ? (
              <EmptyList>{t('noRunYet')}</EmptyList>
            ) : (
              <ListTable id="runs-caption" caption={t('runsCaption', { page: runs.page })} headings={[t('month'), t('when'), t('startedBy'), t('invoicesIssued'), t('total')]} widthClass="min-w-[40rem]">
                {runs.items.map((run) => (
                  <tr key={run.id}>
                    <td className="px-4 py-3">{formatCalendarMonth(run.period, locale)}</td>
                    <td className="px-4 py-3">{formatClubDateTime(run.startedAt, locale)}</td>
                    <td className="px-4 py-3">{run.startedBy ?? t('theScheduler')}</td>
                    <td className="px-4 py-3">{formatNumber(run.invoicesIssued, locale)}</td>
                    <td className="px-4 py-3">{formatMoney(paisa(run.totalPaisa), locale)}</td>
                  </tr>
                ))}
              </ListTable>
            )}
            <Pager page={runs.page} total={runs.total} pageSize={runs.pageSize} onPage={(page) => setSearchParams(page > 1 ? { page: String(page) } : {})} />
          </section>
        </div>
      </Section>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle', { month })}
        confirmLabel={t('confirmLabel')}
        pendingLabel={t('issuing')}
        cancelLabel={t('cancel')}
        pending={start.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('confirmRun', { month })}</p>
        <p className="mt-2">
          {t('confirmTotal', { count: preview.members, amount: formatMoney(paisa(preview.totalPaisa), locale) })}
        </p>
      </ConfirmDialog>
    </>
  );
}
