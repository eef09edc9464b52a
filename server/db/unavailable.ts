// SQLSTATE classes that say the server cannot serve now, whatever the statement: 08 connection
// exception, 53 insufficient resources (too many connections, out of memory, disk full), 57
// operator intervention (shutdown, restart, database dropped, statement_timeout's 57014).
const UNAVAILABLE_CLASSES = new Set(["08", "53", "57"]);
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// node-postgres and its pool report these with a message only.
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable|Cannot use a pool after calling end/;

// Errors met while opening a connection: whatever the server said (55000 connections not
// allowed, 3D000 no such database, 28P01 password rejected...), no query of the app is at fault.
const openingErrors = new WeakSet<object>();

/** Marks `error` as the failure to open a connection, so it is answered as an outage. */
export function markConnectFailure(error: unknown): void {
  if (typeof error === "object" && error !== null) openingErrors.add(error);
}

/**
 * True when an error, or one of its causes (drizzle wraps the driver's error), says the database
 * could not be reached, let the app in, or answer in time: a fault that passes, answered with 503.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (openingErrors.has(error)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_CLASSES.has(code.slice(0, 2))) return true;
    if (UNREACHABLE_CODES.has(code)) return true;
  }
  if (DRIVER_MESSAGES.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
