/** A key the server made: a random name and an extension, nothing a request could steer into another folder or object. */
const storageKey = /^[a-z0-9-]+\.[a-z0-9]+$/;

export const isStorageKey = (key: string) => storageKey.test(key);

/** Throws on a key the server would never make (a programming error, not a request's). */
export function assertStorageKey(key: string): string {
  if (!storageKey.test(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
  return key;
}
