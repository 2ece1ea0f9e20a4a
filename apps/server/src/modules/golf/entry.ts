/** What other areas may use of golf: the only file of it they import (docs/architecture.md). */
export { withdrawEntriesOf } from './tournaments/service';
