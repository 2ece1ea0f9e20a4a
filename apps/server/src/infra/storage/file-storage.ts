import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

/** Where uploaded files are kept. Keys are made by the server, never taken from a request. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

const safeKey = /^[a-z0-9-]+\.[a-z0-9]+$/;

/** Files under `DATA_DIR/uploads`, outside the web root. */
export function localFileStorage(directory: string): FileStorage {
  const fileOf = (key: string) => {
    if (!safeKey.test(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
    return path.join(directory, key);
  };
  return {
    async put(key, data) {
      await fs.mkdir(directory, { recursive: true });
      // Written beside and renamed, so a crash never leaves half a file under the real name.
      const partial = `${fileOf(key)}.partial`;
      await fs.writeFile(partial, data, { mode: 0o600 });
      await fs.rename(partial, fileOf(key));
    },
    async read(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

export function createFileStorage(config: Config): FileStorage {
  return localFileStorage(path.join(config.DATA_DIR, 'uploads'));
}
