/** What other areas may use of golf: the only file of it they import (docs/architecture.md). */
export { withdrawEntriesOf } from './tournaments/service';
/** The headings of the entry list's and the results' CSV, each of which has its Bangla (apps/server/test/csv-words.test.ts). */
export { entriesCsvHeader, resultsCsvHeader } from './tournaments/tournament-csv';
