/** A `LIKE`/`ILIKE` pattern matching `search` anywhere, with its own `%`, `_` and `\` taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
