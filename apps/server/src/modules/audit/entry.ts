/** What other areas may use of audit: the only file of it they import (docs/architecture.md). */
export { auditTrailOf, recordStaffAction, recordStaffActions, type StaffAction } from './service';
