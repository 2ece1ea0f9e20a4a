import { text } from '../common/text';
import { z } from '../common/zod';
import { wholeNumber } from '../common/whole-number';
import { billingMessages, defaultBillingRules, invoiceStatuses, offlinePaymentMethods, paymentMethods, standings } from './account-constants';
import { monthPattern } from './fiscal-year';

/** The member's account (docs/money.md): the API's shapes, shared by the pages and the server. */

/** An amount people type or a client sends: whole paisa, more than 0. */
export const positivePaisa = z
  .number({ error: billingMessages.amountNotPositive })
  .refine(Number.isInteger, billingMessages.amountNotWholePaisa)
  .refine((value) => value > 0, billingMessages.amountNotPositive)
  .refine(Number.isSafeInteger, billingMessages.amountNotWholePaisa);

/** `GET /api/member/account`: a positive balance is owed to the club; credit is negative. */
export const memberAccountSchema = z.object({
  balancePaisa: z.number(),
  overduePaisa: z.number(),
  standing: z.enum(standings),
});
export type MemberAccount = z.infer<typeof memberAccountSchema>;

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPricePaisa: z.number(),
  taxRatePercent: z.number(),
  taxPaisa: z.number(),
  totalPaisa: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** `GET /api/member/invoices`: a bill (a tax invoice, or a balance brought forward), newest first. */
export const invoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  issuedAt: z.string(),
  dueOn: z.string(),
  status: z.enum(invoiceStatuses),
  totalPaisa: z.number(),
  paidPaisa: z.number(),
  creditedPaisa: z.number(),
  lines: z.array(invoiceLineSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `POST /api/member/invoice-payments`: the invoices to pay; none means the whole balance. */
export const invoicePaymentRequestSchema = z.object({ invoiceIds: z.array(z.int().positive()).max(100) });
export type InvoicePaymentRequest = z.infer<typeof invoicePaymentRequestSchema>;

/** `POST /api/admin/billing/runs`. */
export const billingRunRequestSchema = z.object({ period: text().regex(monthPattern, billingMessages.notCurrentMonth) });
export const billingRunResultSchema = z.object({ period: z.string(), invoicesIssued: z.number(), totalPaisa: z.number() });
export type BillingRunResult = z.infer<typeof billingRunResultSchema>;
/** `GET /api/admin/billing/runs/preview`: what a run of the current month would issue, per category. */
export const billingRunPreviewSchema = z.object({
  period: z.string(),
  members: z.number(),
  totalPaisa: z.number(),
  categories: z.array(z.object({ category: z.string(), members: z.number(), totalPaisa: z.number() })),
});
export type BillingRunPreview = z.infer<typeof billingRunPreviewSchema>;

/** `POST /api/admin/members/{memberId}/payments`: money taken at the office. */
export const offlinePaymentRequestSchema = z.object({
  amountPaisa: positivePaisa,
  method: z.enum(offlinePaymentMethods),
  reference: text().trim().min(1, billingMessages.referenceRequired).max(100),
});
export type OfflinePaymentRequest = z.infer<typeof offlinePaymentRequestSchema>;
export const recordedReceiptSchema = z.object({ number: z.string(), amountPaisa: z.number() });

/** A receipt, as the member's Account and the console list it. */
export const accountReceiptSchema = z.object({
  number: z.string(),
  amountPaisa: z.number(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  paidAt: z.string(),
});
export type AccountReceipt = z.infer<typeof accountReceiptSchema>;

/** The rules staff set under Billing (defaults in account-constants.ts). */
export const billingRulesSchema = z.object({
  dueDays: wholeNumber('Days to pay', 0, 90),
  paymentDueAfterMonths: wholeNumber('Months to "Payment due"', 1, 24),
  onHoldAfterMonths: wholeNumber('Months to "On hold"', 1, 36),
  suspendAfterMonths: wholeNumber('Months to suspension', 1, 60),
  reinstatementPercent: wholeNumber('Reinstatement', 0, 100),
  reminderDays: z.array(wholeNumber('A reminder', -60, 365)).max(8),
  bin: z.string().trim().max(20, 'The BIN is at most 20 characters.'),
});
export type BillingRulesInput = z.infer<typeof billingRulesSchema>;
export const billingRulesDefaults = defaultBillingRules satisfies BillingRulesInput;
