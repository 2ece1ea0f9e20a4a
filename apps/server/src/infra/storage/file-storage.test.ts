import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { startLocalS3, type LocalS3, type S3Env } from '../../../test/local-s3';
import { localFileStorage, type FileStorage } from './file-storage';
import { s3FileStorage, s3PartBytes } from './s3-file-storage';
import { StorageUnavailableError, storageRetryAfterSeconds } from './storage-unavailable';
import { freePort } from '../../../test/free-port';

let localS3: LocalS3;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-storage-'));

beforeAll(async () => {
  localS3 = await startLocalS3();
});
afterAll(async () => {
  await localS3?.stop();
  fs.rmSync(directory, { recursive: true, force: true });
});

/** Tests that move files of several upload parts (16 MiB and more): seconds each on a busy machine. */
const bigFileTimeout = 60_000;

/** Bytes that differ at every offset a test looks at (each is its offset modulo 251). */
function patterned(length: number) {
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index++) bytes[index] = index % 251;
  return bytes;
}

async function* chunksOf(data: Buffer, chunkBytes = 64 * 1024) {
  for (let offset = 0; offset < data.length; offset += chunkBytes) yield data.subarray(offset, offset + chunkBytes);
}

/** The chunks of `data`, then a failure, as a browser that stops sending mid-upload. */
async function* failingAfter(data: Buffer) {
  yield* chunksOf(data);
  throw new Error('the upload was cut short');
}

const streamed = async (readable: Readable) => {
  const parts: Buffer[] = [];
  for await (const part of readable) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

const allKeys = async (storage: FileStorage) => {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
};

/** The settings as the server reads them from its environment. */
const configOf = (env: S3Env, changes: Partial<S3Env> = {}) => parseConfig({ ...env, ...changes });

const kinds: [string, () => FileStorage][] = [
  ['local', () => localFileStorage(directory)],
  ['s3', () => s3FileStorage(configOf(localS3.env))],
];

describe.each(kinds)('%s file storage', (kind, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });
  const key = (name: string) => `${kind}-${name}.bin`;

  it('keeps a file, answers its bytes and size, and replaces it when put again', async () => {
    await storage.put(key('put'), Buffer.from('first'));
    expect((await storage.read(key('put')))?.toString()).toBe('first');
    await storage.put(key('put'), Buffer.from('second, longer'));
    expect((await storage.read(key('put')))?.toString()).toBe('second, longer');
    expect(await storage.size(key('put'))).toBe(14);
  });

  it('answers null for a missing file, and removing one is not an error', async () => {
    expect(await storage.read(key('missing'))).toBeNull();
    expect(await storage.size(key('missing'))).toBeNull();
    await expect(storage.remove(key('missing'))).resolves.toBeUndefined();
  });

  it('removes a file', async () => {
    await storage.put(key('removed'), Buffer.from('gone soon'));
    await storage.remove(key('removed'));
    expect(await storage.read(key('removed'))).toBeNull();
    expect(await allKeys(storage)).not.toContain(key('removed'));
  });

  it('reads any range of a file, both ends included', async () => {
    const data = patterned(10_000);
    await storage.put(key('range'), data);
    expect((await streamed(storage.readRange(key('range'), { start: 0, end: 0 }))).equals(data.subarray(0, 1))).toBe(true);
    expect((await streamed(storage.readRange(key('range'), { start: 1234, end: 5678 }))).equals(data.subarray(1234, 5679))).toBe(true);
    expect((await streamed(storage.readRange(key('range'), { start: 9_000, end: 9_999 }))).equals(data.subarray(9_000))).toBe(true);
  });

  it('stores a stream whole, small or larger than several upload parts', async () => {
    const small = patterned(1000);
    await storage.putStream(key('stream-small'), chunksOf(small, 100));
    expect((await storage.read(key('stream-small')))?.equals(small)).toBe(true);
    const large = patterned(2 * s3PartBytes + 12_345);
    await storage.putStream(key('stream-large'), chunksOf(large));
    expect(await storage.size(key('stream-large'))).toBe(large.length);
    expect((await storage.read(key('stream-large')))?.equals(large)).toBe(true);
    const tail = await streamed(storage.readRange(key('stream-large'), { start: s3PartBytes - 10, end: large.length - 1 }));
    expect(tail.equals(large.subarray(s3PartBytes - 10))).toBe(true);
  }, bigFileTimeout);

  it('keeps nothing of a stream that fails, whether before or after its first part went up', async () => {
    for (const [name, length] of [['failed-small', 1000], ['failed-large', s3PartBytes + 1000]] as const) {
      await expect(storage.putStream(key(name), failingAfter(patterned(length)))).rejects.toThrow('the upload was cut short');
      expect(await storage.read(key(name)), name).toBeNull();
      expect(await storage.size(key(name)), name).toBeNull();
      expect(await allKeys(storage)).not.toContain(key(name));
    }
  }, bigFileTimeout);

  it('refuses a key the server would not make, before touching anything', async () => {
    for (const bad of ['../etc/passwd', 'a/b.png', 'Upper.png', 'no-extension', '']) {
      await expect(storage.put(bad, Buffer.from('x')), bad).rejects.toThrow('unsafe storage key');
      await expect(storage.read(bad), bad).rejects.toThrow('unsafe storage key');
      expect(() => storage.readRange(bad, { start: 0, end: 1 }), bad).toThrow('unsafe storage key');
    }
  });

  it('lists every stored key', async () => {
    const keys = await allKeys(storage);
    for (const name of ['put', 'range', 'stream-small', 'stream-large']) expect(keys).toContain(key(name));
    expect(keys.every((stored) => stored.startsWith(`${kind}-`))).toBe(true);
  });
});

