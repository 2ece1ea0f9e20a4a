/**
 * Puts a backup archive back (decision 0042, docs/backups.md):
 *   npm run restore -- /somewhere/rgcc-backup.tar.gz            into an empty DATA_DIR or database
 *   npm run restore -- /somewhere/rgcc-backup.tar.gz --force    replacing what is there
 * Uses the same DATA_DIR / DATABASE_URL / STORAGE as the server; stop the server first. Start it
 * afterwards as usual: it applies the migrations an older archive lacks.
 */
import { parseArgs } from 'node:util';
import { parseConfig } from '../config';
import { BackupError } from '../infra/backup/backup';
import { restore } from '../infra/backup/restore';
import { failWith, givenPath } from './backup-cli';

const usage = 'Usage: npm run restore -- <file.tar.gz> [--force]';

async function main() {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n${usage}`);
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length > 0) throw new BackupError(`Name one archive to restore.\n${usage}`);
  const config = parseConfig();
  const started = Date.now();
  const result = await restore({ config, file: givenPath(file), force: parsed.values.force });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored the backup of ${result.manifest.createdAt} in ${seconds} s: ${result.tables} tables, ${result.rows} rows and ${result.uploads} uploads. Start the server as usual.`,
  );
}

main().catch(failWith);
