import { text } from '../common/text';
import { z } from '../common/zod';
import { invoiceStatuses, ledgerEntryKinds, paymentMethods } from './account-constants';
import { documentMessages, statementPeriodProblem } from './account-document-constants';

/**
 * The member's documents as the API gives them (`GET /api/member/invoices/{id}`, credit notes,
 * receipts, the statement): everything their page and PDF print. Amounts are paisa.
 */

/** The seller, as a Mushak-6.3 invoice names it: the club's name, address and BIN. */
export const sellerSchema = z.object({ name: z.string(), address: z.string(), bin: z.string() });
export type Seller = z.infer<typeof sellerSchema>;

/** The buyer as the document named them at issue. */
export const buyerSchema = z.object({ memberId: z.string(), name: z.string(), address: z.string().nullable() });
export type Buyer = z.infer<typeof buyerSchema>;

/** A line: the value before VAT is quantity × unit price; the line total adds the VAT. */
export const documentLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPricePaisa: z.number(),
  netPaisa: z.number(),
  taxRatePercent: z.number(),
  taxPaisa: z.number(),
  totalPaisa: z.number(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

/** A credit note as an invoice lists it. */
export const creditNoteSummarySchema = z.object({ id: z.number(), number: z.string(), issuedAt: z.string(), reason: z.string().nullable(), totalPaisa: z.number() });
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

const documentBase = {
  id: z.number(),
  number: z.string(),
  issuedAt: z.string(),
  seller: sellerSchema,
  buyer: buyerSchema,
  lines: z.array(documentLineSchema),
  netPaisa: z.number(),
  taxPaisa: z.number(),
  totalPaisa: z.number(),
};

/** `GET /api/member/invoices/{id}`: a tax invoice, or a balance brought forward from the old books. */
export const invoiceDocumentSchema = z.object({
  ...documentBase,
  kind: z.enum(['invoice', 'opening_balance']),
  dueOn: z.string(),
  status: z.enum(invoiceStatuses),
  creditedPaisa: z.number(),
  paidPaisa: z.number(),
  /** What is left to pay: the total less what was credited and paid. */
  leftPaisa: z.number(),
  creditNotes: z.array(creditNoteSummarySchema),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** `GET /api/member/credit-notes/{id}`: a credit note (negative amounts) and the invoice it corrects. */
export const creditNoteDocumentSchema = z.object({
  ...documentBase,
  kind: z.literal('credit_note'),
  reason: z.string().nullable(),
  corrects: z.object({ id: z.number(), number: z.string() }),
});
export type CreditNoteDocument = z.infer<typeof creditNoteDocumentSchema>;

/** A receipt's number in a path: `R-000001`. */
export const receiptParamsSchema = z.object({ number: text().max(20, documentMessages.receiptNotFound) });

/** `GET /api/member/receipts/{number}`: the money received, and the bills it paid (oldest first); the rest is credit. */
export const receiptDocumentSchema = z.object({
  number: z.string(),
  paidAt: z.string(),
  amountPaisa: z.number(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  seller: sellerSchema,
  buyer: z.object({ memberId: z.string(), name: z.string() }),
  paid: z.array(z.object({ id: z.number(), number: z.string(), amountPaisa: z.number() })),
  creditPaisa: z.number(),
});
export type ReceiptDocument = z.infer<typeof receiptDocumentSchema>;

/** `?from=&to=`: club days, `YYYY-MM-DD`; both given, or neither (the financial year so far). */
export const statementQuerySchema = z
  .object({ from: text().max(10, documentMessages.statementDate).optional(), to: text().max(10, documentMessages.statementDate).optional() })
  .superRefine((query, context) => {
    if (query.from === undefined && query.to === undefined) return;
    const problem = statementPeriodProblem(query.from ?? '', query.to ?? '');
    if (problem) context.addIssue({ code: 'custom', message: problem, path: [query.from === undefined ? 'from' : 'to'] });
  });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** An entry of the statement, with the balance after it (positive: owed to the club). */
export const statementEntrySchema = z.object({
  postedAt: z.string(),
  kind: z.enum(ledgerEntryKinds),
  description: z.string(),
  documentNumber: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  amountPaisa: z.number(),
  balancePaisa: z.number(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** `GET /api/member/statement`: the balance before `from`, every entry of the period in order, and the balance after `to`. */
export const statementSchema = z.object({
  from: z.string(),
  to: z.string(),
  openingBalancePaisa: z.number(),
  entries: z.array(statementEntrySchema),
  closingBalancePaisa: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;

