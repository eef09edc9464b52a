/** SQLSTATE of a unique constraint's refusal. */
const UNIQUE_VIOLATION = "23505";

/**
 * True when an error, or one of its causes (drizzle wraps the driver's error), is the refusal of
 * the named unique constraint; node-postgres and PGlite both name it in `constraint`.
 */
export function violatesUnique(error: unknown, constraint: string, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code, constraint: refused } = error as { code?: unknown; constraint?: unknown };
  if (code === UNIQUE_VIOLATION && refused === constraint) return true;
  return violatesUnique(error.cause, constraint, depth + 1);
}
