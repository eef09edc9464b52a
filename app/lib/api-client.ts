// The one way the browser talks to /api (spec sections 7 and 8): credentials on every call, a
// fresh CSRF token before every write (one retry with a new token on 403), and every failure
// turned into an ApiError from the error catalog and logged to the console.
import { queryOptions, type QueryFunction } from "@tanstack/react-query";
import type { HttpMethod, ReplyOf } from "~common/contract/endpoint";
import type { ApiRoute, ApiRoutes } from "~common/contract/index";
import { CSRF_HEADER, CSRF_TOKEN_PATH, EXPORT_FORMATS, type ExportFormat } from "~common/constants";
import {
  CODE_MESSAGES,
  codeForStatus,
  ERROR_CODES,
  isErrorCode,
  statusMessage,
  type ErrorCode,
} from "~common/errors";
import { exportFilename } from "~common/export-filename";
import { urlFor, type InputOf } from "./api-address";
import { logError } from "./log-error";

export type On401 = "returnNull" | "throw";

export type ApiRequestOptions = {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
  /** 'returnNull' resolves a 401 answer to null instead of failing (e.g. "am I signed in?"). */
  on401?: On401 | undefined;
};

export type ApiErrorInit = {
  code: ErrorCode;
  message: string;
  /** HTTP status; 0 when no response arrived. */
  status?: number | undefined;
  details?: unknown;
  requestId?: string | null | undefined;
  cause?: unknown;
};

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly requestId: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "ApiError";
    this.code = init.code;
    this.status = init.status ?? 0;
    this.details = init.details;
    this.requestId = init.requestId ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isAbortError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { name?: unknown }).name === "AbortError"
  );
}

/** A failure of the connection itself: fetch rejects with a TypeError, or a message names fetch or network. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === ERROR_CODES.NETWORK_ERROR;
  if (error instanceof TypeError) return true;
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return /fetch|network/i.test(message);
}

/** Any thrown value as an ApiError (without logging it). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isNetworkFailure(error)) {
    return new ApiError({
      code: ERROR_CODES.NETWORK_ERROR,
      message: CODE_MESSAGES.NETWORK_ERROR,
      details: error instanceof Error ? error.message : error,
      cause: error,
    });
  }
  return new ApiError({
    code: ERROR_CODES.UNKNOWN_ERROR,
    message: CODE_MESSAGES.UNKNOWN_ERROR,
    details: error instanceof Error ? error.message : error,
    cause: error,
  });
}

/** The catalog code of any thrown value. */
export function errorCodeOf(error: unknown): ErrorCode {
  return toApiError(error).code;
}

/** The message to show a visitor: the catalog's words for the code, else the error's own message. */
export function userMessage(error: unknown): string {
  const code =
    typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  // A conflict is about this record (sold out, not deletable): the server's words say why.
  if (code === "DUPLICATE_RESOURCE" && error instanceof Error && error.message !== "")
    return error.message;
  if (isErrorCode(code)) return CODE_MESSAGES[code];
  if (error instanceof Error && error.message !== "") return error.message;
  if (typeof error === "string" && error !== "") return error;
  return CODE_MESSAGES.UNKNOWN_ERROR;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The ApiError for a non-OK response: the body's error object when there is one, else the status. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const status = response.status;
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    body = undefined;
  }
  const headerRequestId = response.headers.get("x-request-id");
  if (isRecord(body) && isRecord(body.error)) {
    const { code, message, details } = body.error;
    return new ApiError({
      code: isErrorCode(code) ? code : codeForStatus(status),
      message:
        typeof message === "string" && message.trim() !== "" ? message : statusMessage(status),
      status,
      details,
      requestId: typeof body.requestId === "string" ? body.requestId : headerRequestId,
    });
  }
  return new ApiError({
    code: codeForStatus(status),
    message: statusMessage(status),
    status,
    details: body,
    requestId: headerRequestId,
  });
}

function send(
  method: HttpMethod,
  path: string,
  body: unknown,
  csrfToken: string | undefined,
  opts: ApiRequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...opts.headers };
  const init: RequestInit = { method, credentials: "include", headers };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  if (csrfToken !== undefined) headers[CSRF_HEADER] = csrfToken;
  if (opts.signal !== undefined) init.signal = opts.signal;
  return fetch(path, init);
}

/** GET /api/csrf-token: { csrfToken }. */
export async function fetchCsrfToken(signal?: AbortSignal): Promise<string> {
  const response = await send("GET", CSRF_TOKEN_PATH, undefined, undefined, { signal });
  if (!response.ok) throw await errorFromResponse(response);
  const body = await readBody(response);
  if (isRecord(body) && typeof body.csrfToken === "string" && body.csrfToken !== "")
    return body.csrfToken;
  throw new ApiError({
    code: ERROR_CODES.UNKNOWN_ERROR,
    message: CODE_MESSAGES.UNKNOWN_ERROR,
    status: response.status,
    details: "The CSRF token response had no csrfToken",
  });
}

/** Runs a call; any failure other than a cancellation becomes a logged ApiError. */
async function withErrorHandling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // A cancelled request (TanStack Query aborting a stale read) is not a failure.
    if (isAbortError(error)) throw error;
    const apiError = toApiError(error);
    logError(apiError);
    throw apiError;
  }
}

