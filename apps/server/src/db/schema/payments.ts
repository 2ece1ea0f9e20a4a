import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentPurpose, PaymentStatus } from '@rgcc/shared/billing/payment-constants';
import { accounts } from './accounts';

/**
 * A member's attempt to pay through a mobile wallet: the registration fee (the amount is the
 * server's constant), or what their account owes (payment_targets names the invoices, none for
 * the whole balance). `provider_payment_id` and `trx_id` are unique, so a replayed callback can
 * never be recorded as a second payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** merchantInvoiceNumber: unique per attempt. */
    invoiceNumber: text('invoice_number').notNull().unique('payments_invoice_unique'),
    /** In paisa (1 taka = 100 paisa), so that sums are exact. */
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
    purpose: text('purpose').$type<PaymentPurpose>().notNull().default('registration_fee'),
    /** The provider's paymentID, once created there. */
    providerPaymentId: text('provider_payment_id').unique('payments_provider_payment_unique'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** The wallet's transaction id, once completed. */
    trxId: text('trx_id').unique('payments_trx_unique'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_pending_idx').on(table.status, table.createdAt),
    // The Payments list's order, newest first, paged; and a member's payments on their page.
    index('payments_created_idx').on(table.createdAt, table.id),
    index('payments_account_idx').on(table.accountId, table.createdAt),
    // The fee is paid once: while one fee payment is being executed or is completed, no other
    // can start executing (two tabs, two callbacks, never two charges).
    uniqueIndex('payments_one_active_per_account').on(table.accountId).where(sql`${table.purpose} = 'registration_fee' and ${table.status} in ('executing', 'completed')`),
    // One payment of an account is charged at a time: a second tab waits for the first to settle
    // and then finds nothing left to pay (billing/ledger/account-payments.ts).
    uniqueIndex('payments_one_executing_per_account').on(table.accountId).where(sql`${table.status} = 'executing'`),
    check('payments_purpose', sql`${table.purpose} in ('registration_fee', 'account')`),
  ],
);

/** Receipt numbers (R-000001, …): receipts are in schema/billing.ts. */
export const receiptNumberSequence = pgSequence('receipt_number_seq', { startWith: 1 });


/**
 * The sandbox provider's own wallet (docs/stack.md: a local page that imitates the mobile wallet).
 * It plays bKash's part: a payment is `initiated`, the payer `authorized` it (or failed or
 * cancelled it) on the sandbox page, and execute turns an authorised one into `completed`.
 */
export const sandboxWalletPayments = pgTable('sandbox_wallet_payments', {
  paymentId: text('payment_id').primaryKey(),
  invoiceNumber: text('invoice_number').notNull(),
  amount: text('amount').notNull(),
  payerReference: text('payer_reference').notNull(),
  callbackUrl: text('callback_url').notNull(),
  status: text('status').$type<'initiated' | 'authorized' | 'failed' | 'cancelled' | 'completed'>().notNull().default('initiated'),
  walletNumber: text('wallet_number'),
  failureReason: text('failure_reason'),
  trxId: text('trx_id').unique('sandbox_wallet_trx_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
