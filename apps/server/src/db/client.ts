import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import path from 'node:path';
import postgres from 'postgres';
import { installJobTables } from '../infra/jobs/job-tables';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction, which the services pass to what must happen inside it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration in apps/server/src/db/migrations, then the job queue's (pg-boss's own). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** A real PostgreSQL server when a URL is given, otherwise embedded PGlite in `dataDir/db`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const sql = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(sql, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: async () => {
        await migratePostgres(db, { migrationsFolder });
        await installJobTables(sql);
      },
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const client = await PGlite.create(path.join(options.dataDir, 'db'), { extensions: { pg_trgm, btree_gist } });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await installJobTables(client);
    },
    close: () => client.close(),
  };
}