/** One call; the answer's body as JSON (undefined when empty), a 401 as null with on401 'returnNull'. */
export function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  opts: ApiRequestOptions = {},
): Promise<unknown> {
  return withErrorHandling(async () => {
    const isWrite = method !== "GET";
    let response = await send(
      method,
      path,
      body,
      isWrite ? await fetchCsrfToken(opts.signal) : undefined,
      opts,
    );
    if (isWrite && response.status === 403) {
      // The token may have expired or rotated: one more try with a fresh one, never more.
      response = await send(method, path, body, await fetchCsrfToken(opts.signal), opts);
    }
    if (response.status === 401 && opts.on401 === "returnNull") return null;
    if (!response.ok) throw await errorFromResponse(response);
    return readBody(response);
  });
}

export type ReplyOfRoute<R extends ApiRoute> = ReplyOf<ApiRoutes[R]>;
export type ReadRoute = Extract<ApiRoute, `GET ${string}`>;

/**
 * Calls an endpoint of the contract, named by its key ("DELETE /api/offers/:id"); the input and
 * the answer have the types its declaration gives them.
 */
export function callApi<R extends ApiRoute>(
  route: R,
  input: InputOf<R>,
  opts: ApiRequestOptions & { on401: "returnNull" },
): Promise<ReplyOfRoute<R> | null>;
export function callApi<R extends ApiRoute>(
  route: R,
  input: InputOf<R>,
  opts?: ApiRequestOptions,
): Promise<ReplyOfRoute<R>>;
export async function callApi<R extends ApiRoute>(
  route: R,
  input: InputOf<R>,
  opts?: ApiRequestOptions,
): Promise<ReplyOfRoute<R> | null> {
  const method = route.slice(0, route.indexOf(" ")) as HttpMethod;
  // The server serializes every reply through the same contract, so its shape is known here.
  const reply = await apiRequest(method, urlFor(route, input), input.body, opts);
  return reply as ReplyOfRoute<R> | null;
}

/**
 * The query key of a read: the call's address, which the default query function GETs (spec
 * section 7). Reads and the writes that refresh them share it through the contract.
 */
export function queryKeyOf<R extends ReadRoute>(route: R, input: InputOf<R>): readonly [string] {
  return [urlFor(route, input)];
}

/** useQuery options for a read, typed by the contract: `useQuery(apiQuery("GET /api/offers", {}))`. */
export function apiQuery<R extends ReadRoute>(route: R, input: InputOf<R>) {
  return queryOptions<ReplyOfRoute<R>>({ queryKey: queryKeyOf(route, input) });
}

/**
 * The default query function: GET on the path that is the first element of the query key,
 * e.g. useQuery({ queryKey: ['/api/offers'] }). With on401 'returnNull' a 401 gives null.
 */
export function getQueryFn(options: { on401: On401 }): QueryFunction<unknown> {
  return ({ queryKey, signal }) => {
    const path = queryKey[0];
    if (typeof path !== "string" || !path.startsWith("/")) {
      return Promise.reject(
        new TypeError(
          `The first element of the query key must be an API path, got ${JSON.stringify(path)}`,
        ),
      );
    }
    return apiRequest("GET", path, undefined, { signal, on401: options.on401 });
  };
}

/**
 * The file name in a Content-Disposition header: filename* (RFC 5987) first, then filename.
 * Any directory part is dropped. Null when the header names no file.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2] !== undefined) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"(.*)"$/, "$1"));
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
    const plain = /filename\s*=\s*([^;"]+)/i.exec(header);
    if (quoted?.[1] !== undefined) name = quoted[1].replace(/\\(.)/g, "$1");
    else if (plain?.[1] !== undefined) name = plain[1].trim();
  }
  const base = name?.split(/[\\/]/).pop()?.trim() ?? "";
  return base === "" ? null : base;
}

export { exportFilename };

function fallbackFilename(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? "";
  const exportMatch = /\/api\/exports\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (
    exportMatch?.[1] !== undefined &&
    (EXPORT_FORMATS as readonly string[]).includes(exportMatch[2] ?? "")
  ) {
    return exportFilename(exportMatch[1], exportMatch[2] as ExportFormat);
  }
  const last = pathname.split("/").filter(Boolean).pop();
  return last ?? "download";
}

export type Download = { blob: Blob; filename: string };

/** GET a file (e.g. /api/exports/quote-requests/csv) as a Blob with its file name. */
export function apiDownload(
  path: string,
  opts: { signal?: AbortSignal | undefined; fallbackFilename?: string | undefined } = {},
): Promise<Download> {
  return withErrorHandling(async () => {
    const init: RequestInit = { method: "GET", credentials: "include", headers: { Accept: "*/*" } };
    if (opts.signal !== undefined) init.signal = opts.signal;
    const response = await fetch(path, init);
    if (!response.ok) throw await errorFromResponse(response);
    const blob = await response.blob();
    const filename =
      filenameFromContentDisposition(response.headers.get("content-disposition")) ??
      opts.fallbackFilename ??
      fallbackFilename(path);
    return { blob, filename };
  });
}
