import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Sql } from 'postgres';

/** What pg-boss asks of a database: its `db` option (pg-boss runs no connection of its own). */
export interface JobSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
  /**
   * Runs `work` while no other instance sets the database up (the app's migrations, the job queue's
   * tables, queues and schedules): two instances starting together would otherwise both make the
   * same queue and deadlock (40P01), or both migrate.
   */
  duringSetup<T>(work: () => Promise<T>): Promise<T>;
}

/** The PostgreSQL advisory lock an instance holds while it sets the database up ("rgcc" and "setup"). */
const setupLockKey = [0x72676363, 0x73657475] as const;

/**
 * A value as the `pg` driver (which pg-boss is written for) would send it: postgres.js sends
 * untyped parameters as text, so objects go as JSON and arrays as PostgreSQL array literals.
 */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map((item) => (item === null ? 'NULL' : `"${String(asText(item)).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Over PGlite's one connection: several statements (pg-boss's locked commands) go through exec. */
export function pgliteJobSql(client: PGlite): JobSql {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        const last = results.at(-1);
        return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
      }
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    // One process opens a PGlite data folder (db/data-dir-lock.ts): there is no other to wait for.
    duringSetup: (work) => work(),
  };
}

/**
 * Over the app's postgres.js pool. pg-boss's commands without parameters may be several
 * statements with their own BEGIN … COMMIT, which postgres.js allows on a reserved connection only.
 */
export function postgresJobSql(client: Sql): JobSql {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const reserved = await client.reserve();
        try {
          const result = await reserved.unsafe(text).simple();
          // Several statements answer a list of results: pg-boss reads the last one's rows.
          const results = (result as unknown as { count?: number }[]).length > 0 && Array.isArray(result[0]) ? (result as unknown as typeof result[]) : [result];
          const last = results.at(-1)!;
          return { rows: [...last] as Record<string, unknown>[], rowCount: last.count ?? last.length };
        } finally {
          reserved.release();
        }
      }
      const result = await client.unsafe(text, values.map(asText));
      return { rows: [...result] as Record<string, unknown>[], rowCount: result.count ?? result.length };
    },
    // A session lock, held on a connection of its own while `work` runs on the others.
    async duringSetup(work) {
      const reserved = await client.reserve();
      try {
        await reserved`SELECT pg_advisory_lock(${setupLockKey[0]}, ${setupLockKey[1]})`;
        try {
          return await work();
        } finally {
          await reserved`SELECT pg_advisory_unlock(${setupLockKey[0]}, ${setupLockKey[1]})`;
        }
      } finally {
        reserved.release();
      }
    },
  };
}

/** pg-boss's SQL over a raw client, PGlite or postgres.js. */
export function jobSqlOver(client: PGlite | Sql): JobSql {
  return 'reserve' in client ? postgresJobSql(client) : pgliteJobSql(client);
}

/** pg-boss's SQL over the app's own database client (Drizzle's `$client`), whichever it is. */
export function jobSqlFor(db: object): JobSql {
  return jobSqlOver((db as { $client: PGlite | Sql }).$client);
}

/** A query pg-boss wrote, with `$n` parameters, as a Drizzle query (a transaction's, say). */
function drizzleQuery(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const value = values[Number(match[1]) - 1];
    chunks.push(sql`${asText(value)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * pg-boss's SQL inside a Drizzle transaction (or database): a job sent through it is created
 * with the change that causes it, or not at all. Single statements only; values go as text, which
 * both drivers let PostgreSQL read by the query's casts.
 */
export function writerJobSql(writer: { execute(query: SQL): Promise<unknown> }): Pick<JobSql, 'executeSql'> {
  return {
    async executeSql(text, values = []) {
      const result = (await writer.execute(drizzleQuery(text, values))) as unknown;
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
      return { rows, rowCount: rows.length };
    },
  };
}
