import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { generate } from 'lean-qr';
import { toSvgDataURL } from 'lean-qr/extras/svg';
import type { TotpSetup } from '@rgcc/shared/account/staff';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30 seconds. */
const periodSeconds = 30;
const totpOf = (key: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: periodSeconds, secret: Secret.fromBase32(key) });

/** A new authenticator key: 160 random bits (RFC 4226's recommended length), in base32. */
export const newTotpKey = (): string => new Secret({ size: 20 }).base32;

/**
 * The time step of `code` when it is right for `key` at `now`, one step either side allowed
 * (a phone's clock drifts, and a code typed at the end of its 30 seconds arrives in the next);
 * null when it is not. The caller refuses a step already taken.
 */
export function totpStepOf(key: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(key).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / periodSeconds) + delta;
}

/** What the set-up step shows: the key as a QR code (an SVG data URL, which the CSP's `img-src data:` allows) and as text. */
export function totpSetupOf(key: string, email: string, issuer: string): TotpSetup {
  const uri = new TOTP({ issuer, label: email, algorithm: 'SHA1', digits: 6, period: periodSeconds, secret: Secret.fromBase32(key) }).toString();
  return { key: key.replace(/(.{4})(?=.)/g, '$1 '), uri, qrCode: toSvgDataURL(generate(uri), { on: 'black', off: 'white', padX: 4, padY: 4 }) };
}

/**
 * Authenticator keys are kept encrypted (AES-256-GCM) with the app's `totp_secret_key`: a copy of
 * the accounts table alone (a backup, an export) gives no one the staff's codes. See decision 0016.
 */
export function encryptTotpKey(appKey: Buffer, totpKey: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', appKey, iv);
  const sealed = Buffer.concat([cipher.update(totpKey, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

export function decryptTotpKey(appKey: Buffer, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('Unknown TOTP key format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', appKey, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** Letters and digits nobody mistakes for one another when reading them off paper. */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 10;

/** Ten codes of ten characters (about 49 random bits each), shown as `abcde-fghjk`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const characters = Array.from({ length: 10 }, () => recoveryAlphabet[crypto.randomInt(recoveryAlphabet.length)]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** How a typed code is compared: spaces and hyphens dropped, lower case. */
export const normalisedCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
