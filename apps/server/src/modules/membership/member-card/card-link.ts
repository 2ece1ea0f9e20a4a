import crypto from 'node:crypto';

/**
 * A membership card's link: `/card/M-0246/<signature>`, where the signature is an HMAC of the
 * member ID and the card's version (accounts.card_version). It carries no expiry, since a printed
 * card lasts for years; raising the version revokes it. The version itself is not in the link:
 * the server signs with the version it has, so a replaced card and a forged one fail alike.
 */
export function cardSignature(key: Buffer, memberId: string, cardVersion: number): string {
  return crypto.createHmac('sha256', key).update(`${memberId}.${cardVersion}`).digest('base64url');
}

export function isValidCardSignature(key: Buffer, memberId: string, cardVersion: number, given: string): boolean {
  const expected = Buffer.from(cardSignature(key, memberId, cardVersion));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
