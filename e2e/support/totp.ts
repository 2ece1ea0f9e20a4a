import { Secret, TOTP } from 'otpauth';

/** What the authenticator app on a phone shows for `key` (base32, spaces allowed) at `at`. */
export function totpCode(key: string, at = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(key.replace(/\s/g, '')) }).generate({ timestamp: at });
}
