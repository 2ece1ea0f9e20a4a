import fs from 'node:fs/promises';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { createFileStorage, type FileStorage } from '../storage/file-storage';
import { openArchiveWriter } from './archive';
import { appVersion, databaseFileOf, manifestName, uploadsFolder, type Manifest } from './manifest';

/** A problem the person running the command can fix, said in a sentence (the CLI prints it without a stack). */
export class BackupError extends Error {}

/** What a backup reads: the open database (which dumps itself) and the uploads. */
export interface BackupSource {
  database: Pick<DatabaseHandle, 'kind' | 'dump'>;
  storage: FileStorage;
}

const reasonOf = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'its folder does not exist';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EEXIST') return 'its .partial file exists: another backup is being written there, or one was stopped (then remove that file)';
  if (code === 'ENOSPC') return 'the disk is full';
  return (error as Error).message;
};

/**
 * Writes one archive to `out`: the database dump first, every upload, then the manifest. It is
 * written as `out.partial` and renamed when whole, so `out` is never half an archive.
 */
export async function writeBackup(source: BackupSource, out: string, now = new Date()): Promise<Manifest> {
  const partial = `${out}.partial`;
  const dumpFile = `${out}.partial-database`;
  let archive;
  try {
    archive = await openArchiveWriter(partial);
  } catch (error) {
    throw new BackupError(`Cannot write the backup to ${out}: ${reasonOf(error)}.`);
  }
  try {
    const dump = await source.database.dump(dumpFile);
    const databasePath = databaseFileOf[source.database.kind];
    const dumpSize = (await fs.stat(dumpFile)).size;
    const databaseEntry = await archive.add(databasePath, dumpSize, createReadStream(dumpFile));
    await fs.rm(dumpFile, { force: true });
    const uploads: Manifest['uploads'] = [];
    for await (const key of source.storage.keys()) {
      const size = await source.storage.size(key);
      // Removed since it was listed (an unclaimed upload swept away): not part of the site any more.
      if (size === null) continue;
      const uploadPath = `${uploadsFolder}${key}`;
      const written = await archive.add(uploadPath, size, size === 0 ? [] : source.storage.readRange(key, { start: 0, end: size - 1 }));
      uploads.push({ key, path: uploadPath, ...written });
    }
    const manifest: Manifest = {
      format: 'rgcc-backup',
      formatVersion: 1,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      database: { kind: source.database.kind, path: databasePath, ...databaseEntry, tables: dump.tables },
      uploads,
    };
    const manifestText = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await archive.add(manifestName, manifestText.length, [manifestText]);
    await archive.finish();
    await fs.rename(partial, out);
    return manifest;
  } catch (error) {
    await archive.abort();
    await fs.rm(partial, { force: true });
    await fs.rm(dumpFile, { force: true });
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EACCES') throw new BackupError(`Cannot write the backup to ${out}: ${reasonOf(error)}.`);
    throw error;
  }
}

/**
 * `npm run backup`: opens the site's database (holding PGlite's DATA_DIR lock, as the server
 * does, so it refuses while the server runs) and writes the archive to `out`.
 */
export async function backup({ config, out }: { config: Config; out: string }): Promise<Manifest> {
  const target = path.resolve(out);
  if (existsSync(target)) throw new BackupError(`${target} exists already: choose another name, or remove it first.`);
  const lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
  try {
    if (!config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, 'db', 'PG_VERSION'))) {
      throw new BackupError(`There is no database in ${path.join(config.DATA_DIR, 'db')} to back up: is DATA_DIR right?`);
    }
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      return await writeBackup({ database, storage: createFileStorage(config) }, target);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}
