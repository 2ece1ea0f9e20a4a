import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { seedContentOnce } from '../src/db/seed/seed';

/**
 * Creating a PGlite database takes seconds, copying a folder does not: build one migrated and
 * seeded template for the whole run, and let every test file copy it. With TEST_DATABASE_URL
 * (CI's real PostgreSQL) each file creates its own database instead.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-template-'));
  const database = await openDatabase({ dataDir: templateDir });
  await database.migrate();
  await seedContentOnce(database.db);
  await database.close();
  process.env.RGCC_TEMPLATE_DATA_DIR = templateDir;
  return () => fs.rmSync(templateDir, { recursive: true, force: true });
}
