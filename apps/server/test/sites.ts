import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { parseConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedContentOnce } from '../src/db/seed/seed';
import { jobSchema } from '../src/infra/jobs/job-tables';
import { busyMachineEnv, type TestApp } from './test-app';

/**
 * A whole site as a deployment has it, for tests of what runs beside the server (backup and
 * restore): its own DATA_DIR and, with TEST_DATABASE_URL, its own database on that server, named
 * in its environment. Unlike createTestApp, the server can be stopped and the site kept.
 */
export interface Site {
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL: what `npm run backup` is given. */
  env: Record<string, string>;
  config: Config;
  /** Starts the server on the site, as `npm start` does (migrations included); `close()` stops it and keeps the data. */
  start(): Promise<TestApp>;
  /** Removes the site: its folder and its database. */
  remove(): Promise<void>;
}

async function siteOf(origin: 'template' | 'empty'): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-site-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const template = process.env.RGCC_TEMPLATE_DATABASE;
    if (!template) throw new Error('The server test global setup did not run.');
    const name = `rgcc_site_${crypto.randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(origin === 'template' ? `create database ${name} template ${template}` : `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else if (origin === 'template') {
    const template = process.env.RGCC_TEMPLATE_DATA_DIR;
    if (!template) throw new Error('The server test global setup did not run.');
    fs.cpSync(template, dataDir, { recursive: true });
  }
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const config = parseConfig({
    ...env,
    PUBLIC_URL: 'http://localhost:3999',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    WRITE_RATE_LIMIT_PER_MINUTE: '10000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
    ...busyMachineEnv,
  });
  return {
    env,
    config,
    async start() {
      const database = await openDatabase({ databaseUrl, dataDir });
      await database.migrate();
      await seedContentOnce(database.db);
      const app = await buildApp({ config, db: database.db, database }, { logger: false });
      await app.ready();
      return {
        app,
        database,
        publicUrl: config.PUBLIC_URL,
        sameDatabase: async () => database.db,
        async close() {
          await app.close();
          await database.close();
        },
      };
    },
    async remove() {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A site with the run's migrated and seeded database, as a fresh install has it. */
export const seededSite = () => siteOf('template');
/** A site with nothing yet: an empty DATA_DIR, or an empty database. */
export const emptySite = () => siteOf('empty');

/**
 * Rows in every table of every schema but PostgreSQL's own and the job queue's, counted here
 * without the backup code. The queue's rows change as soon as a server runs (its at-start rounds,
 * its schedules): a restore checks them against the manifest before any server starts.
 */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  // PGlite's driver answers { rows }, postgres.js the rows themselves.
  const rowsOf = async <Row>(query: ReturnType<typeof sql.raw>) => {
    const result = (await db.execute(query)) as unknown as { rows: Row[] } | Row[];
    return Array.isArray(result) ? result : result.rows;
  };
  const tables = await rowsOf<{ schemaname: string; tablename: string }>(
    sql.raw(`select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema', '${jobSchema}') and schemaname not like 'pg\\_%'`),
  );
  const counts: Record<string, number> = {};
  for (const { schemaname, tablename } of tables) {
    const [row] = await rowsOf<{ rows: number }>(sql.raw(`select count(*)::int as rows from "${schemaname}"."${tablename}"`));
    counts[`${schemaname}.${tablename}`] = Number(row!.rows);
  }
  return counts;
}

/** Every upload's sha256 by key, read from the site's storage folder. */
export function uploadChecksums(dataDir: string): Record<string, string> {
  const folder = path.join(dataDir, 'uploads');
  if (!fs.existsSync(folder)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .sort()
      .map((name) => [name, crypto.createHash('sha256').update(fs.readFileSync(path.join(folder, name))).digest('hex')]),
  );
}
