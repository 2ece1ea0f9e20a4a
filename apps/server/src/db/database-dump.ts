import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import { pgliteExtensions } from './pglite-extensions';

/** Rows in each table, by `schema.table`: every schema but PostgreSQL's own (the app's, drizzle's migrations, a job queue's). */
export type TableCounts = Record<string, number>;

export interface DatabaseDump {
  tables: TableCounts;
}

/** Schemas that belong to PostgreSQL, not to the app: never counted, dropped or checked for emptiness. */
const systemSchemas = `schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%'`;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Counts every table's rows with one statement, through whichever client `query` runs it on. */
async function countRows(query: (text: string) => Promise<Array<Record<string, unknown>>>): Promise<TableCounts> {
  const tables = (await query(`select schemaname, tablename from pg_tables where ${systemSchemas} order by 1, 2`)).map(
    (row) => [String(row.schemaname), String(row.tablename)] as const,
  );
  if (tables.length === 0) return {};
  const counts = await query(
    tables.map(([schema, table]) => `select '${`${schema}.${table}`.replaceAll("'", "''")}' as name, count(*)::int as rows from ${quoted(schema)}.${quoted(table)}`).join(' union all '),
  );
  return Object.fromEntries(counts.map((row) => [String(row.name), Number(row.rows)]));
}

const pgliteQuery = (client: PGlite) => async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
const postgresQuery = (sql: postgres.Sql | postgres.TransactionSql) => async (text: string) => [...(await sql.unsafe(text))] as Array<Record<string, unknown>>;

/**
 * PGlite's data folder as a gzipped tarball (the form `PGlite.create({ loadDataDir })` takes back).
 * The rows are counted in a copy opened from that very tarball, in memory: the counts are the
 * dump's own, whatever the server wrote meanwhile, and the dump is proved to open.
 */
export async function dumpPglite(client: PGlite, file: string): Promise<DatabaseDump> {
  const tarball = await client.dumpDataDir('gzip');
  await fs.writeFile(file, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
  const copy = await PGlite.create({ loadDataDir: tarball, extensions: pgliteExtensions });
  try {
    return { tables: await countRows(pgliteQuery(copy)) };
  } finally {
    await copy.close();
  }
}

/** A new PGlite database in `folder` (which must not hold one) from a tarball `dumpPglite` wrote; says what it holds. */
export async function restorePglite(folder: string, tarball: Buffer): Promise<DatabaseDump> {
  await fs.mkdir(folder, { recursive: true });
  const client = await PGlite.create(folder, { loadDataDir: new Blob([new Uint8Array(tarball)]), extensions: pgliteExtensions });
  try {
    return { tables: await countRows(pgliteQuery(client)) };
  } finally {
    await client.close();
  }
}

export class DatabaseToolError extends Error {}

/** A server that cannot be reached or refuses us is said in a sentence; any other error stays as it is. */
function unreachable(databaseUrl: string, error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (error instanceof DatabaseToolError || typeof code !== 'string' || !/^(E[A-Z]+|CONNECT_TIMEOUT|28...|3D000)$/.test(code)) return error;
  const url = new URL(databaseUrl);
  return new DatabaseToolError(`Cannot use the database ${url.pathname.slice(1)} at ${url.host}: ${(error as Error).message}.`);
}

/** The URL without its password, which goes to the tool in its environment: a command line is visible to every user of the machine. */
function toolConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: `--dbname=${url.toString()}`, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs pg_dump or pg_restore; `input` is sent to its standard input. Rejects with what the tool said when it fails. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv, input?: Readable | AsyncIterable<Buffer>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 10_000) stderr += chunk.toString('utf8');
    });
    let inputError: unknown;
    if (input && child.stdin) {
      // The tool may stop reading (it failed): its exit code tells, not the broken pipe.
      pipeline(input, child.stdin).catch((error: unknown) => {
        inputError = error;
      });
    }
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new DatabaseToolError(
          error.code === 'ENOENT'
            ? `${tool} was not found: install the PostgreSQL client tools (the server's version or newer), e.g. apt-get install postgresql-client.`
            : `${tool} could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0 && !inputError) resolve();
      else reject(new DatabaseToolError(`${tool} failed${code === null ? '' : ` (exit code ${code})`}: ${stderr.trim() || String(inputError)}`));
    });
  });
}

/**
 * `pg_dump -Fc` of the database at `databaseUrl`, and its rows counted in the same snapshot
 * (an exported snapshot of a repeatable-read transaction), so the counts are the dump's own
 * while the servers keep writing.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<DatabaseDump> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const { dbname, env } = toolConnection(databaseUrl);
  try {
    return await sql.begin('isolation level repeatable read read only', async (transaction) => {
      const [{ snapshot }] = (await transaction.unsafe('select pg_export_snapshot() as snapshot')) as unknown as [{ snapshot: string }];
      await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, dbname], env);
      return { tables: await countRows(postgresQuery(transaction)) };
    });
  } catch (error) {
    throw unreachable(databaseUrl, error);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The app's tables in the database at `databaseUrl` (any schema but PostgreSQL's own), by `schema.table`. */
export async function postgresTables(databaseUrl: string): Promise<string[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql.unsafe(`select schemaname || '.' || tablename as name from pg_tables where ${systemSchemas} order by 1`);
    return rows.map((row) => String(row.name));
  } catch (error) {
    throw unreachable(databaseUrl, error);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * `pg_restore` of a `pg_dump -Fc` read from `dump`, in one transaction. `replace` first drops every
 * schema of the app (public is made again, empty): objects the dump does not know, such as tables a
 * later migration added, would otherwise stay and stop the migrations after the restore.
 */
export async function restorePostgres(databaseUrl: string, dump: AsyncIterable<Buffer>, options: { replace: boolean }): Promise<DatabaseDump> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const { dbname, env } = toolConnection(databaseUrl);
  try {
    if (options.replace) {
      await sql.begin(async (transaction) => {
        const schemas = await transaction.unsafe(`select nspname as schemaname from pg_namespace where ${systemSchemas.replaceAll('schemaname', 'nspname')}`);
        for (const { schemaname } of schemas) await transaction.unsafe(`drop schema ${quoted(String(schemaname))} cascade`);
        await transaction.unsafe('create schema public');
      });
    }
    await runTool('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', dbname], env, dump);
    return { tables: await countRows(postgresQuery(sql)) };
  } catch (error) {
    throw unreachable(databaseUrl, error);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
