/** What other areas may use of billing: the only file of it they import (docs/architecture.md). One export a line. */
export { chargeService, takeBackServiceCharge, type ServiceCharge } from './service-charges/service-charges';
export { assertNotOnHold } from './standing/on-hold';
export { standingOf } from './ledger/account-summary';
export { billEntranceFee } from './entrance-fee/entrance-fee';
export { invoiceReinstatement } from './accounts/reinstatement';
