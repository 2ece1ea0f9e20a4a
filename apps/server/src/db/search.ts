import { sql, type SQL } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * Staff lists search with `ILIKE '%…%'`, a match anywhere in a text. A trigram index
 * (pg_trgm, migration 0018) finds those rows without reading the whole table; PostgreSQL uses
 * it only when the query's expression is the index's own, so both are built here.
 */

/** A `LIKE`/`ILIKE` pattern matching `search` anywhere, with its own `%`, `_` and `\` taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** "First Last", as a search for a whole name reads it. */
export const fullName = (first: PgColumn, last: PgColumn): SQL => sql`(${first} || ' ' || ${last})`;

/** A JSON value's text, searched as a whole (a review's comments). */
export const jsonText = (value: PgColumn): SQL => sql`(${value}::text)`;

/** A trigram index on a column or on an expression such as `fullName`. */
export const trigramIndex = (name: string, on: PgColumn | SQL) => index(name).using('gin', sql`${on} gin_trgm_ops`);
