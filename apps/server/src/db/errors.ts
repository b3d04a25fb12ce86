/**
 * Whether a failed query broke a unique constraint (SQLSTATE 23505). drizzle wraps the driver's
 * error, and pg and PGlite both carry the code, so the cause chain is searched.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: broken } = current as Error & { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || broken === constraint;
  }
  return false;
}
