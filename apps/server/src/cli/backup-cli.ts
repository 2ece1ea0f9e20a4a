import path from 'node:path';
import { ConfigError } from '../config';
import { DatabaseToolError } from '../db/database-dump';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupError } from '../infra/backup/backup';

/** npm runs the script in apps/server: a relative path means where the command was typed. */
export const givenPath = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** A problem the person can fix is said in a sentence; anything else with its stack. Exit code 1 either way. */
export function failWith(error: unknown): never {
  if (error instanceof DataDirLockedError) {
    // PGlite has one opener: the running server's own nightly backups go into BACKUP_DIR.
    console.error(`Stop the server first: ${error.message}`);
  } else if (error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseToolError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
