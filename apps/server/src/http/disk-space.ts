import fs from 'node:fs/promises';
import type { FileStorage } from '../infra/storage/file-storage';

/** Below this much free space a folder of the server's counts as full: the next upload would fail. */
const minFreeBytes = 1024 * 1024;
/** How long a write that failed for want of space (here or in PostgreSQL) keeps the server "full" unless a write succeeds. */
const faultMemoryMs = 30_000;

/**
 * Whether the server is out of storage space: readiness answers 503 and the metrics say so while
 * it is. Full when one of its folders (DATA_DIR, where PGlite keeps the database, and its uploads)
 * has under 1 MiB free, or when a write failed for want of space (ENOSPC, or PostgreSQL's
 * disk_full) in the last 30 s and none succeeded since: the disk of a PostgreSQL server is not
 * one this server can measure.
 */
export class DiskSpace {
  private lastFaultAt: number | null = null;

  constructor(
    private readonly folders: string[],
    private readonly now: () => number = Date.now,
  ) {}

  /** A write failed for want of space. */
  noteFull() {
    this.lastFaultAt = this.now();
  }

  /** A write succeeded: space was found. */
  noteWritten() {
    this.lastFaultAt = null;
  }

  async isFull(): Promise<boolean> {
    if (this.lastFaultAt !== null && this.now() - this.lastFaultAt < faultMemoryMs) return true;
    for (const folder of this.folders) {
      const stats = await fs.statfs(folder).catch(() => null);
      // A folder not made yet (uploads before the first) holds nothing to measure.
      if (stats && stats.bavail * stats.bsize < minFreeBytes) return true;
    }
    return false;
  }
}

/** The storage, telling `space` of each write that succeeds (a failed one reaches the error handler, which tells it). */
export function noticingWrites(storage: FileStorage, space: DiskSpace): FileStorage {
  return {
    read: (key) => storage.read(key),
    size: (key) => storage.size(key),
    readRange: (key, range) => storage.readRange(key, range),
    remove: (key) => storage.remove(key),
    keys: () => storage.keys(),
    async put(key, data) {
      await storage.put(key, data);
      space.noteWritten();
    },
    async putStream(key, chunks) {
      await storage.putStream(key, chunks);
      space.noteWritten();
    },
  };
}
