import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * PostgreSQL chooses how to run a query from its statistics of each table, which its autovacuum
 * keeps current. Embedded PGlite runs no background workers, so without this its tables are
 * never measured: a page of 10,000 members was planned as if the table held 21 rows (every row
 * joined and sorted for a page of 20: 65 ms instead of 6). Run hourly (app.ts); on PostgreSQL it
 * only repeats what autovacuum does, cheaply and without blocking reads or writes.
 */
export async function refreshPlannerStatistics(db: Database) {
  await db.execute(sql`analyze`);
}
