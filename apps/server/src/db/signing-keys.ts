import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appMeta } from './schema';

/**
 * What each key is for (HMAC keys sign; `totp_secret_key` encrypts the staff's authenticator
 * keys); each is made once, kept in the database and shared by every server.
 */
export type SigningKeyName = 'upload_link_signing_key' | 'device_cookie_signing_key' | 'totp_secret_key' | 'newsletter_link_signing_key' | 'card_link_signing_key';

/** The key of that name: made on first use (the first server to ask wins), the same for all after. */
export async function signingKey(db: Database, name: SigningKeyName): Promise<Buffer> {
  await db
    .insert(appMeta)
    .values({ key: name, value: crypto.randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, name));
  return Buffer.from(row!.value, 'base64');
}
