import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import path from 'node:path';
import postgres from 'postgres';
import { dumpPglite, dumpPostgres, type DatabaseDump } from './database-dump';
import { pgliteExtensions } from './pglite-extensions';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction, which the services pass to what must happen inside it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration in apps/server/src/db/migrations. */
  migrate(): Promise<void>;
  /** Writes the whole database to `file` (PGlite's data folder as a tarball, or `pg_dump -Fc`) for a backup, and says what it holds. */
  dump(file: string): Promise<DatabaseDump>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** A real PostgreSQL server when a URL is given, otherwise embedded PGlite in `dataDir/db`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(sql, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      dump: (file) => dumpPostgres(databaseUrl, file),
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const client = await PGlite.create(path.join(options.dataDir, 'db'), { extensions: pgliteExtensions });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // The open client dumps itself: PGlite has one opener, so a nightly backup cannot open a second.
    dump: (file) => dumpPglite(client, file),
    close: () => client.close(),
  };
}
