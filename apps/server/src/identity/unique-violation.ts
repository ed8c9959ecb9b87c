/**
 * Whether a database error is a broken unique constraint (SQLSTATE 23505), such as a second account
 * with the same email created at the same moment. Drivers and Drizzle wrap errors, so the chain of
 * causes is searched.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
