import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appMeta } from './schema';

const key = 'public_url';

/**
 * The address the server last ran at (its `PUBLIC_URL`), kept at every start, so that
 * `npm run admin`, run later without the server's PORT or PUBLIC_URL, names the site where it
 * really is rather than the default port.
 */
export async function rememberSiteAddress(db: Database, publicUrl: string) {
  await db.insert(appMeta).values({ key, value: publicUrl }).onConflictDoUpdate({ target: appMeta.key, set: { value: publicUrl } });
}

export async function rememberedSiteAddress(db: Database): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}
