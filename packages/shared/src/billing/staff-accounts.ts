import { z } from '../common/zod';
import { text } from '../common/text';
import { memberIdSchema } from '../membership/member-id';
import { memberStatuses } from '../membership/member-constants';
import { billingMessages, chargeServices, counterServices, documentKinds, editableTaxCodes, offlinePaymentMethods, paymentMethods, taxCodes } from './account-constants';
import { invoiceSchema, invoiceLineSchema, memberAccountSchema, positivePaisa } from './accounts';
import { openingBalanceMaxRows, staffBillingMessages } from './staff-account-constants';

/**
 * What staff do to a member's account under Billing (docs/money.md): one schema per action, the
 * console's form and the server checking the same thing with the same messages.
 */

const reason = text({ error: billingMessages.reasonRequired }).trim().min(1, billingMessages.reasonRequired).max(500, 'At most 500 characters.');
const reference = text({ error: billingMessages.referenceRequired }).trim().min(1, billingMessages.referenceRequired).max(100, 'At most 100 characters.');

/** An amount that is owed (positive) or in credit (negative), whole paisa, never 0. */
export const signedPaisa = z
  .number({ error: staffBillingMessages.openingBalanceZero })
  .refine(Number.isSafeInteger, billingMessages.amountNotWholePaisa)
  .refine((value) => value !== 0, staffBillingMessages.openingBalanceZero);

/** `POST /api/admin/billing/members/{memberId}/charges`: restaurant or pro-shop items, before VAT, for the next monthly invoice. */
export const counterChargeSchema = z.object({
  service: z.enum(counterServices),
  taxCode: z.enum(editableTaxCodes),
  items: z
    .array(
      z.object({
        description: text({ error: staffBillingMessages.descriptionRequired }).trim().min(1, staffBillingMessages.descriptionRequired).max(200, 'At most 200 characters.'),
        quantity: z.int({ error: staffBillingMessages.quantity }).min(1, staffBillingMessages.quantity).max(999, staffBillingMessages.quantity),
        unitPricePaisa: positivePaisa,
        /** A pro-shop product the item was chosen from. */
        productId: z.int().positive().nullish(),
      }),
      { error: staffBillingMessages.itemsRequired },
    )
    .min(1, staffBillingMessages.itemsRequired)
    .max(50, staffBillingMessages.tooManyItems),
});
export type CounterCharge = z.infer<typeof counterChargeSchema>;
export type CounterChargeInput = z.input<typeof counterChargeSchema>;

/** `POST /api/admin/billing/members/{memberId}/credit-notes`: every line left of an invoice, or `part` of one line (before VAT). */
export const creditNoteRequestSchema = z.object({
  invoiceId: z.int().positive(),
  reason,
  part: z.object({ entryId: z.int().positive(), netPaisa: positivePaisa }).optional(),
});
export type CreditNoteRequest = z.infer<typeof creditNoteRequestSchema>;

/** `POST /api/admin/billing/members/{memberId}/refunds`: credit on the account paid back. */
export const refundRequestSchema = z.object({ amountPaisa: positivePaisa, method: z.enum(offlinePaymentMethods), reference, reason });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** `POST /api/admin/billing/members/{memberId}/payment-reversals`: a payment recorded by mistake, or a cheque that bounced. */
export const paymentReversalRequestSchema = z.object({
  receiptNumber: text({ error: staffBillingMessages.receiptNumber })
    .trim()
    .toUpperCase()
    .regex(/^R-\d{6,12}$/, staffBillingMessages.receiptNumber),
  reason,
});
export type PaymentReversalRequest = z.infer<typeof paymentReversalRequestSchema>;

/** `POST /api/admin/billing/members/{memberId}/opening-balance`: owed (positive) or in credit (negative), once per member. */
export const openingBalanceRequestSchema = z.object({ amountPaisa: signedPaisa });
export type OpeningBalanceRequest = z.infer<typeof openingBalanceRequestSchema>;

