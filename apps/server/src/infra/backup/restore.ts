import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { postgresTables, restorePglite, restorePostgres, type DatabaseDump } from '../../db/database-dump';
import { lockDataDir } from '../../db/data-dir-lock';
import { createFileStorage, type FileStorage } from '../storage/file-storage';
import { DamagedArchiveError, readArchive } from './archive';
import { BackupError } from './backup';
import { manifestName, manifestSchema, type Manifest } from './manifest';

export interface RestoreResult {
  manifest: Manifest;
  tables: number;
  rows: number;
  uploads: number;
}

const sumOf = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/**
 * Reads the whole archive once before anything is touched: its manifest must be there and valid,
 * and every other entry listed in it with the same size and sha256, none missing.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  await readArchive(file, async ({ path: entryPath, data }) => {
    if (entryPath === manifestName) {
      manifestText = (await data.concat()).toString('utf8');
      return;
    }
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of data) {
      size += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
    }
    seen.set(entryPath, { size, sha256: hash.digest('hex') });
  });
  if (manifestText === undefined) throw new DamagedArchiveError(`${file} is not a backup archive: it holds no ${manifestName}.`);
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(manifestText));
  } catch {
    throw new DamagedArchiveError(`${file} is damaged: its ${manifestName} is not JSON.`);
  }
  if (!parsed.success) throw new DamagedArchiveError(`${file} is damaged or from an unknown version: its ${manifestName} does not describe a backup.`);
  const manifest = parsed.data;
  const problems: string[] = [];
  const expected = [manifest.database, ...manifest.uploads];
  for (const item of expected) {
    const found = seen.get(item.path);
    if (!found) problems.push(`${item.path} is missing`);
    else if (found.size !== item.size || found.sha256 !== item.sha256) problems.push(`${item.path} does not match its checksum`);
  }
  const listed = new Set(expected.map((item) => item.path));
  for (const entryPath of seen.keys()) if (!listed.has(entryPath)) problems.push(`${entryPath} is not in the manifest`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; and ${problems.length - 5} more` : '');
    throw new DamagedArchiveError(`${file} is damaged, nothing was restored: ${shown}.`);
  }
  return manifest;
}

async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys;
}

/** What the target holds already, in words, or nothing when it is empty. */
async function whatTheTargetHolds(config: Config, storage: FileStorage): Promise<string[]> {
  const held: string[] = [];
  if (config.DATABASE_URL) {
    const tables = await postgresTables(config.DATABASE_URL);
    if (tables.length > 0) held.push(`the database has ${tables.length} tables`);
  } else if (existsSync(path.join(config.DATA_DIR, 'db'))) {
    held.push(`${path.join(config.DATA_DIR, 'db')} holds a database`);
  }
  const uploads = (await storedKeys(storage)).length;
  if (uploads > 0) held.push(`${uploads} uploads are stored`);
  return held;
}

const databaseKindOf = (config: Config) => (config.DATABASE_URL ? 'postgres' : 'pglite');
const describeKind = { pglite: 'the embedded database (PGlite, DATABASE_URL unset)', postgres: 'PostgreSQL (DATABASE_URL set)' } as const;

/**
 * `npm run restore`: verifies the archive, then restores its database and uploads into the site
 * that `config` describes. A target that holds anything is replaced only with `force`; on PGlite
 * the old database folder is kept aside until the new one is in, and put back if it fails.
 */
export async function restore({ config, file, force = false }: { config: Config; file: string; force?: boolean }): Promise<RestoreResult> {
  const archiveFile = path.resolve(file);
  if (!existsSync(archiveFile)) throw new BackupError(`There is no file ${archiveFile}.`);
  const lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
  try {
    const manifest = await verifyArchive(archiveFile);
    const kind = databaseKindOf(config);
    if (manifest.database.kind !== kind) {
      throw new BackupError(`This archive holds ${describeKind[manifest.database.kind]}, but this site is set up for ${describeKind[kind]}: restore it into the same kind.`);
    }
    const storage = createFileStorage(config);
    const held = await whatTheTargetHolds(config, storage);
    if (held.length > 0 && !force) {
      throw new BackupError(`The target is not empty (${held.join(', ')}). Restoring replaces it all: run again with --force to do so.`);
    }
    const pgliteFolder = path.join(config.DATA_DIR, 'db');
    const setAside = `${pgliteFolder}.replaced-${Date.now()}`;
    const movedAside = kind === 'pglite' && existsSync(pgliteFolder);
    if (movedAside) await fs.rename(pgliteFolder, setAside);
    let restored: DatabaseDump | undefined;
    const restoredKeys = new Set<string>();
    try {
      await readArchive(archiveFile, async ({ path: entryPath, data }) => {
        if (entryPath === manifest.database.path) {
          restored = config.DATABASE_URL
            ? await restorePostgres(config.DATABASE_URL, data, { replace: held.length > 0 })
            : await restorePglite(pgliteFolder, await data.concat());
          return;
        }
        const upload = manifest.uploads.find((item) => item.path === entryPath);
        if (!upload) return;
        await storage.putStream(upload.key, data);
        restoredKeys.add(upload.key);
      });
      if (!restored) throw new DamagedArchiveError(`${archiveFile} holds no database.`);
      const differing = Object.entries(manifest.database.tables).filter(([table, rows]) => restored!.tables[table] !== rows);
      if (differing.length > 0) {
        throw new BackupError(`The restored database does not hold the rows the archive lists (${differing.slice(0, 3).map(([table]) => table).join(', ')}).`);
      }
    } catch (error) {
      if (movedAside) {
        await fs.rm(pgliteFolder, { recursive: true, force: true });
        await fs.rename(setAside, pgliteFolder);
      }
      throw error;
    }
    if (movedAside) await fs.rm(setAside, { recursive: true, force: true });
    // Replacing: uploads the archive does not hold were not part of the site it saved.
    for (const key of await storedKeys(storage)) if (!restoredKeys.has(key)) await storage.remove(key);
    return { manifest, tables: Object.keys(restored.tables).length, rows: sumOf(restored.tables), uploads: restoredKeys.size };
  } finally {
    lock?.release();
  }
}
