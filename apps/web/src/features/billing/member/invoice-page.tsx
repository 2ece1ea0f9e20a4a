import { CreditCard } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { invoiceStatusLabels } from '@rgcc/shared/billing/account-constants';
import { documentMessages, documentPaths, documentTitles } from '@rgcc/shared/billing/account-document-constants';
import type { CreditNoteDocument, InvoiceDocument } from '@rgcc/shared/billing/account-documents';
import { formatCalendarDate, formatClubDate, formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { MemberPage } from '@/components/member-area/member-page';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/lib/use-locale';
import { useInvoicePayment, type creditNoteLoader, type invoiceLoader } from './account-api';
import { BillLink, DocumentActions, DocumentHead, DocumentSheet, LinesTable, NotFound, Party, Totals, toAccount } from './document-parts';

const buyerLines = (buyer: InvoiceDocument['buyer']) => [buyer.name, `Member ID ${buyer.memberId}`, ...(buyer.address ? buyer.address.split('\n') : [])];

/** `/dashboard/invoices/:id`: the invoice as issued (Mushak-6.3), what is paid and credited since, and Pay. */
export function InvoicePage() {
  const { invoice } = useLoaderData<typeof invoiceLoader>();
  return (
    <MemberPage title={invoice ? documentTitles[invoice.kind] : 'Invoice'} back={toAccount}>
      {invoice ? <InvoiceView invoice={invoice} /> : <NotFound>{documentMessages.invoiceNotFound}</NotFound>}
    </MemberPage>
  );
}

function InvoiceView({ invoice }: { invoice: InvoiceDocument }) {
  const locale = useLocale();
  const pay = useInvoicePayment();
  const paying = pay.isPending || pay.answer !== undefined;
  return (
    <>
      <DocumentActions pdf={documentPaths.invoicePdf(invoice.id)}>
        {invoice.status === 'open' && (
          <Button disabled={paying} onClick={() => pay.submit([invoice.id])}>
            <CreditCard aria-hidden="true" className="size-4" />
            {paying ? 'Processing Payment' : `Pay ${formatMoney(paisa(invoice.leftPaisa), locale)}`}
          </Button>
        )}
      </DocumentActions>
      <DocumentSheet labelledBy="document-title">
        <DocumentHead
          id="document-title"
          seller={invoice.seller}
          title={documentTitles[invoice.kind]}
          facts={[
            ['Number', invoice.number],
            ['Issued', formatClubDateTimeLabelled(invoice.issuedAt, locale)],
            ['Due', formatCalendarDate(invoice.dueOn, locale)],
            ['Status', invoiceStatusLabels[invoice.status]],
          ]}
        />
        <Party label="Billed to" lines={buyerLines(invoice.buyer)} />
        <LinesTable id="invoice-lines" lines={invoice.lines} />
        <Totals
          rows={[
            ['Value before VAT', invoice.netPaisa],
            ['VAT', invoice.taxPaisa],
            ['Total', invoice.totalPaisa, true],
            ...(invoice.creditedPaisa > 0 ? [['Credited', -invoice.creditedPaisa] as [string, number]] : []),
            ['Paid', -invoice.paidPaisa],
            ['Left to pay', invoice.leftPaisa, true],
          ]}
        />
        {invoice.creditNotes.length > 0 && (
          <section aria-labelledby="credit-notes-heading">
            <h3 id="credit-notes-heading" className="mb-2 font-sans text-lg font-semibold text-fairway-800">
              Credit notes against this invoice
            </h3>
            <ul className="space-y-1">
              {invoice.creditNotes.map((note) => (
                <li key={note.id}>
                  <Link to={documentPaths.creditNotePage(note.id)} className="font-semibold text-river-700 underline underline-offset-4">
                    {note.number}
                  </Link>{' '}
                  of {formatClubDate(note.issuedAt, locale)}: {formatMoney(paisa(note.totalPaisa), locale)}
                  {note.reason && <span className="text-ink-muted"> ({note.reason})</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="text-sm text-ink-muted">Prices are before VAT; the VAT of each line is at the rate in force on the day of issue.</p>
      </DocumentSheet>
    </>
  );
}

/** `/dashboard/credit-notes/:id`: a credit note (Mushak-6.7) and the invoice it corrects. */
export function CreditNotePage() {
  const { note } = useLoaderData<typeof creditNoteLoader>();
  return (
    <MemberPage title={documentTitles.credit_note} back={toAccount}>
      {note ? <CreditNoteView note={note} /> : <NotFound>{documentMessages.creditNoteNotFound}</NotFound>}
    </MemberPage>
  );
}

function CreditNoteView({ note }: { note: CreditNoteDocument }) {
  const locale = useLocale();
  return (
    <>
      <DocumentActions pdf={documentPaths.creditNotePdf(note.id)} />
      <DocumentSheet labelledBy="document-title">
        <DocumentHead
          id="document-title"
          seller={note.seller}
          title={documentTitles.credit_note}
          facts={[
            ['Number', note.number],
            ['Issued', formatClubDateTimeLabelled(note.issuedAt, locale)],
            ['Corrects', <BillLink key="corrects" id={note.corrects.id} number={note.corrects.number} />],
          ]}
        />
        <Party label="Issued to" lines={buyerLines(note.buyer)} />
        {note.reason && <Party label="Reason" lines={[note.reason]} />}
        <LinesTable id="credit-note-lines" lines={note.lines} />
        <Totals
          rows={[
            ['Value before VAT', note.netPaisa],
            ['VAT', note.taxPaisa],
            ['Total credited', note.totalPaisa, true],
          ]}
        />
      </DocumentSheet>
    </>
  );
}
