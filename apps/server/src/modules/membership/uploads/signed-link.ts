import crypto from 'node:crypto';

/**
 * An upload's link carries its expiry and an HMAC of both, so that only someone who was given
 * the link can read the file, and only until it expires. The key lives in the database (see
 * service.ts), so every server behind one PostgreSQL signs alike.
 */
function signature(key: Buffer, id: string, expiresAtSeconds: number): string {
  return crypto.createHmac('sha256', key).update(`${id}.${expiresAtSeconds}`).digest('base64url');
}

export function signedUploadLink(publicUrl: string, key: Buffer, id: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${publicUrl}/api/uploads/${id}?expires=${expires}&signature=${signature(key, id, expires)}`;
}

export function isValidUploadSignature(key: Buffer, id: string, expires: number, given: string, now: Date): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(key, id, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/** The upload id in one of our own upload links (signed or not), or null for any other text. */
export function uploadIdFromLink(link: string, publicUrl: string): string | null {
  try {
    const url = new URL(link);
    if (url.origin !== new URL(publicUrl).origin) return null;
    return /^\/api\/uploads\/([0-9a-f]{32})$/.exec(url.pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}
