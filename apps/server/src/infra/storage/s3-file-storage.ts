import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { Config } from '../../config';
import { assertStorageKey, isStorageKey } from './storage-key';
import { StorageUnavailableError } from './storage-unavailable';

type S3Settings = Pick<Config, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>;

export interface S3Timeouts {
  /** To open a connection to the store. */
  connectMs: number;
  /** From sending a request until the store's answer begins (reads, lists, deletes). */
  answerMs: number;
  /** The same for a request that carries a file or a part of one, which may take a while to send. */
  uploadMs: number;
  /** Silence on a connection once the answer has begun (a store that stalls mid-film). */
  idleMs: number;
}

/**
 * A page of a request that waits for storage is answered 503 within seconds rather than hanging:
 * two tries (one retry) of at most these times each.
 */
export const defaultS3Timeouts: S3Timeouts = { connectMs: 5_000, answerMs: 5_000, uploadMs: 120_000, idleMs: 30_000 };

/** Parts of a streamed upload: what is held in memory at once. S3 wants at least 5 MiB for every part but the last. */
export const s3PartBytes = 8 * 1024 * 1024;

/**
 * What went wrong talking to the store: the store's own refusal (a missing object, a wrong key or
 * bucket) stays as it is; anything else (no connection, a timeout, the store's own failure) is
 * the store being unavailable, a 503.
 */
function storageErrorOf(error: unknown): unknown {
  const fault = (error as { $fault?: string } | null)?.$fault;
  return fault === 'client' ? error : new StorageUnavailableError(error);
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || (name !== 'NoSuchBucket' && $metadata?.httpStatusCode === 404);
};

/** Files as objects of one bucket of an S3-compatible store (decision 0039), under the same keys as on disk. */
export function s3FileStorage(config: S3Settings, timeouts: S3Timeouts = defaultS3Timeouts) {
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  // config.ts requires them all when STORAGE=s3.
  if (!bucket || !region || !accessKeyId || !secretAccessKey) throw new Error('STORAGE=s3 needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const client = new S3Client({
    region,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId, secretAccessKey },
    maxAttempts: 2,
    requestHandler: { connectionTimeout: timeouts.connectMs, requestTimeout: timeouts.answerMs, throwOnRequestTimeout: true, socketTimeout: timeouts.idleMs },
    // Checksums only where S3 requires them: several S3-compatible stores refuse or mishandle the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = bucket;
  const upload = { requestTimeout: timeouts.uploadMs };

  const send = <T>(sending: Promise<T>) =>
    sending.catch((error: unknown) => {
      throw storageErrorOf(error);
    });
  const put = async (Key: string, data: Buffer) => {
    await send(client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentLength: data.length }), upload));
  };

  return {
    async put(key: string, data: Buffer) {
      await put(assertStorageKey(key), data);
    },

    /**
     * A file of one part is put whole; a larger one goes up part by part (one part in memory at a
     * time) and appears only when the store completes the upload. On any failure the upload is
     * aborted, so no object appears (stores that keep parts of an aborted upload drop them with a
     * lifecycle rule, docs/stack.md).
     */
    async putStream(key: string, chunks: AsyncIterable<Buffer>) {
      const Key = assertStorageKey(key);
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let uploadId: string | undefined;
      const parts: CompletedPart[] = [];
      const sendPart = async () => {
        uploadId ??= (await send(client.send(new CreateMultipartUploadCommand({ Bucket, Key })))).UploadId;
        const PartNumber = parts.length + 1;
        const Body = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        const { ETag } = await send(client.send(new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body, ContentLength: Body.length }), upload));
        parts.push({ PartNumber, ETag });
      };
      try {
        for await (const chunk of chunks) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= s3PartBytes) await sendPart();
        }
        if (uploadId === undefined) return await put(Key, Buffer.concat(pending));
        if (pendingBytes > 0) await sendPart();
        await send(client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }), upload));
      } catch (error) {
        if (uploadId !== undefined) {
          // Best effort: the upload is already failing, and an unfinished upload is never an object.
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => {});
        }
        throw error;
      }
    },

    async read(key: string) {
      const Key = assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageErrorOf(error);
      }
    },

    async size(key: string) {
      const Key = assertStorageKey(key);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageErrorOf(error);
      }
    },

    /**
     * Asks for the range when first read; stopping the stream (a viewer who leaves) stops the
     * download. A store that sends more than the range (some answer `bytes=0-0` with the whole
     * object) is cut to it here.
     */
    readRange(key: string, { start, end }: { start: number; end: number }): Readable {
      const Key = assertStorageKey(key);
      return Readable.from(
        (async function* () {
          const object = await send(client.send(new GetObjectCommand({ Bucket, Key, Range: `bytes=${start}-${end}` })));
          let offset = object.ContentRange ? Number(/^bytes (\d+)-/.exec(object.ContentRange)?.[1] ?? start) : 0;
          for await (const chunk of object.Body as AsyncIterable<Buffer>) {
            const from = Math.max(start - offset, 0);
            const to = Math.min(end + 1 - offset, chunk.length);
            if (from < to) yield chunk.subarray(from, to);
            offset += chunk.length;
            if (offset > end) return;
          }
        })(),
        { objectMode: false },
      );
    },

    async remove(key: string) {
      // S3 answers a delete of a missing object as done.
      await send(client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) })));
    },

    /**
     * Page by page, each starting after the last key of the one before: the first version of the
     * listing, since every S3-compatible store pages it that way (s3rver's continuation tokens of
     * the second version need a cipher Node's OpenSSL 3 no longer has).
     */
    async *keys() {
      let Marker: string | undefined;
      do {
        const page = await send(client.send(new ListObjectsCommand({ Bucket, Marker })));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        // Objects someone else put in the bucket are not the server's files.
        yield* keys.filter(isStorageKey);
        Marker = page.IsTruncated ? keys.at(-1) : undefined;
      } while (Marker);
    },
  };
}
