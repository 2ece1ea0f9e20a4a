/** What other areas may use of billing: the only file of it they import (docs/architecture.md). One export a line. */
export { invoiceReinstatement } from './accounts/reinstatement';
