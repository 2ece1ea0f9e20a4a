import { CalendarRange } from 'lucide-react';
import { Form, useLoaderData } from 'react-router';
import { documentPaths, documentTitles } from '@rgcc/shared/billing/account-document-constants';
import type { Statement } from '@rgcc/shared/billing/account-documents';
import { formatCalendarDate, formatClubDate } from '@rgcc/shared/format/dates';
import { formatAmount, formatMoney, paisa } from '@rgcc/shared/format/money';
import { MemberPage } from '@/components/member-area/member-page';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { WideTable } from '@/components/ui/wide-table';
import { useAccount } from '@/lib/current-account';
import { clubName } from '@/lib/club';
import { useLocale } from '@/lib/use-locale';
import type { statementLoader } from './account-api';
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

const cell = 'px-4 py-3 whitespace-nowrap';
const number = `${cell} text-right tabular-nums`;

function StatementView({ statement }: { statement: Statement }) {
  const locale = useLocale();
  const account = useAccount();
  const amount = (value: number) => formatAmount(paisa(value), locale);
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
        <WideTable captionId="statement-caption">
          <table className="w-full text-left">
            <caption id="statement-caption" className="sr-only">
              Entries of {period}, amounts in BDT: positive is owed to the club, negative is in your favour
            </caption>
            <thead className="bg-fairway-50 text-sm text-fairway-800">
              <tr>
                <th scope="col" className={cell}>Date</th>
                <th scope="col" className="px-4 py-3">Description</th>
                <th scope="col" className={cell}>Document</th>
                <th scope="col" className={number}>Amount</th>
                <th scope="col" className={number}>Balance</th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-t border-fairway-100 font-semibold">
                <td className={cell}>{formatCalendarDate(statement.from, locale)}</td>
                <td className="px-4 py-3">Opening balance</td>
                <td className={cell} />
                <td className={number} />
                <td className={number}>{amount(statement.openingBalancePaisa)}</td>
              </tr>
              {statement.entries.map((entry, index) => (
                <tr key={index} className="border-t border-fairway-100">
                  <td className={cell}>{formatClubDate(entry.postedAt, locale)}</td>
                  <td className="min-w-48 px-4 py-3">{entry.description}</td>
                  <td className={`${cell} font-mono text-sm`}>{entry.documentNumber ?? entry.receiptNumber ?? ''}</td>
                  <td className={number}>{amount(entry.amountPaisa)}</td>
                  <td className={number}>{amount(entry.balancePaisa)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </WideTable>
        {statement.entries.length === 0 && <p className="text-ink-muted">Nothing was charged or paid in this period.</p>}
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
