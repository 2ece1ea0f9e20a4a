import { CalendarRange } from 'lucide-react';
import { Form, useLoaderData } from 'react-router';
import { documentPaths, documentTitles } from '@rgcc/shared/billing/account-document-constants';
import type { Statement } from '@rgcc/shared/billing/account-documents';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { MemberPage } from '@/components/member-area/member-page';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useAccount } from '@/lib/current-account';
import { clubName } from '@/lib/club';
import { useLocale } from '@/lib/use-locale';
import type { statementLoader } from './account-api';
import { StatementTable } from '../statement-table';
import { DocumentActions, DocumentSheet, Party, Totals, sheetClass, toAccount } from './document-parts';

/** `/dashboard/statement?from=&to=`: the account over a period, entry by entry, as a page to print and a PDF. */
export function StatementPage() {
  const { period, problem, statement } = useLoaderData<typeof statementLoader>();
  return (
    <MemberPage title={documentTitles.statement} back={toAccount} intro="Every amount charged to your account and paid into it over a period, with the balance after each.">
      <Form method="get" aria-label="Period" key={`${period.from}-${period.to}`} className={`mb-8 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end print:hidden ${sheetClass}`}>
        <TextField label="From" type="date" name="from" defaultValue={period.from} required error={problem ?? undefined} />
        <TextField label="To" type="date" name="to" defaultValue={period.to} required />
        <Button type="submit" className="py-3.5">
          <CalendarRange aria-hidden="true" className="size-4" />
          Show
        </Button>
      </Form>
      {statement && <StatementView statement={statement} />}
    </MemberPage>
  );
}

function StatementView({ statement }: { statement: Statement }) {
  const locale = useLocale();
  const account = useAccount();
  const period = `${formatCalendarDate(statement.from, locale)} to ${formatCalendarDate(statement.to, locale)}`;
  return (
    <>
      <DocumentActions pdf={documentPaths.statementPdf(statement.from, statement.to)} />
      <DocumentSheet labelledBy="statement-title">
        <header className="border-b border-fairway-100 pb-6">
          <p className="font-serif text-xl text-fairway-900">{clubName}</p>
          <h2 id="statement-title" className="mt-2 text-2xl">
            {documentTitles.statement}, {period}
          </h2>
        </header>
        <Party label="Member" lines={[account.memberId ? `Member ID ${account.memberId}` : account.email]} />
        <StatementTable statement={statement} inFavourOf="your favour" />
        <Totals
          rows={[
            ['Opening balance', statement.openingBalancePaisa],
            ['Closing balance', statement.closingBalancePaisa, true],
          ]}
        />
        <p className="text-sm text-ink-muted">
          A positive balance is owed to the club; a negative one is credit in your favour. {formatMoney(paisa(statement.closingBalancePaisa), locale)} on{' '}
          {formatCalendarDate(statement.to, locale)}.
        </p>
      </DocumentSheet>
    </>
  );
}
