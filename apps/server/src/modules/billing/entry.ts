/**
 * What other areas may use of billing: the only file of it they import (docs/architecture.md).
 * The tests outside the area build accounts with the ledger's writers; bench/billing times a run,
 * the aged receivables and a statement.
 */
export { recordOfficePayment } from './accounts/office-payments';
export { statementOf } from './accounts/statement';
export { postCharges } from './ledger/charges';
export { issueCreditNote, issueInvoices, type DocumentRow } from './ledger/documents';
export { takeDocumentNumbers } from './ledger/numbering';
export { settleAccounts } from './ledger/settlement';
export { agedReceivables, membersToSuspend } from './reports/receivables';
export { runBilling } from './runs/billing-run';
