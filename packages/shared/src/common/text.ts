import { z } from './zod';
import { asciiDigits } from '../format/number';

export const disallowedCharactersMessage = 'This text contains characters that are not allowed.';

/**
 * Control characters (C0, DEL, C1) other than tab and newline, and UTF-16 halves without their
 * other half. PostgreSQL refuses NUL in text, jsonb refuses lone surrogates, and everything
 * else here would be turned silently into something the person did not write.
 */
const disallowedCharacter = /(?![\t\n])[\p{Cc}\p{Cs}]/u;

export function hasDisallowedCharacters(value: string): boolean {
  return disallowedCharacter.test(value);
}

/**
 * The one way a schema takes text from outside (a form field, a query parameter, a path
 * segment). Line breaks become `\n` and Bengali digits ASCII ones (a phone number or a code typed
 * on a Bengali keyboard is the same number); any other control character or a broken surrogate pair
 * is refused with `disallowedCharactersMessage` before any other check, so the person is told
 * what is actually wrong. Chain `.trim()`, `.min()`, `.regex()`, … after it as on `z.string()`.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return textAsTyped(params).overwrite(asciiDigits);
}

/** A password, or Bangla writing (whose digits are Bengali): taken like `text()`, but exactly as typed, its digits too. */
export function textAsTyped(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .refine((value) => !hasDisallowedCharacters(value), { message: disallowedCharactersMessage, abort: true });
}
