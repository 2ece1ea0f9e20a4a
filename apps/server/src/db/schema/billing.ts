import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ChargeService, DocumentKind, InvoiceStatus, LedgerEntryKind, PaymentMethod, TaxCode } from '@rgcc/shared/billing/account-constants';
import type { DocumentSeries } from '@rgcc/shared/billing/fiscal-year';
import { accounts } from './accounts';
import { payments } from './payments';

/**
 * The member's account (docs/money.md, decision 0034). The ledger and the documents are
 * append-only: triggers of the member_accounts migration refuse to update or delete an entry or a
 * line, and let a document change only its settlement (what is paid, credited, its status).
 */

/** Money columns: bigint, read as a JS number (sums stay far below 2^53 paisa). */
const money = (name: string) => bigint(name, { mode: 'number' });

/** A tax code's rate from a day on (basis points: 15 % is 1500); a new rate is a new row, never an overwrite. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    taxCode: text('tax_code').$type<TaxCode>().notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('tax_rates_code_day_unique').on(table.taxCode, table.effectiveFrom),
    check('tax_rates_rate_range', sql`${table.rateBasisPoints} between 0 and 10000`),
  ],
);

/** What staff charge for each thing, before VAT, with its tax code (PriceKey in shared). */
export const prices = pgTable(
  'prices',
  {
    key: text('key').primaryKey(),
    amountPaisa: money('amount_paisa').notNull(),
    taxCode: text('tax_code').$type<TaxCode>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [check('prices_amount_not_negative', sql`${table.amountPaisa} >= 0`)],
);

/**
 * The last number given in each series and financial year. Its row is locked by the transaction
 * that issues a document, so numbers run without gaps (a sequence would leave one on a rollback).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').$type<DocumentSeries>().notNull(),
    fiscalYear: text('fiscal_year').notNull(),
    lastPlace: integer('last_place').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.series, table.fiscalYear] })],
);

/**
 * An issued document: a tax invoice, a credit note (negative amounts, correcting one invoice), or
 * a balance owed brought forward from the club's old books. Its number, member, lines and amounts
 * never change; the settlement columns follow the account's money (billing/ledger/settlement.ts).
 */
export const billingDocuments = pgTable(
  'billing_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    number: text('number').notNull().unique('billing_documents_number_unique'),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** The buyer as the document names them (Mushak-6.3), at issue. */
    buyerMemberId: text('buyer_member_id').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerAddress: text('buyer_address'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Bills only (invoices and balances brought forward). */
    dueOn: date('due_on', { mode: 'string' }),
    /** A monthly run's invoice: the month (`YYYY-MM`) it bills; one per member and month. */
    period: text('period'),
    /** A credit note: the invoice it corrects, and why. */
    correctsDocumentId: integer('corrects_document_id').references((): AnyPgColumn => billingDocuments.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    netPaisa: money('net_paisa').notNull(),
    taxPaisa: money('tax_paisa').notNull(),
    totalPaisa: money('total_paisa').notNull(),
    issuedBy: integer('issued_by').references(() => accounts.id, { onDelete: 'restrict' }),
    /** Settlement (bills only): what credit notes took off, what the account's money paid, and so the status. */
    creditedPaisa: money('credited_paisa').notNull().default(0),
    paidPaisa: money('paid_paisa').notNull().default(0),
    status: text('status').$type<InvoiceStatus>(),
  },
  (table) => [
    // A run twice, or on two instances at once, still bills a member once a month.
    uniqueIndex('billing_documents_one_per_period').on(table.accountId, table.period).where(sql`${table.kind} = 'invoice' and ${table.period} is not null`),
    index('billing_documents_account_idx').on(table.accountId, table.issuedAt),
    index('billing_documents_issued_idx').on(table.issuedAt, table.id),
    // Aged receivables, reminders and standing read the open bills by due date.
    index('billing_documents_open_idx').on(table.dueOn, table.accountId).where(sql`${table.status} = 'open'`),
    // Aged receivables group the open bills by account: every column they read is in this index,
    // so the grouped pass reads the index alone (bench/billing: 10,000 members, 45,000 open bills).
    index('billing_documents_open_by_account_idx')
      .on(table.accountId, table.dueOn, table.totalPaisa, table.creditedPaisa, table.paidPaisa)
      .where(sql`${table.status} = 'open'`),
    index('billing_documents_corrects_idx').on(table.correctsDocumentId),
    check('billing_documents_kind', sql`${table.kind} in ('invoice', 'credit_note', 'opening_balance')`),
    check('billing_documents_bill_has_due_date', sql`(${table.kind} = 'credit_note') = (${table.dueOn} is null)`),
    check('billing_documents_bill_has_status', sql`(${table.kind} = 'credit_note') = (${table.status} is null)`),
    check('billing_documents_credit_note_corrects', sql`(${table.kind} = 'credit_note') = (${table.correctsDocumentId} is not null)`),
    check('billing_documents_status', sql`${table.status} in ('open', 'paid', 'void')`),
    check('billing_documents_sums', sql`${table.netPaisa} + ${table.taxPaisa} = ${table.totalPaisa}`),
    check('billing_documents_settlement', sql`${table.creditedPaisa} >= 0 and ${table.paidPaisa} >= 0 and ${table.creditedPaisa} + ${table.paidPaisa} <= greatest(${table.totalPaisa}, 0)`),
  ],
);

/**
 * What a member has received: a wallet payment's receipt, or one staff wrote for money taken at
 * the office. Numbered from a sequence (R-000001): a receipt is not a tax document.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    receiptNumber: text('receipt_number').notNull().unique('receipts_number_unique'),
    /** The wallet payment; null for money taken at the office. */
    paymentId: integer('payment_id')
      .unique('receipts_payment_unique')
      .references(() => payments.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amountPaisa: money('amount_paisa').notNull(),
    method: text('method').$type<PaymentMethod>().notNull().default('wallet'),
    /** The wallet's transaction id, or what staff wrote down (a cheque's number, a transfer's id). */
    trxId: text('trx_id'),
    recordedBy: integer('recorded_by').references(() => accounts.id, { onDelete: 'restrict' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  // "Paid or unpaid" in the Members list is whether the account has a receipt.
  (table) => [index('receipts_account_idx').on(table.accountId), check('receipts_wallet_has_payment', sql`(${table.method} = 'wallet') = (${table.paymentId} is not null)`)],
);
export type ReceiptRow = typeof receipts.$inferSelect;

/**
 * The ledger: every amount a member owes (positive) or pays (negative), never changed. Charges
 * carry their line (quantity, unit price, tax); a correction names the entry it corrects.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    amountPaisa: money('amount_paisa').notNull(),
    /** The line in English, and in Bangla where the club wrote it (decision 0047); null: typed by staff, or posted before. */
    description: text('description').notNull(),
    descriptionBn: text('description_bn'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** A charge's (or its credit's) line: what it is for, how many at what price, and its VAT. */
    service: text('service').$type<ChargeService>(),
    quantity: integer('quantity'),
    unitPricePaisa: money('unit_price_paisa'),
    taxCode: text('tax_code').$type<TaxCode>(),
    taxRateBasisPoints: integer('tax_rate_basis_points'),
    netPaisa: money('net_paisa'),
    taxPaisa: money('tax_paisa'),
    /** A payment's receipt; for a refund or a reversed payment, the payment's. */
    receiptId: integer('receipt_id').references(() => receipts.id, { onDelete: 'restrict' }),
    correctsEntryId: integer('corrects_entry_id').references((): AnyPgColumn => ledgerEntries.id, { onDelete: 'restrict' }),
    /** What posted it, once: `subscription:2026-11`, `room-booking:12`; a repeat is a no-op. */
    sourceKey: text('source_key'),
    reason: text('reason'),
    postedBy: integer('posted_by').references(() => accounts.id, { onDelete: 'restrict' }),
  },
  (table) => [
    uniqueIndex('ledger_entries_source_unique').on(table.accountId, table.sourceKey),
    index('ledger_entries_account_idx').on(table.accountId, table.postedAt, table.id),
    index('ledger_entries_corrects_idx').on(table.correctsEntryId),
    check('ledger_entries_kind', sql`${table.kind} in ('charge', 'charge_reversal', 'credit_note', 'opening_balance', 'payment', 'payment_reversal', 'refund')`),
    check(
      'ledger_entries_sign',
      sql`case when ${table.kind} in ('charge', 'payment_reversal', 'refund') then ${table.amountPaisa} > 0 when ${table.kind} in ('charge_reversal', 'credit_note', 'payment') then ${table.amountPaisa} < 0 else ${table.amountPaisa} <> 0 end`,
    ),
    check('ledger_entries_line_sums', sql`${table.netPaisa} is null or ${table.netPaisa} + ${table.taxPaisa} = ${table.amountPaisa}`),
    check('ledger_entries_corrections_name_what', sql`${table.kind} not in ('charge_reversal', 'payment_reversal') or ${table.correctsEntryId} is not null`),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** A document's lines, in order: each is a ledger entry (a charge on an invoice, a credit on a credit note). */
export const documentLines = pgTable(
  'document_lines',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => billingDocuments.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    entryId: integer('entry_id')
      .notNull()
      .unique('document_lines_entry_unique')
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.position] })],
);

