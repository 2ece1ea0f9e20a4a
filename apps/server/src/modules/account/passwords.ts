import { hash, verify } from '@node-rs/argon2';
import crypto from 'node:crypto';
import { commonPasswords } from './common-passwords';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const argon2id = 2;
/** docs/security.md: argon2id, m=19456 KiB, t=2, p=1 (the OWASP minimum). */
const argon2Options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const commonPasswordMessage = 'This password is too common. Please choose another.';

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** A hash of nothing anyone knows, checked when the email is unknown so both answers take as long. */
const decoyHash = hashPassword(crypto.randomBytes(16).toString('hex'));

/**
 * Checks a password against a stored hash, or against the decoy when there is no account or the
 * account has no password yet (an invited member): every "no" takes as long.
 */
export async function passwordMatches(password: string, storedHash: string | null | undefined): Promise<boolean> {
  const matches = await verify(storedHash ?? (await decoyHash), password).catch(() => false);
  return storedHash != null && matches;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/**
 * The temporary password emailed at approval: 14 characters from an alphabet without look-alikes
 * (no 0/O, 1/l/I), about 80 bits from the CSPRNG. The member replaces it at first sign-in.
 */
export function newTemporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: 14 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
}
