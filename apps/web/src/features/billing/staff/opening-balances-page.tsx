import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { openingBalanceColumns } from '@rgcc/shared/billing/staff-account-constants';
import type { OpeningBalancePreview } from '@rgcc/shared/billing/staff-accounts';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { formatNumber } from '@rgcc/shared/format/number';
import { useOpeningBalancesImport } from './account-api';
import { accountTexts } from './account-texts';
import { BillingNav } from './billing-nav';
import { billingTexts } from './billing-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';

/** `/admin/billing/opening-balances`: balances from the club's old books, from a CSV previewed before anything is written. */
export function OpeningBalancesPage() {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const billing = useTexts(billingTexts);
  const { preview, commit } = useOpeningBalancesImport();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<OpeningBalancePreview | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setFileError(t('chooseCsvFile'));
    setFileError(null);
    setDone(null);
    preview.submit(file, {
      onSuccess: setChecked,
      onError: (error) => {
        setChecked(null);
        setFileError(errorMessage(error, t('couldNotReadFile')));
      },
    });
  };
  const write = (rows: OpeningBalancePreview['entries']) =>
    commit.submit(
      { entries: rows.map(({ memberId, amountPaisa }) => ({ memberId, amountPaisa })) },
      {
        onSuccess: (answer) => {
          setChecked(null);
          setDone(answer.message);
          toast.success(answer.message);
        },
        onError: (error) => toast.error(errorMessage(error, t('couldNotWriteBalances'))),
      },
    );
  const toWrite = checked ? checked.entries.length - checked.unchanged : 0;

  return (
    <>
      <PageHeader title={billing('openingBalances')} eyebrow={billing('billing')} inConsole>
        {t('openingIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <section aria-labelledby="file-heading" className={card}>
            <h2 id="file-heading" className="text-xl text-fairway-900">
              {t('fromAFile')}
            </h2>
            <p className="mt-3">
              {t.rich(
                'fileExplainer',
                { code: (chunks) => <code className="font-mono font-semibold">{chunks}</code> },
                { idColumn: openingBalanceColumns[0], amountColumn: openingBalanceColumns[1], example: 'M-0042', negative: '-200' },
              )}
            </p>
            <form noValidate onSubmit={check} className="mt-4 flex flex-wrap items-end gap-4">
              <div className="min-w-64 flex-1">
                <Field label={t('openingBalancesFile')} error={fileError ?? undefined}>
                  {(control) => <input {...control} ref={fileInput} type="file" name="file" accept=".csv,text/csv" />}
                </Field>
              </div>
              <Button type="submit" disabled={preview.isPending}>
                {preview.isPending ? t('checking') : t('checkTheFile')}
              </Button>
            </form>
            {checked && (
              <div className="mt-6 space-y-4">
                <p role="status" className="font-semibold text-fairway-900">
                  {t('checkedSummary', {
                    rows: checked.rows,
                    valid: checked.valid,
                    unchanged: checked.unchanged,
                    errors: checked.errors.length,
                    owed: formatMoney(paisa(checked.owedPaisa), locale),
                    credit: formatMoney(paisa(checked.creditPaisa), locale),
                  })}
                </p>
                {checked.errors.length > 0 ? (
                  <>
                    <p>{t('correctTheFile')}</p>
                    <ListTable id="opening-errors-caption" caption={t('fileErrorsCaption')} headings={[t('fileLine'), t('column'), t('problem')]} widthClass="min-w-[36rem]">
                      {checked.errors.map((error) => (
                        <tr key={`${error.line}-${error.column}`}>
                          <td className="px-4 py-3">{formatNumber(error.line, locale)}</td>
                          <td className="px-4 py-3 font-mono">{error.column}</td>
                          <td className="px-4 py-3">{error.message}</td>
                        </tr>
                      ))}
                    </ListTable>
                  </>
                ) : (
                  <Button disabled={commit.isPending} onClick={() => write(checked.entries)}>
                    {commit.isPending ? t('writing') : t('writeBalances', { count: toWrite })}
                  </Button>
                )}
              </div>
            )}
            {done && (
              <p role="status" className="mt-6 rounded-xl bg-fairway-50 p-4 font-semibold text-fairway-900">
                {done}
              </p>
            )}
          </section>
        </div>
      </Section>
    </>
  );
}
