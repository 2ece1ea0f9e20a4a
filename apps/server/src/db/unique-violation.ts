const sqlStateOf = (error: unknown) => {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) ?? codeOf((error as { cause?: unknown })?.cause);
};

/** A unique constraint refused the write (SQLSTATE 23505; Drizzle puts the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/** An exclusion constraint refused the write (SQLSTATE 23P01): two rows it keeps apart would overlap. */
export function isExclusionViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23P01';
}
