/** What other areas may use of billing: the only file of it they import (docs/architecture.md). One export a line. */
export { chargeService, takeBackServiceCharge, type ServiceCharge } from './service-charges/service-charges';
export { assertNotOnHold } from './standing/on-hold';
export { standingOf } from './ledger/account-summary';
export { billEntranceFee } from './entrance-fee/entrance-fee';
export { invoiceReinstatement } from './accounts/reinstatement';
export { recordOfficePayment } from './accounts/office-payments';
export { postCharges } from './ledger/charges';
export { ledgerLines } from './ledger/ledger-lines';
export { issueCreditNote, issueInvoices, type DocumentRow } from './ledger/documents';
export { takeDocumentNumbers } from './ledger/numbering';
export { settleAccounts } from './ledger/settlement';
export { agedReceivables, membersToSuspend } from './reports/receivables';
export { runBilling } from './runs/billing-run';
export { documentCsvWords, receivablesCsvWords } from './reports/report-csv';
export { paymentCsvWords } from './payments-review/payment-csv';
