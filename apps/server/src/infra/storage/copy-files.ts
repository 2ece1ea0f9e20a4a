import type { FileStorage } from './file-storage';

export interface CopyCounts {
  /** Files written to the target. */
  copied: number;
  /** Files the target already had with the same size. */
  skipped: number;
}

/**
 * Copies every file of `source` that `target` lacks (or has with another size), streamed, so
 * that a film never sits whole in memory. Running it again copies only what is still missing.
 */
export async function copyFiles(source: FileStorage, target: FileStorage, onCopied: (key: string) => void = () => {}): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0 };
  for await (const key of source.keys()) {
    const size = await source.size(key);
    // Removed since it was listed (the server's sweep): nothing to copy.
    if (size === null) continue;
    if ((await target.size(key)) === size) {
      counts.skipped++;
      continue;
    }
    if (size === 0) await target.put(key, Buffer.alloc(0));
    else await target.putStream(key, source.readRange(key, { start: 0, end: size - 1 }));
    counts.copied++;
    onCopied(key);
  }
  return counts;
}
