import { CalendarRange } from 'lucide-react';
import { Form, useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { StatementTable } from '../statement-table';
import type { memberStatementLoader } from './account-api';
import { accountTexts } from './account-texts';
import { BillingNav } from './billing-nav';
import { billingTexts } from './billing-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';

/** `/admin/billing/members/:memberId/statement`: a member's account over a period, entry by entry, as the member reads it. */
export function MemberStatementPage() {
  const { memberId, period, problem, statement } = useLoaderData<typeof memberStatementLoader>();
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const billing = useTexts(billingTexts);
  return (
    <>
      <PageHeader title={t('statementOf', { memberId })} eyebrow={billing('billing')} inConsole>
        {t('statementIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <p>
            <Link to={`/admin/billing/members/${encodeURIComponent(memberId)}`} className="font-semibold text-fairway-800 underline">
              {t('backToAccount', { memberId })}
            </Link>
          </p>
          <Form method="get" aria-label={t('period')} key={`${period.from}-${period.to}`} className={`grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end ${card}`}>
            <TextField label={t('from')} type="date" name="from" defaultValue={period.from} required error={problem ?? undefined} />
            <TextField label={t('to')} type="date" name="to" defaultValue={period.to} required />
            <Button type="submit" className="py-3.5">
              <CalendarRange aria-hidden="true" className="size-4" />
              {t('show')}
            </Button>
          </Form>
          {statement && (
            <section aria-label={t('statement')} className={`space-y-4 ${card}`}>
              <StatementTable statement={statement} inFavourOf={t('inMembersFavour')} />
              <dl className="grid gap-2 sm:grid-cols-2">
                <div>
                  <dt className="text-sm font-semibold text-fairway-800">{t('openingBalanceOn', { date: formatCalendarDate(statement.from, locale) })}</dt>
                  <dd className="text-xl">{formatMoney(paisa(statement.openingBalancePaisa), locale)}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-fairway-800">{t('closingBalanceOn', { date: formatCalendarDate(statement.to, locale) })}</dt>
                  <dd className="text-xl" data-testid="closing-balance">
                    {formatMoney(paisa(statement.closingBalancePaisa), locale)}
                  </dd>
                </div>
              </dl>
            </section>
          )}
        </div>
      </Section>
    </>
  );
}
