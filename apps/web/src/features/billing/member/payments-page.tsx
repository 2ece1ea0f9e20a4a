import { CreditCard, FileText } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { invoiceStatusLabels, standingLabels } from '@rgcc/shared/billing/account-constants';
import { balanceWords, documentPaths, standingNotes } from '@rgcc/shared/billing/account-document-constants';
import type { Invoice, MemberAccount } from '@rgcc/shared/billing/accounts';
import type { Receipt } from '@rgcc/shared/billing/payments';
import { formatCalendarDate, formatClubDate } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { MemberPage } from '@/components/member-area/member-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { WideTable } from '@/components/ui/wide-table';
import { useLocale } from '@/lib/use-locale';
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
  return (
    <MemberPage title="Payments" intro="Your account with the club: what you owe, your invoices and receipts, and statements to print.">
      <div className="space-y-10">
        <AccountSummary account={account} />
        <OpenInvoices invoices={open} />
        {settled.length > 0 && <SettledInvoices invoices={settled} />}
        <Receipts receipts={receipts} />
      </div>
    </MemberPage>
  );
}

function AccountSummary({ account }: { account: MemberAccount }) {
  const locale = useLocale();
  const money = (amount: number) => formatMoney(paisa(amount), locale);
  const pay = useInvoicePayment();
  const paying = pay.isPending || pay.answer !== undefined;
  return (
    <section aria-labelledby="account-heading" className={sheetClass}>
      <h2 id="account-heading" className="mb-4 text-2xl">
        Your account
      </h2>
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-fairway-800">Balance</dt>
        <dd className="text-lg font-semibold text-ink">{balanceWords(account.balancePaisa, money)}</dd>
        <dt className="font-semibold text-fairway-800">Overdue</dt>
        <dd className="text-ink">{money(account.overduePaisa)}</dd>
        <dt className="font-semibold text-fairway-800">Standing</dt>
        <dd className="text-ink">{standingLabels[account.standing]}</dd>
      </dl>
      {account.standing !== 'active' && (
        <p role="status" className="mt-4 rounded-xl bg-sand-100 p-4 text-ink ring-1 ring-sand-300">
          {standingNotes[account.standing](money(account.overduePaisa))}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {account.balancePaisa > 0 && (
          <Button disabled={paying} onClick={() => pay.submit([])}>
            <CreditCard aria-hidden="true" className="size-4" />
            {paying ? 'Processing Payment' : `Pay all (${money(account.balancePaisa)})`}
          </Button>
        )}
        <ButtonLink to="/dashboard/statement" variant="secondary">
          <FileText aria-hidden="true" className="size-4" />
          Statement
        </ButtonLink>
      </div>
    </section>
  );
}

function OpenInvoices({ invoices }: { invoices: Invoice[] }) {
  const locale = useLocale();
  const money = (amount: number) => formatMoney(paisa(amount), locale);
  const pay = useInvoicePayment();
  return (
    <section aria-labelledby="open-heading">
      <h2 id="open-heading" className="mb-4 text-2xl">
        Open invoices
      </h2>
      {invoices.length === 0 ? (
        <p className="text-ink-muted">No open invoices: nothing is waiting to be paid.</p>
      ) : (
        <WideTable captionId="open-caption">
          <table className="w-full text-left">
            <caption id="open-caption" className="sr-only">
              Your open invoices, newest first
            </caption>
            <thead className="bg-fairway-50 text-sm text-fairway-800">
              <tr>
                <th scope="col" className={cell}>Invoice</th>
                <th scope="col" className={cell}>Issued</th>
                <th scope="col" className={cell}>Due</th>
                <th scope="col" className={number}>Total</th>
                <th scope="col" className={number}>Left to pay</th>
                <th scope="col" className={cell}><span className="sr-only">Pay</span></th>
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
                    <Button className="px-4 py-2" disabled={pay.isPending || pay.answer !== undefined} aria-label={`Pay ${invoice.number}`} onClick={() => pay.submit([invoice.id])}>
                      Pay
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
  return (
    <section aria-labelledby="settled-heading">
      <h2 id="settled-heading" className="mb-4 text-2xl">
        Paid invoices
      </h2>
      <WideTable captionId="settled-caption">
        <table className="w-full text-left">
          <caption id="settled-caption" className="sr-only">
            Your paid and void invoices, newest first
          </caption>
          <thead className="bg-fairway-50 text-sm text-fairway-800">
            <tr>
              <th scope="col" className={cell}>Invoice</th>
              <th scope="col" className={cell}>Issued</th>
              <th scope="col" className={number}>Total</th>
              <th scope="col" className={cell}>Status</th>
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
                <td className={cell}>{invoiceStatusLabels[invoice.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </WideTable>
    </section>
  );
}

const receiptFor = { registration_fee: 'Membership registration fee', account: 'Your account' } as const;

function Receipts({ receipts }: { receipts: Receipt[] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="receipts-heading">
      <h2 id="receipts-heading" className="mb-4 text-2xl">
        Receipts
      </h2>
      {receipts.length === 0 ? (
        <p className="text-ink-muted">No payments yet.</p>
      ) : (
        <WideTable captionId="receipts-caption">
          <table className="w-full text-left">
            <caption id="receipts-caption" className="sr-only">
              Your receipts
            </caption>
            <thead className="bg-fairway-50 text-sm text-fairway-800">
              <tr>
                <th scope="col" className="px-5 py-3">Receipt</th>
                <th scope="col" className="px-5 py-3">For</th>
                <th scope="col" className="px-5 py-3">Amount</th>
                <th scope="col" className="px-5 py-3">Date</th>
                <th scope="col" className="px-5 py-3">Transaction ID</th>
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
                  <td className="min-w-40 px-5 py-3">{receiptFor[receipt.purpose]}</td>
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
