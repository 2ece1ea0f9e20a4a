import { CalendarRange } from 'lucide-react';
import { Form, useLoaderData } from 'react-router';
import { documentPaths } from '@rgcc/shared/billing/account-document-constants';
import type { Statement } from '@rgcc/shared/billing/account-documents';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { MemberPage } from '@/components/member-area/member-page';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useAccount } from '@/lib/current-account';
import { clubName } from '@/lib/club';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { accountTexts } from './account-texts';
import type { statementLoader } from './account-api';
import { StatementTable } from '../statement-table';
import { DocumentActions, DocumentSheet, Party, Totals, sheetClass, useBackToAccount } from './document-parts';

/** `/dashboard/statement?from=&to=`: the account over a period, entry by entry, as a page to print and a PDF. */
export function StatementPage() {
  const { period, problem, statement } = useLoaderData<typeof statementLoader>();
  const t = useTexts(accountTexts);
  return (
    <MemberPage title={t('documentTitle', { kind: 'statement' })} back={useBackToAccount()} intro={t('statementIntro')}>
      <Form method="get" aria-label={t('period')} key={`${period.from}-${period.to}`} className={`mb-8 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end print:hidden ${sheetClass}`}>
        <TextField label={t('from')} type="date" name="from" defaultValue={period.from} required error={problem ?? undefined} />
        <TextField label={t('to')} type="date" name="to" defaultValue={period.to} required />
        <Button type="submit" className="py-3.5">
          <CalendarRange aria-hidden="true" className="size-4" />
          {t('show')}
        </Button>
      </Form>
      {statement && <StatementView statement={statement} />}
    </MemberPage>
  );
}

function StatementView({ statement }: { statement: Statement }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const account = useAccount();
  return (
    <>
      <DocumentActions pdf={documentPaths.statementPdf(statement.from, statement.to)} />
      <DocumentSheet labelledBy="statement-title">
        <header className="border-b border-fairway-100 pb-6">
          <p className="font-serif text-xl text-fairway-900">{clubName}</p>
          <h2 id="statement-title" className="mt-2 text-2xl">
            {t('statementOfPeriod', { from: formatCalendarDate(statement.from, locale), to: formatCalendarDate(statement.to, locale) })}
          </h2>
        </header>
        <Party label={t('member')} lines={[account.memberId ? t('memberIdLine', { memberId: account.memberId }) : account.email]} />
        <StatementTable statement={statement} inFavourOf={t('inYourFavour')} />
        <Totals
          rows={[
            [t('openingBalance'), statement.openingBalancePaisa],
            [t('closingBalance'), statement.closingBalancePaisa, true],
          ]}
        />
        <p className="text-sm text-ink-muted">
          {t('balanceExplained', { amount: formatMoney(paisa(statement.closingBalancePaisa), locale), date: formatCalendarDate(statement.to, locale) })}
        </p>
      </DocumentSheet>
    </>
  );
}
