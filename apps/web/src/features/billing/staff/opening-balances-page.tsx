import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { openingBalanceFileMessages } from '@rgcc/shared/billing/staff-account-constants';
import type { OpeningBalancePreview } from '@rgcc/shared/billing/staff-accounts';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { formatNumber } from '@rgcc/shared/format/number';
import { useOpeningBalancesImport } from './account-api';
import { BillingNav } from './billing-nav';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';

/** `/admin/billing/opening-balances`: balances from the club's old books, from a CSV previewed before anything is written. */
export function OpeningBalancesPage() {
  const locale = useLocale();
  const { preview, commit } = useOpeningBalancesImport();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<OpeningBalancePreview | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setFileError(openingBalanceFileMessages.missing);
    setFileError(null);
    setDone(null);
    preview.submit(file, {
      onSuccess: setChecked,
      onError: (error) => {
        setChecked(null);
        setFileError(errorMessage(error, 'We could not read the file. Please try again.'));
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
        onError: (error) => toast.error(errorMessage(error, 'We could not write the balances. Please try again.')),
      },
    );
  const toWrite = checked ? checked.entries.length - checked.unchanged : 0;

  return (
    <>
      <PageHeader title="Opening balances" eyebrow="Billing" inConsole>
        What each member owed, or had in credit, in the club’s old books: one balance per member.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <section aria-labelledby="file-heading" className={card}>
            <h2 id="file-heading" className="text-xl text-fairway-900">
              From a file
            </h2>
            <p className="mt-3">
              A CSV with the columns <code className="font-mono font-semibold">member_id</code> (such as M-0042) and <code className="font-mono font-semibold">amount</code>: taka with up to
              2 decimals, owed to the club; negative, such as -200, for credit. An owed balance becomes a bill due today; credit pays the next bills. One balance per member, also by hand on
              the member’s account.
            </p>
            <form noValidate onSubmit={check} className="mt-4 flex flex-wrap items-end gap-4">
              <div className="min-w-64 flex-1">
                <Field label="Opening balances file" error={fileError ?? undefined}>
                  {(control) => <input {...control} ref={fileInput} type="file" name="file" accept=".csv,text/csv" />}
                </Field>
              </div>
              <Button type="submit" disabled={preview.isPending}>
                {preview.isPending ? 'Checking…' : 'Check the file'}
              </Button>
            </form>
            {checked && (
              <div className="mt-6 space-y-4">
                <p role="status" className="font-semibold text-fairway-900">
                  {formatNumber(checked.rows, locale)} rows: {formatNumber(checked.valid, locale)} valid ({formatNumber(checked.unchanged, locale)} already there),{' '}
                  {formatNumber(checked.errors.length, locale)} {checked.errors.length === 1 ? 'error' : 'errors'}. Owed {formatMoney(paisa(checked.owedPaisa), locale)}, in credit{' '}
                  {formatMoney(paisa(checked.creditPaisa), locale)}.
                </p>
                {checked.errors.length > 0 ? (
                  <>
                    <p>Correct these in the file and check it again: a file with errors is not written.</p>
                    <ListTable id="opening-errors-caption" caption="Errors in the file, by line" headings={['Line', 'Column', 'Problem']} widthClass="min-w-[36rem]">
                      {checked.errors.map((error) => (
                        <tr key={`${error.line}-${error.column}`}>
                          <td className="px-4 py-3">{error.line}</td>
                          <td className="px-4 py-3 font-mono">{error.column}</td>
                          <td className="px-4 py-3">{error.message}</td>
                        </tr>
                      ))}
                    </ListTable>
                  </>
                ) : (
                  <Button disabled={commit.isPending} onClick={() => write(checked.entries)}>
                    {commit.isPending ? 'Writing…' : `Write ${formatNumber(toWrite, locale)} opening ${toWrite === 1 ? 'balance' : 'balances'}`}
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
