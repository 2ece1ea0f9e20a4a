import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedContentOnce } from '../src/db/seed/seed';

/**
 * The job queue's tables, queues and schedules, as a deployment has them after its first start:
 * otherwise every test's app would create them again (seconds on PGlite).
 */
async function installJobQueue(database: DatabaseHandle, dataDir: string) {
  const config = parseConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3999', LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dataDir, 'no-web-build') });
  const app = await buildApp({ config, db: database.db }, { logger: false });
  await app.jobQueue.install();
  await app.close();
}

/**
 * Creating a PGlite database takes seconds, copying a folder does not: build one migrated and
 * seeded template for the whole run, and let every test file copy it. On PostgreSQL
 * (TEST_DATABASE_URL, as in CI) the same: one template database, which each file's
 * `create database … template` copies instead of migrating and seeding again.
 */
export default async function setup() {
  // The server's projects (vitest.config.ts) share one template: the first to start makes it,
  // and removes it when the run ends, after the other's tests.
  if (process.env.RGCC_TEMPLATE_DATA_DIR || process.env.RGCC_TEMPLATE_DATABASE) return;
  if (process.env.TEST_DATABASE_URL) return postgresTemplate(process.env.TEST_DATABASE_URL);
  const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-template-'));
  const database = await openDatabase({ dataDir: templateDir });
  await database.migrate();
  await seedContentOnce(database.db);
  await installJobQueue(database, templateDir);
  await database.close();
  process.env.RGCC_TEMPLATE_DATA_DIR = templateDir;
  return () => fs.rmSync(templateDir, { recursive: true, force: true });
}

async function postgresTemplate(serverUrl: string) {
  const name = `rgcc_template_${crypto.randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Migrated and seeded, then closed: a database is copied only while nobody is connected to it.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  await database.migrate();
  await seedContentOnce(database.db);
  await installJobQueue(database, os.tmpdir());
  await database.close();
  process.env.RGCC_TEMPLATE_DATABASE = name;
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
