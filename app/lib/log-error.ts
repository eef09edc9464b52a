// Errors go only to the browser console (spec sections 7 and 8): nothing is reported to a server.

export type ErrorLogEntry = {
  code: string;
  message: string;
  status?: number;
  requestId: string | null;
  details?: unknown;
  /** When it happened, ISO 8601. */
  timestamp: string;
  /** navigator.userAgent */
  userAgent: string;
  /** location.href */
  url: string;
  /** Anything the caller adds, e.g. { formType: 'quote', coffeeName }. */
  context?: Record<string, unknown>;
};

/** Prefix of every console line written here, so tests and people can pick them out. */
export const ERROR_LOG_PREFIX = "[app-error]";

type LoggableError = {
  code?: unknown;
  message?: unknown;
  status?: unknown;
  requestId?: unknown;
  details?: unknown;
};

export function logError(error: unknown, context?: Record<string, unknown>): ErrorLogEntry {
  const fields: LoggableError =
    typeof error === "object" && error !== null ? (error as LoggableError) : {};
  const entry: ErrorLogEntry = {
    code: typeof fields.code === "string" ? fields.code : "UNKNOWN_ERROR",
    message: typeof fields.message === "string" ? fields.message : String(error),
    requestId:
      typeof fields.requestId === "string" && fields.requestId !== "" ? fields.requestId : null,
    timestamp: new Date().toISOString(),
    userAgent: typeof navigator !== "undefined" ? navigator.userAgent : "unknown",
    url: typeof location !== "undefined" ? location.href : "unknown",
  };
  if (typeof fields.status === "number") entry.status = fields.status;
  if (fields.details !== undefined) entry.details = fields.details;
  if (context !== undefined) entry.context = context;
  console.error(ERROR_LOG_PREFIX, entry);
  return entry;
}