/**
 * A charge to be posted at a later run: the entrance fee's instalments after the first. The run
 * of `month` (or a later one) posts it once, keyed `scheduled:<id>`.
 */
export const scheduledCharges = pgTable(
  'scheduled_charges',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    month: text('month').notNull(),
    service: text('service').$type<ChargeService>().notNull(),
    description: text('description').notNull(),
    descriptionBn: text('description_bn'),
    unitPricePaisa: money('unit_price_paisa').notNull(),
    taxCode: text('tax_code').$type<TaxCode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('scheduled_charges_month_idx').on(table.month)],
);

/** Each billing run: the month, what it issued, who started it (null: the scheduler). */
export const billingRuns = pgTable('billing_runs', {
  id: serial('id').primaryKey(),
  period: text('period').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  invoicesIssued: integer('invoices_issued').notNull(),
  totalPaisa: money('total_paisa').notNull(),
  startedBy: integer('started_by').references(() => accounts.id, { onDelete: 'restrict' }),
});

/** What an online payment of the account pays for: the invoices the member chose (none: the whole balance). */
export const paymentTargets = pgTable(
  'payment_targets',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => billingDocuments.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.paymentId, table.documentId] })],
);

/**
 * Mails about money sent once each, whatever the number of instances: a bill's reminder `n` days
 * from its due date, or a standing letter (`payment_due` for the oldest unpaid bill).
 */
export const billingNotices = pgTable(
  'billing_notices',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => billingDocuments.id, { onDelete: 'restrict' }),
    notice: text('notice').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.notice] })],
);
