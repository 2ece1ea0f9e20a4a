import { useState, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { EmptyList, ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts, type TextKey } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import type { StaffMemberAccount } from '@rgcc/shared/billing/staff-accounts';
import { formatCalendarDate, formatClubDateTime } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { formatNumber } from '@rgcc/shared/format/number';
import { useAccountActions, type memberAccountLoader } from './account-api';
import { CreditNoteForm, OpeningBalanceForm, RefundForm, ReversalForm } from './account-corrections';
import { ChargeForm, PaymentForm } from './account-forms';
import { accountTexts } from './account-texts';
import { BillingNav } from './billing-nav';
import { billingTexts, useCategoryName } from './billing-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
const cell = 'px-4 py-3';

type ActionName = 'charge' | 'payment' | 'credit' | 'refund' | 'reversal' | 'opening';
const actionLabels: Record<ActionName, TextKey<typeof accountTexts>> = {
  charge: 'postACharge',
  payment: 'recordAPayment',
  credit: 'creditNote',
  refund: 'refundCredit',
  reversal: 'reverseAPayment',
  opening: 'openingBalance',
};

/** `/admin/billing/members/:memberId`: a member's account for staff, and what they do to it. */
export function MemberAccountPage() {
  const t = useTexts(accountTexts);
  const billing = useTexts(billingTexts);
  const { memberId, account, products } = useLoaderData<typeof memberAccountLoader>();
  if (!account)
    return (
      <>
        <PageHeader title={billing('membersAccount')} eyebrow={billing('billing')} inConsole />
        <Section className="bg-cream">
          <div className="space-y-6">
            <BillingNav />
            <EmptyList>
              {t.rich(
                'unknownMember',
                {
                  link: (chunks) => (
                    <Link to="/admin/billing/members" className="font-semibold text-fairway-800 underline underline-offset-4">
                      {chunks}
                    </Link>
                  ),
                },
                { memberId },
              )}
            </EmptyList>
          </div>
        </Section>
      </>
    );
  return <Account account={account} products={products} />;
}

function Account({ account, products }: { account: StaffMemberAccount; products: Awaited<ReturnType<typeof memberAccountLoader>>['products'] }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const billing = useTexts(billingTexts);
  const categoryName = useCategoryName();
  const money = (amount: number) => formatMoney(paisa(amount), locale);
  const actions = useAccountActions(account.member.memberId);
  const [open, setOpen] = useState<ActionName | null>(null);
  const done = () => setOpen(null);
  const available = (Object.keys(actionLabels) as ActionName[]).filter((name) => name !== 'opening' || account.openingBalancePaisa === null);
  const forms: Record<ActionName, ReactNode> = {
    charge: <ChargeForm actions={actions} products={products} done={done} />,
    payment: <PaymentForm actions={actions} done={done} />,
    credit: <CreditNoteForm actions={actions} account={account} done={done} />,
    refund: <RefundForm actions={actions} creditPaisa={account.creditPaisa} done={done} />,
    reversal: <ReversalForm actions={actions} account={account} done={done} />,
    opening: <OpeningBalanceForm actions={actions} done={done} />,
  };
  const { member, account: summary } = account;

  return (
    <>
      <PageHeader title={member.name} eyebrow={billing('billing')} inConsole>
        {member.memberId} · {categoryName(member.category)} · {billing('memberStatus', { status: member.status })} ·{' '}
        <Link to={`/admin/billing/members/${encodeURIComponent(member.memberId)}/statement`} className="font-semibold underline">
          {t('statement')}
        </Link>
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <dl className="grid gap-4 sm:grid-cols-4" aria-label={t('theAccount')}>
            {[
              { key: 'balance', term: t('balance'), value: money(summary.balancePaisa), note: summary.balancePaisa < 0 ? t('inCredit') : summary.balancePaisa > 0 ? t('owedToClub') : t('settled') },
              { key: 'overdue', term: t('overdue'), value: money(summary.overduePaisa), note: null },
              { key: 'standing', term: t('standing'), value: billing('standing', { standing: summary.standing }), note: null },
              { key: 'credit', term: t('refundableCredit'), value: money(account.creditPaisa), note: null },
            ].map(({ key, term, value, note }) => (
              <div key={key} className={card}>
                <dt className="text-sm font-semibold text-fairway-800">{term}</dt>
                <dd className="mt-1 text-2xl text-fairway-900" data-testid={key === 'balance' ? 'balance' : undefined}>
                  {value}
                </dd>
                {note && <dd className="text-sm text-ink-muted">{note}</dd>}
              </div>
            ))}
          </dl>

          <section aria-labelledby="actions-heading" className={card}>
            <h2 id="actions-heading" className="text-xl text-fairway-900">
              {t('actions')}
            </h2>
            <div className="mt-4 flex flex-wrap gap-2">
              {available.map((name) => (
                <Button key={name} variant={open === name ? 'primary' : 'secondary'} aria-expanded={open === name} aria-controls="action-form" onClick={() => setOpen(open === name ? null : name)}>
                  {t(actionLabels[name])}
                </Button>
              ))}
            </div>
            {open && (
              <div id="action-form" className="mt-6 border-t border-fairway-100 pt-6">
                <h3 className="mb-4 text-lg text-fairway-900">{t(actionLabels[open])}</h3>
                {forms[open]}
              </div>
            )}
          </section>

          <section aria-labelledby="bills-heading" className="space-y-3">
            <h2 id="bills-heading" className="text-xl text-fairway-900">
              {t('billsHeading')}
            </h2>
            {account.bills.length === 0 ? (
              <EmptyList>{t('noInvoicesYet')}</EmptyList>
            ) : (
              <ListTable id="bills-caption" caption={t('invoicesCaption')} headings={[t('number'), t('issued'), t('due'), t('status'), t('lines'), t('total'), t('credited'), t('paid')]} widthClass="min-w-[60rem]">
                {account.bills.map((bill) => (
                  <tr key={bill.id}>
                    <td className={`${cell} font-semibold whitespace-nowrap`}>{bill.number}</td>
                    <td className={cell}>{formatClubDateTime(bill.issuedAt, locale)}</td>
                    <td className={cell}>{formatCalendarDate(bill.dueOn, locale)}</td>
                    <td className={cell}>{billing('invoiceStatus', { status: bill.status })}</td>
                    <td className={cell}>
                      <ul>
                        {bill.lines.map((line) => (
                          <li key={line.entryId}>
                            {t(line.quantity > 1 ? 'billLineTimes' : 'billLine', { description: line.description, quantity: line.quantity, amount: money(line.totalPaisa), rate: line.taxRatePercent })}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className={cell}>{money(bill.totalPaisa)}</td>
                    <td className={cell}>{money(bill.creditedPaisa)}</td>
                    <td className={cell}>{money(bill.paidPaisa)}</td>
                  </tr>
                ))}
              </ListTable>
            )}
          </section>

          {account.unbilled.length > 0 && (
            <section aria-labelledby="unbilled-heading" className="space-y-3">
              <h2 id="unbilled-heading" className="text-xl text-fairway-900">
                {t('unbilledHeading')}
              </h2>
              <ListTable id="unbilled-caption" caption={t('unbilledCaption')} headings={[t('posted'), t('for'), t('description'), t('quantity'), t('vat'), t('total')]} widthClass="min-w-[44rem]">
                {account.unbilled.map((charge, index) => (
                  <tr key={index}>
                    <td className={cell}>{formatClubDateTime(charge.postedAt, locale)}</td>
                    <td className={cell}>{billing('chargeService', { service: charge.service })}</td>
                    <td className={cell}>{charge.description}</td>
                    <td className={cell}>{formatNumber(charge.quantity, locale)}</td>
                    <td className={cell}>{money(charge.taxPaisa)}</td>
                    <td className={cell}>{money(charge.totalPaisa)}</td>
                  </tr>
                ))}
              </ListTable>
            </section>
          )}

          <section aria-labelledby="receipts-heading" className="space-y-3">
            <h2 id="receipts-heading" className="text-xl text-fairway-900">
              {t('receipts')}
            </h2>
            {account.receipts.length === 0 ? (
              <EmptyList>{t('noPaymentsYet')}</EmptyList>
            ) : (
              <ListTable id="receipts-caption" caption={t('receiptsCaption')} headings={[t('number'), t('paidAt'), t('amount'), t('method'), t('reference'), t('reversed')]} widthClass="min-w-[44rem]">
                {account.receipts.map((receipt) => (
                  <tr key={receipt.number}>
                    <td className={`${cell} font-semibold`}>{receipt.number}</td>
                    <td className={cell}>{formatClubDateTime(receipt.paidAt, locale)}</td>
                    <td className={cell}>{money(receipt.amountPaisa)}</td>
                    <td className={cell}>{billing('paymentMethod', { method: receipt.method })}</td>
                    <td className={cell}>{receipt.reference ?? ''}</td>
                    <td className={cell}>{receipt.reversedAt ? formatClubDateTime(receipt.reversedAt, locale) : t('notReversed')}</td>
                  </tr>
                ))}
              </ListTable>
            )}
          </section>

          {account.creditNotes.length > 0 && (
            <section aria-labelledby="credit-notes-heading" className="space-y-3">
              <h2 id="credit-notes-heading" className="text-xl text-fairway-900">
                {t('creditNotes')}
              </h2>
              <ListTable id="credit-notes-caption" caption={t('creditNotesCaption')} headings={[t('number'), t('issued'), t('corrects'), t('amount'), t('reason')]} widthClass="min-w-[44rem]">
                {account.creditNotes.map((note) => (
                  <tr key={note.id}>
                    <td className={`${cell} font-semibold`}>{note.number}</td>
                    <td className={cell}>{formatClubDateTime(note.issuedAt, locale)}</td>
                    <td className={cell}>{note.corrects}</td>
                    <td className={cell}>{money(note.totalPaisa)}</td>
                    <td className={cell}>{note.reason}</td>
                  </tr>
                ))}
              </ListTable>
            </section>
          )}

          {account.moneyOut.length > 0 && (
            <section aria-labelledby="money-out-heading" className="space-y-3">
              <h2 id="money-out-heading" className="text-xl text-fairway-900">
                {t('moneyOutHeading')}
              </h2>
              <ListTable id="money-out-caption" caption={t('moneyOutCaption')} headings={[t('when'), t('what'), t('amount'), t('reason')]} widthClass="min-w-[40rem]">
                {account.moneyOut.map((entry, index) => (
                  <tr key={index}>
                    <td className={cell}>{formatClubDateTime(entry.postedAt, locale)}</td>
                    <td className={cell}>{entry.description}</td>
                    <td className={cell}>{money(entry.amountPaisa)}</td>
                    <td className={cell}>{entry.reason ?? ''}</td>
                  </tr>
                ))}
              </ListTable>
            </section>
          )}
          {account.openingBalancePaisa !== null && <p className="text-ink-muted">{t('openingBroughtOver', { amount: money(account.openingBalancePaisa) })}</p>}
        </div>
      </Section>
    </>
  );
}
