import type { Statement } from '@rgcc/shared/billing/account-documents';
import { formatCalendarDate, formatClubDate } from '@rgcc/shared/format/dates';
import { formatAmount, paisa } from '@rgcc/shared/format/money';
import { WideTable } from '@/components/ui/wide-table';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { statementTexts } from './statement-texts';

const cell = 'px-4 py-3 whitespace-nowrap';
const number = `${cell} text-right tabular-nums`;

/**
 * A statement's entries, from the opening balance, each with the balance after it: the member's
 * statement and the one staff read of a member. `inFavourOf` says whose favour a negative amount is in,
 * in the page's language ("your favour", "the member's favour").
 */
export function StatementTable({ statement, inFavourOf }: { statement: Statement; inFavourOf: string }) {
  const locale = useLocale();
  const t = useTexts(statementTexts);
  const amount = (value: number) => formatAmount(paisa(value), locale);
  return (
    <>
      <WideTable captionId="statement-caption">
        <table className="w-full text-left">
          <caption id="statement-caption" className="sr-only">
            {t('caption', {
              from: formatCalendarDate(statement.from, locale),
              to: formatCalendarDate(statement.to, locale),
              inFavourOf,
            })}
          </caption>
          <thead className="bg-fairway-50 text-sm text-fairway-800">
            <tr>
              <th scope="col" className={cell}>{t('date')}</th>
              <th scope="col" className="px-4 py-3">{t('description')}</th>
              <th scope="col" className={cell}>{t('document')}</th>
              <th scope="col" className={number}>{t('amount')}</th>
              <th scope="col" className={number}>{t('balance')}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-fairway-100 font-semibold">
              <td className={cell}>{formatCalendarDate(statement.from, locale)}</td>
              <td className="px-4 py-3">{t('openingBalance')}</td>
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
      {statement.entries.length === 0 && <p className="text-ink-muted">{t('nothingInPeriod')}</p>}
    </>
  );
}
