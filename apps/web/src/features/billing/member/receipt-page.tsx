import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { documentPaths } from '@rgcc/shared/billing/account-document-constants';
import type { ReceiptDocument } from '@rgcc/shared/billing/account-documents';
import { formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { MemberPage } from '@/components/member-area/member-page';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { accountTexts } from './account-texts';
import type { receiptLoader } from './account-api';
import { BillLink, DocumentActions, DocumentHead, DocumentSheet, NotFound, Party, Totals, useBackToAccount } from './document-parts';

/** `/dashboard/receipts/:number`: the money received, how, and which invoices it paid. */
export function ReceiptPage() {
  const { receipt } = useLoaderData<typeof receiptLoader>();
  const t = useTexts(accountTexts);
  return (
    <MemberPage title={t('documentTitle', { kind: 'receipt' })} back={useBackToAccount()}>
      {receipt ? <ReceiptView receipt={receipt} /> : <NotFound>{t('receiptNotFound')}</NotFound>}
    </MemberPage>
  );
}

function ReceiptView({ receipt }: { receipt: ReceiptDocument }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const money = (amount: number) => formatMoney(paisa(amount), locale);
  return (
    <>
      <DocumentActions pdf={documentPaths.receiptPdf(receipt.number)} />
      <DocumentSheet labelledBy="document-title">
        <DocumentHead
          id="document-title"
          seller={receipt.seller}
          title={t('documentTitle', { kind: 'receipt' })}
          facts={[
            [t('number'), receipt.number],
            [t('received'), formatClubDateTimeLabelled(receipt.paidAt, locale)],
            [t('amount'), money(receipt.amountPaisa)],
            [t('method'), t('paymentMethod', { method: receipt.method })],
            ...(receipt.reference ? [[t('reference'), <span key="reference" className="font-mono wrap-anywhere">{receipt.reference}</span>] as [string, ReactNode]] : []),
          ]}
        />
        <Party label={t('receivedFrom')} lines={[receipt.buyer.name, t('memberIdLine', { memberId: receipt.buyer.memberId })]} />
        <section aria-labelledby="paid-heading">
          <h3 id="paid-heading" className="mb-2 font-sans text-lg font-semibold text-fairway-800">
            {t('whatItPaid')}
          </h3>
          {receipt.paid.length === 0 && receipt.creditPaisa === 0 ? (
            <p className="text-ink-muted">{t('moneyReturned')}</p>
          ) : (
            <ul className="space-y-1">
              {receipt.paid.map((bill) => (
                <li key={bill.id}>
                  {t.rich('billPaid', { bill: () => <BillLink id={bill.id} number={bill.number} /> }, { number: bill.number, amount: money(bill.amountPaisa) })}
                </li>
              ))}
              {receipt.creditPaisa > 0 && <li>{t('creditOnAccount', { amount: money(receipt.creditPaisa) })}</li>}
            </ul>
          )}
        </section>
        <Totals rows={[[t('totalReceived'), receipt.amountPaisa, true]]} />
      </DocumentSheet>
    </>
  );
}
