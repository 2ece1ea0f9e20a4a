import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, lt, sql } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { emptyVideoMessage, onlyVideosMessage, videoTooLargeMessage } from '@rgcc/shared/common/uploads';
import type { StoredMedia } from '@rgcc/shared/content/media';
import {
  isUploadedVideoKey,
  mediaFormats,
  mediaHeight,
  mediaVariant,
  uploadedMediaPrefix,
  type MediaFormat,
  type PublicMediaFolder,
  type UploadedVideoFormat,
} from '@rgcc/shared/content/media-variants';
import type { Database } from '../../../db/client';
import { publicMedia, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import type { FileStorage } from '../../../infra/storage/file-storage';
import { reencodeImage } from '../../../infra/storage/image';
import { videoFormatOf, videoHeadBytes } from './video-format';

/** An uploaded image or video no content names is kept this long (staff may still be filling in the form), then deleted. */
export const unusedMediaLifetimeMs = 24 * 60 * 60 * 1000;

// As the placeholder generator encodes them (scripts/media/output.ts), one effort step slower:
// photographs gain more from it than flat illustrations, and staff upload one at a time.
const encoders: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 74, effort: 3, smartSubsample: true }),
};

const storageKeyOf = (key: string, width: number, format: MediaFormat) => `${key.replaceAll('/', '-')}-${width}.${format}`;
/** `uploaded/videos/<id>.mp4` is kept as `uploaded-videos-<id>.mp4`. */
const videoStorageKeyOf = (key: string) => key.replaceAll('/', '-');

/**
 * Re-encodes a staff upload into every width and format its folder's images come in, cropped to
 * the folder's shape around what draws the eye, and answers its media key. Only pixels survive.
 */
export async function storePublicImage(db: Database, storage: FileStorage, actor: AccountRow, folder: PublicMediaFolder, input: Buffer): Promise<StoredMedia> {
  const upright = await reencodeImage(input);
  const key = `${uploadedMediaPrefix}${folder}/${crypto.randomBytes(16).toString('hex')}`;
  for (const width of mediaVariant(key).widths) {
    const resized = sharp(upright.data).resize(width, mediaHeight(key, width), { fit: 'cover', position: sharp.strategy.attention });
    for (const format of mediaFormats) await storage.put(storageKeyOf(key, width, format), await encoders[format](resized.clone()).toBuffer());
  }
  // The row after the files: a row always has its files, and files without a row are never served.
  await db.insert(publicMedia).values({ key, uploadedBy: actor.id });
  return { key };
}

/** One variant of an uploaded image, or null when there is no such image or width. */
export async function readPublicImage(db: Database, storage: FileStorage, key: string, width: number, format: MediaFormat): Promise<Buffer | null> {
  if (!mediaVariant(key).widths.includes(width)) return null;
  const known = await db.$count(publicMedia, sql`${publicMedia.key} = ${key}`);
  return known ? storage.read(storageKeyOf(key, width, format)) : null;
}

/** A video file as it streams in from a multipart body, which marks it truncated past its size limit. */
type VideoUpload = Readable & { truncated?: boolean };

/** The first `count` bytes of the stream (fewer if it is shorter); the iterator goes on after them. */
async function readHead(chunks: AsyncIterator<Buffer>, count: number): Promise<Buffer> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < count) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(head);
}

async function* rest(chunks: AsyncIterator<Buffer>) {
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
}

async function discard(chunks: AsyncIterator<Buffer>) {
  while (!(await chunks.next()).done) {
    // Nothing is kept.
  }
}

/**
 * Stores a staff upload for the video gallery as it is (there is no transcoder), streamed to storage,
 * once its first bytes show an MP4 or WebM file; answers its key, `uploaded/videos/<id>.<mp4|webm>`.
 */
export async function storePublicVideo(db: Database, storage: FileStorage, actor: AccountRow, upload: VideoUpload): Promise<StoredMedia> {
  const chunks = upload[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readHead(chunks, videoHeadBytes);
  if (head.length === 0) throw new AppError(400, emptyVideoMessage, { file: emptyVideoMessage });
  const format = videoFormatOf(head);
  if (!format) {
    // Read to its end, so that a browser still sending gets this answer rather than a broken connection.
    await discard(chunks);
    throw new AppError(415, onlyVideosMessage, { file: onlyVideosMessage });
  }
  const key = `${uploadedMediaPrefix}videos/${crypto.randomBytes(16).toString('hex')}.${format}`;
  await storage.putStream(
    videoStorageKeyOf(key),
    (async function* () {
      yield head;
      yield* rest(chunks);
    })(),
  );
  if (upload.truncated) {
    await storage.remove(videoStorageKeyOf(key));
    throw new AppError(413, videoTooLargeMessage, { file: videoTooLargeMessage });
  }
  // The row after the file, as for images: a row always has its file.
  await db.insert(publicMedia).values({ key, uploadedBy: actor.id });
  return { key };
}

const videoContentTypes: Record<UploadedVideoFormat, string> = { mp4: 'video/mp4', webm: 'video/webm' };

/** An uploaded video to serve: its type, its length, and a reader of any part of it; null when there is none. */
export async function openPublicVideo(db: Database, storage: FileStorage, key: string) {
  if (!isUploadedVideoKey(key) || !(await db.$count(publicMedia, sql`${publicMedia.key} = ${key}`))) return null;
  const size = await storage.size(videoStorageKeyOf(key));
  if (size === null) return null;
  return {
    contentType: videoContentTypes[key.slice(key.lastIndexOf('.') + 1) as UploadedVideoFormat],
    size,
    read: (range: { start: number; end: number }) => storage.readRange(videoStorageKeyOf(key), range),
  };
}

/** Every media key some public content names. */
const referencedKeys = sql`
  SELECT key FROM (
    SELECT photo->>'image' FROM events, jsonb_array_elements(events.photos) AS photo
    UNION SELECT image FROM gallery_images
    UNION SELECT poster FROM videos
    UNION SELECT video FROM videos
    UNION SELECT image FROM menu_categories
    UNION SELECT image FROM dishes
    UNION SELECT image FROM products
    UNION SELECT image FROM leaders
    UNION SELECT image FROM sponsors
    UNION SELECT image FROM holes
  ) AS used(key) WHERE key IS NOT NULL`;

/** Deletes uploaded images and videos no content names any more, once they are a day old. Answers how many went. */
export async function deleteUnusedMedia(db: Database, storage: FileStorage, now: Date): Promise<number> {
  // Rows first, in one statement that checks the references: a key without a row is never
  // served, and removing a file twice is harmless.
  const deleted = await db
    .delete(publicMedia)
    .where(and(lt(publicMedia.createdAt, new Date(now.getTime() - unusedMediaLifetimeMs)), sql`${publicMedia.key} NOT IN (${referencedKeys})`))
    .returning({ key: publicMedia.key });
  for (const { key } of deleted) {
    if (isUploadedVideoKey(key)) await storage.remove(videoStorageKeyOf(key));
    else for (const width of mediaVariant(key).widths) for (const format of mediaFormats) await storage.remove(storageKeyOf(key, width, format));
  }
  return deleted.length;
}
