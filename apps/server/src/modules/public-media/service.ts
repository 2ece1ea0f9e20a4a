import crypto from 'node:crypto';
import { and, lt, sql } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { mediaFormats, mediaHeight, mediaVariant, uploadedMediaPrefix, type MediaFormat, type PublicMediaFolder } from '@rgcc/shared/media/media-variants';
import type { Database } from '../../db/client';
import { publicMedia, type AccountRow } from '../../db/schema';
import type { FileStorage } from '../../infra/storage/file-storage';
import { reencodeImage } from '../uploads/image';

/** An uploaded image no content names is kept this long (staff may still be filling in the form), then deleted. */
export const unusedMediaLifetimeMs = 24 * 60 * 60 * 1000;

// As the placeholder generator encodes them (scripts/generate-media.ts), one effort step slower:
// photographs gain more from it than flat illustrations, and staff upload one at a time.
const encoders: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 74, effort: 3, smartSubsample: true }),
};

const storageKeyOf = (key: string, width: number, format: MediaFormat) => `${key.replaceAll('/', '-')}-${width}.${format}`;

/**
 * Re-encodes a staff upload into every width and format its folder's images come in, cropped to
 * the folder's shape around what draws the eye, and answers its media key. Only pixels survive.
 */
export async function storePublicImage(db: Database, storage: FileStorage, actor: AccountRow, folder: PublicMediaFolder, input: Buffer): Promise<{ key: string }> {
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

/** Every media key some public content names. */
const referencedKeys = sql`
  SELECT key FROM (
    SELECT photo->>'image' FROM events, jsonb_array_elements(events.photos) AS photo
    UNION SELECT image FROM gallery_images
    UNION SELECT poster FROM videos
    UNION SELECT image FROM menu_categories
    UNION SELECT image FROM dishes
    UNION SELECT image FROM products
    UNION SELECT image FROM leaders
    UNION SELECT image FROM sponsors
    UNION SELECT image FROM holes
  ) AS used(key) WHERE key IS NOT NULL`;

/** Deletes uploaded images no content names any more, once they are a day old. Answers how many went. */
export async function deleteUnusedMedia(db: Database, storage: FileStorage, now: Date): Promise<number> {
  // Rows first, in one statement that checks the references: a key without a row is never
  // served, and removing a file twice is harmless.
  const deleted = await db
    .delete(publicMedia)
    .where(and(lt(publicMedia.createdAt, new Date(now.getTime() - unusedMediaLifetimeMs)), sql`${publicMedia.key} NOT IN (${referencedKeys})`))
    .returning({ key: publicMedia.key });
  for (const { key } of deleted) {
    for (const width of mediaVariant(key).widths) for (const format of mediaFormats) await storage.remove(storageKeyOf(key, width, format));
  }
  return deleted.length;
}
