import type { FastifyReply } from 'fastify';
import { creditNoteDocumentSchema, invoiceDocumentSchema, receiptDocumentSchema, receiptParamsSchema } from '@rgcc/shared/billing/account-documents';
import { documentMessages } from '@rgcc/shared/billing/account-document-constants';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { memberCreditNote, memberInvoice, memberReceipt } from '../accounts/member-documents';
import { creditNotePdf, invoicePdf, receiptPdf } from '../documents-pdf/documents-pdf';

const errors = errorReplies(400, 401, 403, 404);

/** A PDF to show in the browser (and save under a name made of the document's number). */
export const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${name.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf"`)
    .send(pdf);

/**
 * The member's documents, each as data for its page and as a PDF for paper: invoices (and
 * balances brought forward), credit notes and receipts. `.pdf` after the id or number is the PDF
 * (a path parameter with a pattern, so `12.pdf` is never read as the id "12.pdf"). A PDF is in
 * the language of the signed-in member, who is the document's owner (none but their own is found).
 */
export async function memberDocumentRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  const invoiceParams = idParams(documentMessages.invoiceNotFound, documentMessages.invoiceNotFound);
  const creditNoteParams = idParams(documentMessages.creditNoteNotFound, documentMessages.creditNoteNotFound);

  app.get(
    '/api/member/invoices/:id',
    {
      onRequest: signInRequired(db),
      schema: { summary: "One of the signed-in member's invoices as issued (Mushak-6.3), with what is paid and credited since", params: invoiceParams, response: { 200: invoiceDocumentSchema, ...errors } },
    },
    async (request) => memberInvoice(db, config, await signedInAccount(db, request), request.params.id),
  );
  app.get(
    '/api/member/invoices/:id(^\\d+).pdf',
    { onRequest: signInRequired(db), schema: { summary: "One of the signed-in member's invoices as a PDF (A4)", params: invoiceParams, response: errors } },
    async (request, reply) => {
      const account = await signedInAccount(db, request);
      const invoice = await memberInvoice(db, config, account, request.params.id);
      return sendPdf(reply, invoice.number, await invoicePdf(invoice, account.language));
    },
  );

  app.get(
    '/api/member/credit-notes/:id',
    {
      onRequest: signInRequired(db),
      schema: { summary: "One of the signed-in member's credit notes (Mushak-6.7), with the invoice it corrects", params: creditNoteParams, response: { 200: creditNoteDocumentSchema, ...errors } },
    },
    async (request) => memberCreditNote(db, config, await signedInAccount(db, request), request.params.id),
  );
  app.get(
    '/api/member/credit-notes/:id(^\\d+).pdf',
    { onRequest: signInRequired(db), schema: { summary: "One of the signed-in member's credit notes as a PDF (A4)", params: creditNoteParams, response: errors } },
    async (request, reply) => {
      const account = await signedInAccount(db, request);
      const note = await memberCreditNote(db, config, account, request.params.id);
      return sendPdf(reply, note.number, await creditNotePdf(note, account.language));
    },
  );

  app.get(
    '/api/member/receipts/:number',
    {
      onRequest: signInRequired(db),
      schema: { summary: "One of the signed-in member's receipts, with the invoices its money paid", params: receiptParamsSchema, response: { 200: receiptDocumentSchema, ...errors } },
    },
    async (request) => memberReceipt(db, config, await signedInAccount(db, request), request.params.number),
  );
  app.get(
    '/api/member/receipts/:number(^R-\\d+).pdf',
    { onRequest: signInRequired(db), schema: { summary: "One of the signed-in member's receipts as a PDF (A4)", params: receiptParamsSchema, response: errors } },
    async (request, reply) => {
      const account = await signedInAccount(db, request);
      const receipt = await memberReceipt(db, config, account, request.params.number);
      return sendPdf(reply, receipt.number, await receiptPdf(receipt, account.language));
    },
  );
}
