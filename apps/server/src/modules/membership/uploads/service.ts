import { and, eq, isNull, lt } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../../../db/client';
import { uploads, type UploadRow } from '../../../db/schema';
import { signingKey } from '../../../db/signing-keys';
import type { FileStorage } from '../../../infra/storage/file-storage';
import { reencodeImage } from '../../../infra/storage/image';

/** Long enough to finish the membership form after uploading its first photograph. */
export const uploadLinkLifetimeMs = 6 * 60 * 60 * 1000;
/** Uploads no application has claimed by then are deleted (they hold personal data). */
export const unclaimedUploadLifetimeMs = 24 * 60 * 60 * 1000;

/** The key that signs upload links (see signed-link.ts). */
export const uploadSigningKey = (db: Database) => signingKey(db, 'upload_link_signing_key');

/** Checks and re-encodes the image, stores it under a new random name and records it. */
export async function storeUpload(db: Database, storage: FileStorage, input: Buffer): Promise<UploadRow> {
  const image = await reencodeImage(input);
  const id = crypto.randomBytes(16).toString('hex');
  const storageKey = `${id}.${image.format}`;
  await storage.put(storageKey, image.data);
  try {
    const [row] = await db
      .insert(uploads)
      .values({ id, storageKey, contentType: image.contentType, byteSize: image.data.length, width: image.width, height: image.height })
      .returning();
    return row!;
  } catch (error) {
    // Never a file that no row knows of: it could not be found to be deleted later.
    await storage.remove(storageKey);
    throw error;
  }
}

export async function readUpload(db: Database, storage: FileStorage, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) return null;
  const data = await storage.read(row.storageKey);
  return data ? { row, data } : null;
}

/** Deletes uploads no application claimed within a day; answers how many went. */
export async function deleteUnclaimedUploads(db: Database, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - unclaimedUploadLifetimeMs);
  // Rows first, in one statement: an application claiming an upload at this moment keeps it.
  const deleted = await db
    .delete(uploads)
    .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, cutoff)))
    .returning({ storageKey: uploads.storageKey });
  for (const { storageKey } of deleted) await storage.remove(storageKey);
  return deleted.length;
}
