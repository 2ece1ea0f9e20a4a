import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { dumpPglite, dumpPostgres, type DatabaseDump } from './database-dump';
import { pgliteExtensions } from './pglite-extensions';
import { QueryListeners, timedPglite, timedPostgres } from './query-timing';
import { jobSqlOver } from '../infra/jobs/job-sql';
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
  /** Writes the whole database to `file` (PGlite's data folder as a tarball, or `pg_dump -Fc`) for a backup, and says what it holds. */
  dump(file: string): Promise<DatabaseDump>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
/** Each open database's query listeners, found from its `db` (which is all the app is given). */
const queryListeners = new WeakMap<object, QueryListeners>();

/** Calls `listener` with the duration of each query the database runs; returns what stops it. */
export function onQuery(db: Database, listener: (durationMs: number) => void): () => void {
  const listeners = queryListeners.get(db);
  return listeners ? listeners.add(listener) : () => {};
}

let journal: { entries: Array<{ when: number }> } | undefined;

/**
 * How many of the migrations in apps/server/src/db/migrations the database has not had. Drizzle's
 * migrator applies those made after the newest it recorded in drizzle.__drizzle_migrations: the same test.
 */
export async function pendingMigrationCount(db: Database): Promise<number> {
  journal ??= JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  const recorded: unknown = await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`).catch((error: unknown) => {
    // No table (42P01) or schema (3F000) yet: nothing was ever migrated.
    if (['42P01', '3F000'].includes(String((error as { cause?: { code?: unknown } }).cause?.code))) return [];
    throw error;
  });
  // postgres.js answers the rows, PGlite an object that holds them.
  const rows = (Array.isArray(recorded) ? recorded : (recorded as { rows: unknown[] }).rows) as Array<{ newest: string | null }>;
  const newest = Number(rows[0]?.newest ?? -1);
  return journal.entries.filter((entry) => entry.when > newest).length;
}

/** A real PostgreSQL server when a URL is given, otherwise embedded PGlite in `dataDir/db`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    // A server that does not answer fails a query within seconds (a 503, http/faults.ts) rather than
    // holding it for the 30 s default. Between failed attempts postgres.js waits ever longer (up to
    // 20 s), and a query waits with it: here at most 1 s, so that an answer comes within 5 s and the
    // server is found again within a second of its return. Idle connections are let go.
    const client = postgres(databaseUrl, {
      max: 10,
      connect_timeout: 3,
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
      idle_timeout: 60,
      onnotice: () => {},
    });
    const listeners = new QueryListeners();
    const db = drizzlePostgres(timedPostgres(client, listeners), { schema });
    queryListeners.set(db, listeners);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      // Two instances starting together on one database: one migrates, the other then finds nothing to do.
      migrate: () =>
        jobSqlOver(client).duringSetup(async () => {
          await migratePostgres(db, { migrationsFolder });
          await installJobTables(client);
        }),
      dump: (file) => dumpPostgres(databaseUrl, file),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const client = await PGlite.create(path.join(options.dataDir, 'db'), { extensions: pgliteExtensions });
  const listeners = new QueryListeners();
  const db = drizzlePglite(timedPglite(client, listeners), { schema });
  queryListeners.set(db, listeners);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await installJobTables(client);
    },
    // The open client dumps itself: PGlite has one opener, so a nightly backup cannot open a second.
    dump: (file) => dumpPglite(client, file),
    close: () => client.close(),
  };
}
