import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { buildApp, type BuildOptions } from '../src/app';
import type { AppInstance } from '../src/http/app-instance';
import { parseConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

export interface TestApp {
  app: AppInstance;
  database: DatabaseHandle;
  publicUrl: string;
  /** The same database for another server: a connection pool of its own on PostgreSQL, the same handle on PGlite (one opener only). */
  sameDatabase(): Promise<DatabaseHandle['db']>;
  close(): Promise<void>;
}

/** A fresh database per test file: copied from the run's template (global-setup.ts), a folder on PGlite or a database on PostgreSQL. */
async function freshDatabase(dataDir: string): Promise<{ handle: DatabaseHandle; url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = process.env.RGCC_TEMPLATE_DATABASE;
    if (!template) throw new Error('The server test global setup did not run.');
    const name = `rgcc_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} template ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
    return {
      handle,
      url: url.toString(),
      async drop() {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const template = process.env.RGCC_TEMPLATE_DATA_DIR;
  if (!template) throw new Error('The server test global setup did not run.');
  fs.cpSync(template, dataDir, { recursive: true });
  return { handle: await openDatabase({ dataDir }), drop: async () => {} };
}

/**
 * The time a test that makes an app of its own gets: a new PGlite database takes 3-6 s, several
 * times that on a machine busy with other suites (a hook gets as long: vitest.config.ts).
 */
export const ownAppTimeout = 60_000;

/**
 * What every server a test builds is given: a busy test machine pauses the event loop for a second
 * now and then, and only the tests of load shedding (modules/health) turn requests away for it.
 */
export const busyMachineEnv = { MAX_EVENT_LOOP_DELAY_MS: '60000' } as const;

/** `logStream`: the app logs there (at LOG_LEVEL) instead of not at all. */
export async function createTestApp(env: Record<string, string> = {}, options: Pick<BuildOptions, 'logStream'> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-test-'));
  const { handle, url, drop } = await freshDatabase(dataDir);
  const otherHandles: DatabaseHandle[] = [];
  const publicUrl = 'http://localhost:3999';
  const config = parseConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...busyMachineEnv,
    ...env,
  });
  const app = await buildApp({ config, db: handle.db }, options.logStream ? { logStream: options.logStream } : { logger: false });
  await app.ready();
  return {
    app,
    database: handle,
    publicUrl,
    async sameDatabase() {
      if (!url) return handle.db;
      const other = await openDatabase({ databaseUrl: url, dataDir });
      otherHandles.push(other);
      return other.db;
    },
    async close() {
      await app.close();
      for (const other of otherHandles) await other.close();
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a production deployment must set beside NODE_ENV (the sandbox wallet is refused there). */
export const productionEnv = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'bkash',
  BKASH_BASE_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
  BKASH_APP_KEY: 'app-key',
  BKASH_APP_SECRET: 'app-secret',
  BKASH_USERNAME: 'merchant',
  BKASH_PASSWORD: 'merchant-password',
} as const;
