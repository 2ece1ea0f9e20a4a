import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import { s3FileStorage } from './s3-file-storage';
import { assertStorageKey, isStorageKey } from './storage-key';

/** Where uploaded files are kept. Keys are made by the server, never taken from a request. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Writes the chunks as they come (a file too large to hold in memory); the file appears whole or not at all. */
  putStream(key: string, chunks: AsyncIterable<Buffer>): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** The file's length in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Bytes `start` to `end` of the file, both included, as they are read. */
  readRange(key: string, range: { start: number; end: number }): Readable;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored file's key (a backup copies them all), in no particular order. */
  keys(): AsyncIterable<string>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `DATA_DIR/uploads`, outside the web root. */
export function localFileStorage(directory: string): FileStorage {
  const fileOf = (key: string) => path.join(directory, assertStorageKey(key));
  // Written beside and renamed, so a crash never leaves half a file under the real name.
  const writeWhole = async (key: string, write: (partial: string) => Promise<void>) => {
    await fs.mkdir(directory, { recursive: true });
    const partial = `${fileOf(key)}.partial`;
    try {
      await write(partial);
      await fs.rename(partial, fileOf(key));
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  };
  return {
    async put(key, data) {
      await writeWhole(key, (partial) => fs.writeFile(partial, data, { mode: 0o600 }));
    },
    async putStream(key, chunks) {
      await writeWhole(key, (partial) => pipeline(chunks, createWriteStream(partial, { mode: 0o600 })));
    },
    async read(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await fs.stat(fileOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    readRange(key, { start, end }) {
      return createReadStream(fileOf(key), { start, end });
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *keys() {
      const names = await fs.readdir(directory).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      // A file still being written (`.partial`) is not stored yet.
      yield* names.filter(isStorageKey);
    },
  };
}

/** The storage STORAGE names: `DATA_DIR/uploads`, or the S3 bucket (then nothing is written under DATA_DIR/uploads). */
export function createFileStorage(config: Config): FileStorage {
  return config.STORAGE === 's3' ? s3FileStorage(config) : localFileStorage(localUploadsDir(config));
}

/** Where local storage keeps its files; `npm run storage:migrate` copies them from there into a bucket. */
export const localUploadsDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'uploads');
