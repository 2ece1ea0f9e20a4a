/**
 * One archive of the whole site (decision 0042, docs/backups.md):
 *   npm run backup -- --out /somewhere/rgcc-backup.tar.gz
 * Uses the same DATA_DIR / DATABASE_URL / STORAGE as the server. With PGlite, stop the server
 * first (the running server writes its own nightly backups into BACKUP_DIR).
 */
import { parseArgs } from 'node:util';
import { parseConfig } from '../config';
import { backup, BackupError } from '../infra/backup/backup';
import { failWith, givenPath } from './backup-cli';

const usage = 'Usage: npm run backup -- --out <file.tar.gz>';

async function main() {
  let out: string | undefined;
  try {
    out = parseArgs({ options: { out: { type: 'string' } } }).values.out;
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n${usage}`);
  }
  if (!out) throw new BackupError(`Say where to write the archive.\n${usage}`);
  const config = parseConfig();
  const started = Date.now();
  const file = givenPath(out);
  const manifest = await backup({ config, out: file });
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Wrote ${file} in ${seconds} s: the database (${manifest.database.kind}, ${Object.keys(manifest.database.tables).length} tables, ${rows} rows) and ${manifest.uploads.length} uploads.`,
  );
}

main().catch(failWith);