/** A row of the opening balances' file, checked: the line counts the header as 1. */
export const openingBalanceRowSchema = z.object({ line: z.number(), memberId: z.string(), amountPaisa: z.number() });

/** `POST /api/admin/billing/opening-balances/preview` (a CSV of member_id,amount): nothing is written. */
export const openingBalancePreviewSchema = z.object({
  rows: z.number(),
  valid: z.number(),
  /** Of the valid rows, those whose member has that opening balance already. */
  unchanged: z.number(),
  owedPaisa: z.number(),
  creditPaisa: z.number(),
  errors: z.array(z.object({ line: z.number(), column: z.string(), message: z.string() })),
  /** What a commit writes, when there are no errors. */
  entries: z.array(openingBalanceRowSchema),
});
export type OpeningBalancePreview = z.infer<typeof openingBalancePreviewSchema>;

/** `POST /api/admin/billing/opening-balances`: the rows of a preview without errors, written all or none. */
export const openingBalanceCommitSchema = z.object({
  entries: z
    .array(z.object({ memberId: memberIdSchema, amountPaisa: signedPaisa }))
    .min(1, staffBillingMessages.itemsRequired)
    .max(openingBalanceMaxRows, staffBillingMessages.tooManyRows),
});
export type OpeningBalanceCommit = z.infer<typeof openingBalanceCommitSchema>;
export const openingBalanceCommittedSchema = z.object({ created: z.number(), unchanged: z.number(), message: z.string() });
export type OpeningBalanceCommitted = z.infer<typeof openingBalanceCommittedSchema>;

/** A bill's line as staff see it: which entry it is, and what credit notes left of it (before VAT). */
export const staffInvoiceLineSchema = invoiceLineSchema.extend({ entryId: z.number(), netPaisa: z.number(), creditedNetPaisa: z.number() });
export const staffBillSchema = invoiceSchema.extend({ kind: z.enum(documentKinds), lines: z.array(staffInvoiceLineSchema) });
export type StaffBill = z.infer<typeof staffBillSchema>;

/** `GET /api/admin/billing/members/{memberId}`: a member's account as the Billing console shows it. */
export const staffMemberAccountSchema = z.object({
  member: z.object({ memberId: z.string(), name: z.string(), category: z.string(), status: z.enum(memberStatuses) }),
  account: memberAccountSchema,
  /** What a refund may pay back: the credit on the account. */
  creditPaisa: z.number(),
  openingBalancePaisa: z.number().nullable(),
  bills: z.array(staffBillSchema),
  creditNotes: z.array(z.object({ id: z.number(), number: z.string(), issuedAt: z.string(), corrects: z.string(), totalPaisa: z.number(), reason: z.string() })),
  receipts: z.array(
    z.object({
      number: z.string(),
      amountPaisa: z.number(),
      method: z.enum(paymentMethods),
      reference: z.string().nullable(),
      paidAt: z.string(),
      reversedAt: z.string().nullable(),
    }),
  ),
  /** Charges waiting for the next monthly invoice. */
  unbilled: z.array(z.object({ postedAt: z.string(), service: z.enum(chargeServices), description: z.string(), quantity: z.number(), unitPricePaisa: z.number(), taxPaisa: z.number(), totalPaisa: z.number() })),
  /** Refunds and reversed payments, newest first. */
  moneyOut: z.array(z.object({ postedAt: z.string(), kind: z.enum(['refund', 'payment_reversal']), description: z.string(), amountPaisa: z.number(), reason: z.string().nullable() })),
});
export type StaffMemberAccount = z.infer<typeof staffMemberAccountSchema>;

/** `GET /api/admin/billing/products`: what the pro shop sells, for the counter (its price before VAT, when the shop has one). */
export const counterProductSchema = z.object({ id: z.number(), name: z.string(), pricePaisa: z.number().nullable() });
export type CounterProduct = z.infer<typeof counterProductSchema>;

export const taxCodeSchema = z.enum(taxCodes);

/** The credit-note form's choice: the whole invoice, or part of a line (`part` then says which and how much). */
export const creditNoteScopeSchema = z.enum(['full', 'part']);
