/** The largest key a Postgres `integer` column holds: an id past it is no row's, and asking the database for it is an error (SQLSTATE 22003). */
export const largestKey = 2_147_483_647;

/**
 * The key a link's id names (links carry their ids as text), or null when it can name none: not
 * digits, zero, or past the largest key. A null is answered like any unknown link.
 */
export function keyOf(id: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const key = Number(id);
  return key <= largestKey ? key : null;
}
