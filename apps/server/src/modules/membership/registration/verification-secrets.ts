import crypto from 'node:crypto';

/** Codes are valid for 10 minutes; 5 wrong tries and a new code is needed (docs/security.md). */
export const codeLifetimeMs = 10 * 60 * 1000;
export const maxWrongCodes = 5;
/** The link in the same email works for a day, once. */
export const linkLifetimeMs = 24 * 60 * 60 * 1000;

/** Six random digits from the CSPRNG, leading zeros kept. */
export function newVerificationCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** 128 random bits for the link. */
export function newLinkToken(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** Stored instead of the code or token; the application id salts it, so equal codes differ. */
export function secretHash(applicationId: number, secret: string): string {
  return crypto.createHash('sha256').update(`${applicationId}:${secret}`).digest('hex');
}

export function matchesHash(applicationId: number, secret: string, storedHash: string): boolean {
  const given = Buffer.from(secretHash(applicationId, secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}
