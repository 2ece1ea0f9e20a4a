import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Header, Parser, type ReadEntry } from 'tar';

const blockSize = 512;

export interface WrittenEntry {
  size: number;
  sha256: string;
}

/**
 * A gzipped tar file written entry by entry, each from a stream whose size is known beforehand
 * (an upload read through FileStorage, a database dump), so that nothing is staged on disk and
 * each entry's checksum is taken as it passes. Any tar reads it (`tar tzf`).
 */
export async function openArchiveWriter(file: string) {
  // Opened here, so that a place that cannot be written is refused before any work is done.
  const output = await fs.open(file, 'wx', 0o600);
  const gzip = createGzip();
  const done = pipeline(gzip, output.createWriteStream());
  // A failed write (a full disk) rejects `done` at once; `write` and `finish` report it.
  let failure: unknown;
  done.catch((error: unknown) => {
    failure = error;
  });
  const write = async (chunk: Buffer) => {
    if (failure) throw failure;
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), done]);
    if (failure) throw failure;
  };
  const mtime = new Date();
  return {
    async add(name: string, size: number, data: AsyncIterable<Buffer | Uint8Array | string> | Iterable<Buffer>): Promise<WrittenEntry> {
      const header = new Header({ path: name, mode: 0o600, size, mtime, type: 'File', uid: 0, gid: 0 });
      if (header.encode() || !header.block) throw new Error(`the archive cannot hold the name ${name}`);
      await write(header.block);
      const hash = createHash('sha256');
      let written = 0;
      for await (const piece of data) {
        const chunk = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
        written += chunk.length;
        if (written > size) throw new Error(`${name} grew while it was copied (${size} bytes expected)`);
        hash.update(chunk);
        await write(chunk);
      }
      if (written !== size) throw new Error(`${name} changed while it was copied (${size} bytes expected, ${written} read)`);
      const padding = (blockSize - (size % blockSize)) % blockSize;
      if (padding) await write(Buffer.alloc(padding));
      return { size, sha256: hash.digest('hex') };
    },
    /** Ends the tar (two empty blocks) and the gzip, and waits until the file is written. */
    async finish() {
      await write(Buffer.alloc(2 * blockSize));
      gzip.end();
      await done;
    },
    /** Stops writing after a failure; the caller removes the file. */
    async abort() {
      gzip.destroy();
      await done.catch(() => {});
    },
  };
}

export type ArchiveWriter = Awaited<ReturnType<typeof openArchiveWriter>>;

export class DamagedArchiveError extends Error {}

/**
 * Reads a gzipped tar file entry by entry, in order: `onEntry` gets each file's name, size and
 * bytes (as a stream it must read to the end or leave to be skipped), and the next waits for it.
 * A file that is not a whole gzipped tar rejects with a DamagedArchiveError.
 */
export async function readArchive(file: string, onEntry: (entry: { path: string; size: number; data: ReadEntry }) => Promise<void>): Promise<void> {
  let chain: Promise<void> = Promise.resolve();
  let handlerError: unknown;
  let sawEnd = false;
  let current: ReadEntry | undefined;
  const parser = new Parser({
    strict: true,
    noResume: true,
    onReadEntry: (entry) => {
      if (entry.type !== 'File' || handlerError) {
        entry.resume();
        return;
      }
      chain = chain.then(async () => {
        if (handlerError) return void entry.resume();
        current = entry;
        try {
          await onEntry({ path: entry.path, size: entry.size ?? 0, data: entry });
          // Whatever the handler left unread is skipped, so that the next entry comes.
          entry.resume();
        } catch (error) {
          handlerError = error;
          entry.resume();
          parser.abort(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  parser.on('end', () => {
    sawEnd = true;
  });
  try {
    await pipeline(createReadStream(file), parser);
  } catch (error) {
    if (handlerError) {
      await chain;
      throw handlerError;
    }
    const damaged = new DamagedArchiveError(`${file} is damaged or not a backup archive (${(error as Error).message}).`);
    // The entry being read ends here: its reader fails instead of waiting for bytes that never come.
    handlerError = damaged;
    current?.emit('error', damaged);
    await chain;
    throw damaged;
  }
  await chain;
  if (handlerError) throw handlerError;
  if (!sawEnd) throw new DamagedArchiveError(`${file} is damaged: it ends before the archive does.`);
}
