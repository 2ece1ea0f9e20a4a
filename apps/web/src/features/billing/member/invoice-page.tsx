import { CreditCard } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { documentPaths } from '@rgcc/shared/billing/account-document-constants';
import type { CreditNoteDocument, InvoiceDocument } from '@rgcc/shared/billing/account-documents';
import { formatCalendarDate, formatClubDate, formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { MemberPage } from '@/components/member-area/member-page';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { accountTexts, type AccountTexts } from './account-texts';
import { useInvoicePayment, type creditNoteLoader, type invoiceLoader } from './account-api';
import { BillLink, DocumentActions, DocumentHead, DocumentSheet, LinesTable, NotFound, Party, Totals, useBackToAccount } from './document-parts';

const buyerLines = (t: AccountTexts, buyer: InvoiceDocument['buyer']) => [
  buyer.name,
  t('memberIdLine', { memberId: buyer.memberId }),
  ...(buyer.address ? buyer.address.split('\n') : []),
];

/** `/dashboard/invoices/:id`: the invoice as issued (Mushak-6.3), what is paid and credited since, and Pay. */
export function InvoicePage() {
  const { invoice } = useLoaderData<typeof invoiceLoader>();
  const t = useTexts(accountTexts);
  return (
    <MemberPage title={invoice ? t('documentTitle', { kind: invoice.kind }) : t('invoice')} back={useBackToAccount()}>
      {invoice ? <InvoiceView invoice={invoice} /> : <NotFound>{t('invoiceNotFound')}</NotFound>}
    </MemberPage>
  );
}

function InvoiceView({ invoice }: { invoice: InvoiceDocument }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const pay = useInvoicePayment();
  const paying = pay.isPending || pay.answer !== undefined;
  return (
    <>
      <DocumentActions pdf={documentPaths.invoicePdf(invoice.id)}>
        {invoice.status === 'open' && (
          <Button disabled={paying} onClick={() => pay.submit([invoice.id])}>
            <CreditCard aria-hidden="true" className="size-4" />
            {paying ? t('processingPayment') : t('payAmount', { amount: formatMoney(paisa(invoice.leftPaisa), locale) })}
          </Button>
        )}
      </DocumentActions>
      <DocumentSheet labelledBy="document-title">
        <DocumentHead
          id="document-title"
          seller={invoice.seller}
          title={t('documentTitle', { kind: invoice.kind })}
          facts={[
            [t('number'), invoice.number],
            [t('issued'), formatClubDateTimeLabelled(invoice.issuedAt, locale)],
            [t('due'), formatCalendarDate(invoice.dueOn, locale)],
            [t('status'), t('invoiceStatus', { status: invoice.status })],
          ]}
        />
        <Party label={t('billedTo')} lines={buyerLines(t, invoice.buyer)} />
        <LinesTable id="invoice-lines" lines={invoice.lines} />
        <Totals
          rows={[
            [t('valueBeforeVat'), invoice.netPaisa],
            [t('vat'), invoice.taxPaisa],
            [t('total'), invoice.totalPaisa, true],
            ...(invoice.creditedPaisa > 0 ? [[t('credited'), -invoice.creditedPaisa] as [string, number]] : []),
            [t('paid'), -invoice.paidPaisa],
            [t('leftToPay'), invoice.leftPaisa, true],
          ]}
        />
        {invoice.creditNotes.length > 0 && (
          <section aria-labelledby="credit-notes-heading">
            <h3 id="credit-notes-heading" className="mb-2 font-sans text-lg font-semibold text-fairway-800">
              {t('creditNotesHeading')}
            </h3>
            <ul className="space-y-1">
              {invoice.creditNotes.map((note) => (
                <li key={note.id}>
                  {t.rich(
                    'creditNoteOf',
                    {
                      link: (chunks) => (
                        <Link to={documentPaths.creditNotePage(note.id)} className="font-semibold text-river-700 underline underline-offset-4">
                          {chunks}
                        </Link>
                      ),
                    },
                    { number: note.number, date: formatClubDate(note.issuedAt, locale), amount: formatMoney(paisa(note.totalPaisa), locale) },
                  )}
                  {note.reason && <span className="text-ink-muted"> ({note.reason})</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="text-sm text-ink-muted">{t('pricesBeforeVat')}</p>
      </DocumentSheet>
    </>
  );
}

/** `/dashboard/credit-notes/:id`: a credit note (Mushak-6.7) and the invoice it corrects. */
export function CreditNotePage() {
  const { note } = useLoaderData<typeof creditNoteLoader>();
  const t = useTexts(accountTexts);
  return (
    <MemberPage title={t('documentTitle', { kind: 'credit_note' })} back={useBackToAccount()}>
      {note ? <CreditNoteView note={note} /> : <NotFound>{t('creditNoteNotFound')}</NotFound>}
    </MemberPage>
  );
}

function CreditNoteView({ note }: { note: CreditNoteDocument }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  return (
    <>
      <DocumentActions pdf={documentPaths.creditNotePdf(note.id)} />
      <DocumentSheet labelledBy="document-title">
        <DocumentHead
          id="document-title"
          seller={note.seller}
          title={t('documentTitle', { kind: 'credit_note' })}
          facts={[
            [t('number'), note.number],
            [t('issued'), formatClubDateTimeLabelled(note.issuedAt, locale)],
            [t('corrects'), <BillLink key="corrects" id={note.corrects.id} number={note.corrects.number} />],
          ]}
        />
        <Party label={t('issuedTo')} lines={buyerLines(t, note.buyer)} />
        {note.reason && <Party label={t('reason')} lines={[note.reason]} />}
        <LinesTable id="credit-note-lines" lines={note.lines} />
        <Totals
          rows={[
            [t('valueBeforeVat'), note.netPaisa],
            [t('vat'), note.taxPaisa],
            [t('totalCredited'), note.totalPaisa, true],
          ]}
        />
      </DocumentSheet>
    </>
  );
}
