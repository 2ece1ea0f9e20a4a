import { CreditCard, FileText } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import type { Standing } from '@rgcc/shared/billing/account-constants';
import { documentPaths } from '@rgcc/shared/billing/account-document-constants';
import type { Invoice, MemberAccount } from '@rgcc/shared/billing/accounts';
import type { Receipt } from '@rgcc/shared/billing/payments';
import { formatCalendarDate, formatClubDate } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { MemberPage } from '@/components/member-area/member-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { WideTable } from '@/components/ui/wide-table';
import { useTexts, type TextKey } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { accountTexts } from './account-texts';
import { useInvoicePayment, type accountLoader } from './account-api';
import { BillLink, sheetClass } from './document-parts';

const cell = 'px-5 py-3 whitespace-nowrap';
const number = `${cell} text-right tabular-nums`;
const leftToPay = (invoice: Invoice) => invoice.totalPaisa - invoice.creditedPaisa - invoice.paidPaisa;

/**
 * `/dashboard/payments`, the dashboard's Payments card: the member's Account. The balance and
 * what is overdue, the standing (and why it holds bookings back), open invoices to pay one by one
 * or all at once, paid invoices, receipts, and the statement.
 */
export function PaymentsPage() {
  const { account, invoices, receipts } = useLoaderData<typeof accountLoader>();
  const open = invoices.filter((invoice) => invoice.status === 'open');
  const settled = invoices.filter((invoice) => invoice.status !== 'open');
  const t = useTexts(accountTexts);
  return (
    <MemberPage title={t('payments')} intro={t('paymentsIntro')}>
      <div className="space-y-10">
        <AccountSummary account={account} />
        <OpenInvoices invoices={open} />
        {settled.length > 0 && <SettledInvoices invoices={settled} />}
        <Receipts receipts={receipts} />
      </div>
    </MemberPage>
  );
}

/** What the Account says of a standing other than active, with what is overdue. */
const standingNotes: Record<Exclude<Standing, 'active'>, TextKey<typeof accountTexts>> = {
  payment_due: 'paymentDueNote',
  on_hold: 'onHoldNote',
  suspended: 'suspendedNote',
};

