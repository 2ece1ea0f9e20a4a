import crypto from 'node:crypto';

/**
 * OWASP's "device cookies": a browser that has signed in to an account gets a signed, long-lived
 * cookie saying so. Wrong passwords for the account from elsewhere slow only devices without
 * one, so nobody can lock a member out of the device they use. Each entry is a random nonce and
 * an HMAC of it with the account's email: the cookie names no one, and cannot be made for an
 * account without signing in to it.
 */
export const deviceCookieName = 'rgcc_device';
export const deviceCookieMaxAgeSeconds = 180 * 24 * 60 * 60;
/** A shared family or office computer may sign in to a few accounts; the newest are kept. */
const maxEntries = 5;
const entryPattern = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function signature(key: Buffer, email: string, nonce: string): string {
  return crypto.createHmac('sha256', key).update(`${email}\n${nonce}`).digest('base64url');
}

function entriesOf(cookie: string | undefined): { nonce: string; signature: string }[] {
  return (cookie ?? '')
    .split('~')
    .slice(0, maxEntries)
    .flatMap((entry) => {
      const match = entryPattern.exec(entry);
      return match ? [{ nonce: match[1]!, signature: match[2]! }] : [];
    });
}

function signedBy(key: Buffer, email: string, entry: { nonce: string; signature: string }): boolean {
  const expected = Buffer.from(signature(key, email, entry.nonce));
  const given = Buffer.from(entry.signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The nonce by which this device has signed in to `email` before, or null. */
export function trustedDeviceOf(key: Buffer, email: string, cookie: string | undefined): string | null {
  return entriesOf(cookie).find((entry) => signedBy(key, email, entry))?.nonce ?? null;
}

/** The cookie after a sign-in to `email`: a fresh entry for it first, the other accounts' after. */
export function deviceCookieAfterSignIn(key: Buffer, email: string, cookie: string | undefined): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  const others = entriesOf(cookie).filter((entry) => !signedBy(key, email, entry));
  return [{ nonce, signature: signature(key, email, nonce) }, ...others]
    .slice(0, maxEntries)
    .map((entry) => `${entry.nonce}.${entry.signature}`)
    .join('~');
}