describe('s3 file storage', () => {
  it('lists keys past the store\'s page of 1000, and none of the objects that are not its files', async () => {
    const server = await startLocalS3('rgcc-test-many');
    try {
      const { env } = server;
      const storage = s3FileStorage(configOf(env));
      const names = Array.from({ length: 1003 }, (_, index) => `many-${String(index).padStart(4, '0')}.txt`);
      for (let offset = 0; offset < names.length; offset += 50) await Promise.all(names.slice(offset, offset + 50).map((name) => storage.put(name, Buffer.from(name))));
      const client = new S3Client({ region: env.S3_REGION, endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } });
      await client.send(new PutObjectCommand({ Bucket: env.S3_BUCKET, Key: 'someone-else/notes.txt', Body: 'not ours' }));
      client.destroy();
      expect(await allKeys(storage)).toEqual(names);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('answers "storage unavailable" (503, Retry-After) at once when nothing listens at the address', async () => {
    const closedPort = await freePort();
    const storage = s3FileStorage(configOf(localS3.env, { S3_ENDPOINT: `http://127.0.0.1:${closedPort}` }));
    const started = Date.now();
    const error = await storage.read('unreachable.png').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect(error).toMatchObject({ statusCode: 503, headers: { 'retry-after': String(storageRetryAfterSeconds) } });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(storage.put('unreachable.png', Buffer.from('x'))).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.size('unreachable.png')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(streamed(storage.readRange('unreachable.png', { start: 0, end: 1 }))).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('gives up on a store that takes the connection but never answers, after its timeout', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as net.AddressInfo;
      const storage = s3FileStorage(configOf(localS3.env, { S3_ENDPOINT: `http://127.0.0.1:${port}` }), { connectMs: 300, answerMs: 300, uploadMs: 300, idleMs: 300 });
      const started = Date.now();
      await expect(storage.size('silent.png')).rejects.toBeInstanceOf(StorageUnavailableError);
      // Two tries of 300 ms, with a short pause between them.
      expect(Date.now() - started).toBeLessThan(3_000);
      await expect(storage.put('silent.png', Buffer.from('x'))).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('stops a range whose store falls silent mid-file, after its idle time', async () => {
    const sockets = new Set<net.Socket>();
    // Answers any request with the start of a 1000-byte range, then nothing more.
    const stalling = net.createServer((socket) => {
      sockets.add(socket);
      socket.once('data', () => socket.write('HTTP/1.1 206 Partial Content\r\nContent-Length: 1000\r\nContent-Range: bytes 0-999/1000\r\n\r\n' + 'x'.repeat(10)));
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = stalling.address() as net.AddressInfo;
      const storage = s3FileStorage(configOf(localS3.env, { S3_ENDPOINT: `http://127.0.0.1:${port}` }), { connectMs: 300, answerMs: 300, uploadMs: 300, idleMs: 300 });
      const started = Date.now();
      await expect(streamed(storage.readRange('stalled.mp4', { start: 0, end: 999 }))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => stalling.close(resolve));
    }
  });

  it('keeps the store\'s own refusals as they are (a wrong access key is no outage to wait out)', async () => {
    const storage = s3FileStorage(configOf(localS3.env, { S3_ACCESS_KEY_ID: 'WRONG' }));
    const error = await storage.put('refused.png', Buffer.from('x')).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(StorageUnavailableError);
    expect(error).toMatchObject({ $fault: 'client' });
  });
});
