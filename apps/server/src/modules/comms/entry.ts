/** What other areas may use of comms: the only file of it they import (docs/architecture.md). */
export { notifyClub, type ArrivalKind } from './inbox/notification-mail';
export { inboxCsvWords } from './inbox/inbox-csv';
