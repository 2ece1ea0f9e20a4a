import crypto from 'node:crypto';

/** 256 random bits (docs/security.md asks at least 128), for session cookies and reset links. */
export function newSecretToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: a leaked table gives no usable session or link. */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}