function AccountSummary({ account }: { account: MemberAccount }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const money = (amount: number) => formatMoney(paisa(amount), locale);
  const pay = useInvoicePayment();
  const paying = pay.isPending || pay.answer !== undefined;
  return (
    <section aria-labelledby="account-heading" className={sheetClass}>
      <h2 id="account-heading" className="mb-4 text-2xl">
        {t('yourAccount')}
      </h2>
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-fairway-800">{t('balance')}</dt>
        <dd className="text-lg font-semibold text-ink">
          {account.balancePaisa > 0
            ? t('youOwe', { amount: money(account.balancePaisa) })
            : account.balancePaisa < 0
              ? t('inCredit', { amount: money(-account.balancePaisa) })
              : t('nothingOwed')}
        </dd>
        <dt className="font-semibold text-fairway-800">{t('overdue')}</dt>
        <dd className="text-ink">{money(account.overduePaisa)}</dd>
        <dt className="font-semibold text-fairway-800">{t('standing')}</dt>
        <dd className="text-ink">{t('standingName', { standing: account.standing })}</dd>
      </dl>
      {account.standing !== 'active' && (
        <p role="status" className="mt-4 rounded-xl bg-sand-100 p-4 text-ink ring-1 ring-sand-300">
          {t(standingNotes[account.standing], { overdue: money(account.overduePaisa) })}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {account.balancePaisa > 0 && (
          <Button disabled={paying} onClick={() => pay.submit([])}>
            <CreditCard aria-hidden="true" className="size-4" />
            {paying ? t('processingPayment') : t('payAll', { amount: money(account.balancePaisa) })}
          </Button>
        )}
        <ButtonLink to="/dashboard/statement" variant="secondary">
          <FileText aria-hidden="true" className="size-4" />
          {t('statement')}
        </ButtonLink>
      </div>
    </section>
  );
}

function OpenInvoices({ invoices }: { invoices: Invoice[] }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const money = (amount: number) => formatMoney(paisa(amount), locale);
  const pay = useInvoicePayment();
  return (
    <section aria-labelledby="open-heading">
      <h2 id="open-heading" className="mb-4 text-2xl">
        {t('openInvoices')}
      </h2>
      {invoices.length === 0 ? (
        <p className="text-ink-muted">{t('noOpenInvoices')}</p>
      ) : (
        <WideTable captionId="open-caption">
          <table className="w-full text-left">
            <caption id="open-caption" className="sr-only">
              {t('openInvoicesCaption')}
            </caption>
            <thead className="bg-fairway-50 text-sm text-fairway-800">
              <tr>
                <th scope="col" className={cell}>{t('invoice')}</th>
                <th scope="col" className={cell}>{t('issued')}</th>
                <th scope="col" className={cell}>{t('due')}</th>
                <th scope="col" className={number}>{t('total')}</th>
                <th scope="col" className={number}>{t('leftToPay')}</th>
                <th scope="col" className={cell}><span className="sr-only">{t('pay')}</span></th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} className="border-t border-fairway-100">
                  <td className={cell}>
                    <BillLink id={invoice.id} number={invoice.number} />
                  </td>
                  <td className={cell}>{formatClubDate(invoice.issuedAt, locale)}</td>
                  <td className={cell}>{formatCalendarDate(invoice.dueOn, locale)}</td>
                  <td className={number}>{money(invoice.totalPaisa)}</td>
                  <td className={number}>{money(leftToPay(invoice))}</td>
                  <td className={cell}>
                    <Button className="px-4 py-2" disabled={pay.isPending || pay.answer !== undefined} aria-label={t('payInvoice', { number: invoice.number })} onClick={() => pay.submit([invoice.id])}>
                      {t('pay')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </WideTable>
      )}
    </section>
  );
}

function SettledInvoices({ invoices }: { invoices: Invoice[] }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  return (
    <section aria-labelledby="settled-heading">
      <h2 id="settled-heading" className="mb-4 text-2xl">
        {t('paidInvoices')}
      </h2>
      <WideTable captionId="settled-caption">
        <table className="w-full text-left">
          <caption id="settled-caption" className="sr-only">
            {t('paidInvoicesCaption')}
          </caption>
          <thead className="bg-fairway-50 text-sm text-fairway-800">
            <tr>
              <th scope="col" className={cell}>{t('invoice')}</th>
              <th scope="col" className={cell}>{t('issued')}</th>
              <th scope="col" className={number}>{t('total')}</th>
              <th scope="col" className={cell}>{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="border-t border-fairway-100">
                <td className={cell}>
                  <BillLink id={invoice.id} number={invoice.number} />
                </td>
                <td className={cell}>{formatClubDate(invoice.issuedAt, locale)}</td>
                <td className={number}>{formatMoney(paisa(invoice.totalPaisa), locale)}</td>
                <td className={cell}>{t('invoiceStatus', { status: invoice.status })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </WideTable>
    </section>
  );
}

function Receipts({ receipts }: { receipts: Receipt[] }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  return (
    <section aria-labelledby="receipts-heading">
      <h2 id="receipts-heading" className="mb-4 text-2xl">
        {t('receipts')}
      </h2>
      {receipts.length === 0 ? (
        <p className="text-ink-muted">{t('noPayments')}</p>
      ) : (
        <WideTable captionId="receipts-caption">
          <table className="w-full text-left">
            <caption id="receipts-caption" className="sr-only">
              {t('receiptsCaption')}
            </caption>
            <thead className="bg-fairway-50 text-sm text-fairway-800">
              <tr>
                <th scope="col" className="px-5 py-3">{t('receipt')}</th>
                <th scope="col" className="px-5 py-3">{t('for')}</th>
                <th scope="col" className="px-5 py-3">{t('amount')}</th>
                <th scope="col" className="px-5 py-3">{t('date')}</th>
                <th scope="col" className="px-5 py-3">{t('transactionId')}</th>
              </tr>
            </thead>
            <tbody>
              {receipts.map((receipt) => (
                <tr key={receipt.receiptNumber} className="border-t border-fairway-100">
                  {/* Numbers, amounts and dates stay on one line: "R-000002" broke at its hyphen. */}
                  <td className="px-5 py-3 font-semibold whitespace-nowrap">
                    <Link to={documentPaths.receiptPage(receipt.receiptNumber)} className="text-river-700 underline underline-offset-4">
                      {receipt.receiptNumber}
                    </Link>
                  </td>
                  <td className="min-w-40 px-5 py-3">{t('receiptFor', { purpose: receipt.purpose })}</td>
                  <td className="px-5 py-3 whitespace-nowrap">{formatMoney(paisa(receipt.amountPaisa), locale)}</td>
                  <td className="px-5 py-3 whitespace-nowrap">{formatClubDate(receipt.paidAt, locale)}</td>
                  <td className="px-5 py-3 font-mono text-sm whitespace-nowrap">{receipt.trxId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </WideTable>
      )}
    </section>
  );
}
