import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { paymentMethodLabels } from '@rgcc/shared/billing/account-constants';
import { documentMessages, documentPaths, documentTitles } from '@rgcc/shared/billing/account-document-constants';
import type { ReceiptDocument } from '@rgcc/shared/billing/account-documents';
import { formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { MemberPage } from '@/components/member-area/member-page';
import { useLocale } from '@/lib/use-locale';
import type { receiptLoader } from './account-api';
import { BillLink, DocumentActions, DocumentHead, DocumentSheet, NotFound, Party, Totals, toAccount } from './document-parts';

/** `/dashboard/receipts/:number`: the money received, how, and which invoices it paid. */
export function ReceiptPage() {
  const { receipt } = useLoaderData<typeof receiptLoader>();
  return (
    <MemberPage title={documentTitles.receipt} back={toAccount}>
      {receipt ? <ReceiptView receipt={receipt} /> : <NotFound>{documentMessages.receiptNotFound}</NotFound>}
    </MemberPage>
  );
}

function ReceiptView({ receipt }: { receipt: ReceiptDocument }) {
  const locale = useLocale();
  const money = (amount: number) => formatMoney(paisa(amount), locale);
  return (
    <>
      <DocumentActions pdf={documentPaths.receiptPdf(receipt.number)} />
      <DocumentSheet labelledBy="document-title">
        <DocumentHead
          id="document-title"
          seller={receipt.seller}
          title={documentTitles.receipt}
          facts={[
            ['Number', receipt.number],
            ['Received', formatClubDateTimeLabelled(receipt.paidAt, locale)],
            ['Amount', money(receipt.amountPaisa)],
            ['Method', paymentMethodLabels[receipt.method]],
            ...(receipt.reference ? [['Reference', <span key="reference" className="font-mono wrap-anywhere">{receipt.reference}</span>] as [string, ReactNode]] : []),
          ]}
        />
        <Party label="Received from" lines={[receipt.buyer.name, `Member ID ${receipt.buyer.memberId}`]} />
        <section aria-labelledby="paid-heading">
          <h3 id="paid-heading" className="mb-2 font-sans text-lg font-semibold text-fairway-800">
            What it paid
          </h3>
          {receipt.paid.length === 0 && receipt.creditPaisa === 0 ? (
            <p className="text-ink-muted">This money was returned or reversed since.</p>
          ) : (
            <ul className="space-y-1">
              {receipt.paid.map((bill) => (
                <li key={bill.id}>
                  <BillLink id={bill.id} number={bill.number} />: {money(bill.amountPaisa)}
                </li>
              ))}
              {receipt.creditPaisa > 0 && <li>Credit on your account, for your next invoices: {money(receipt.creditPaisa)}</li>}
            </ul>
          )}
        </section>
        <Totals rows={[['Total received', receipt.amountPaisa, true]]} />
      </DocumentSheet>
    </>
  );
}
