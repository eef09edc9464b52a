// The error catalog of spec section 8, shared by the server's error envelope and the API client.
import { NETWORK_ERROR_MESSAGE } from "./network-message";

export const ERROR_CODES = {
  VALIDATION_ERROR: "VALIDATION_ERROR",
  AUTHENTICATION_ERROR: "AUTHENTICATION_ERROR",
  AUTHORIZATION_ERROR: "AUTHORIZATION_ERROR",
  NOT_FOUND: "NOT_FOUND",
  DUPLICATE_RESOURCE: "DUPLICATE_RESOURCE",
  RATE_LIMIT_EXCEEDED: "RATE_LIMIT_EXCEEDED",
  INTERNAL_ERROR: "INTERNAL_ERROR",
  DATABASE_ERROR: "DATABASE_ERROR",
  EXTERNAL_SERVICE_ERROR: "EXTERNAL_SERVICE_ERROR",
  NETWORK_ERROR: "NETWORK_ERROR",
  UNKNOWN_ERROR: "UNKNOWN_ERROR",
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Every code as a tuple, for `z.enum(ERROR_CODE_LIST)` in response schemas. */
export const ERROR_CODE_LIST = [
  ERROR_CODES.VALIDATION_ERROR,
  ERROR_CODES.AUTHENTICATION_ERROR,
  ERROR_CODES.AUTHORIZATION_ERROR,
  ERROR_CODES.NOT_FOUND,
  ERROR_CODES.DUPLICATE_RESOURCE,
  ERROR_CODES.RATE_LIMIT_EXCEEDED,
  ERROR_CODES.INTERNAL_ERROR,
  ERROR_CODES.DATABASE_ERROR,
  ERROR_CODES.EXTERNAL_SERVICE_ERROR,
  ERROR_CODES.NETWORK_ERROR,
  ERROR_CODES.UNKNOWN_ERROR,
] as const satisfies readonly ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODE_LIST as readonly string[]).includes(value);
}

/** Messages for a failed response without a usable error body, by HTTP status. */
export const STATUS_MESSAGES = {
  400: "Invalid request. Please check your input.",
  401: "Authentication required. Please log in.",
  403: "Access forbidden. You do not have permission.",
  404: "The requested resource was not found.",
  409: "Conflict. The resource already exists.",
  429: "Too many requests. Please try again later.",
  500: "Server error. Please try again later.",
  502: "Server error. Please try again later.",
  503: "Server error. Please try again later.",
  504: "Server error. Please try again later.",
} as const satisfies Record<number, string>;

/** The 'Others' line of the status list. */
export const FALLBACK_STATUS_MESSAGE = "An unexpected error occurred. Please try again.";

export function statusMessage(status: number): string {
  return (STATUS_MESSAGES as Record<number, string>)[status] ?? FALLBACK_STATUS_MESSAGE;
}

/** Friendly messages shown to users, by code. */
export const CODE_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_ERROR: "Please check your input and try again.",
  AUTHENTICATION_ERROR: "Please log in to continue.",
  AUTHORIZATION_ERROR: "You do not have permission to perform this action.",
  NOT_FOUND: "The requested item was not found.",
  DUPLICATE_RESOURCE: "This item already exists.",
  RATE_LIMIT_EXCEEDED: "Too many requests. Please wait a moment and try again.",
  INTERNAL_ERROR: "A server error occurred. Our team has been notified.",
  DATABASE_ERROR: "A database error occurred. Please try again later.",
  EXTERNAL_SERVICE_ERROR: "An external service is temporarily unavailable.",
  NETWORK_ERROR: NETWORK_ERROR_MESSAGE,
  UNKNOWN_ERROR: "An unexpected error occurred. Please try again.",
};

/**
 * The catalog code of an HTTP status: what the server's error envelope says for a refusal
 * without a code of its own, and what the client assumes for a response whose body names none.
 * Any other 4xx is a request the server could not take as sent.
 */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ERROR_CODES.VALIDATION_ERROR;
    case 401:
      return ERROR_CODES.AUTHENTICATION_ERROR;
    case 403:
      return ERROR_CODES.AUTHORIZATION_ERROR;
    case 404:
      return ERROR_CODES.NOT_FOUND;
    case 409:
      return ERROR_CODES.DUPLICATE_RESOURCE;
    case 429:
      return ERROR_CODES.RATE_LIMIT_EXCEEDED;
    default:
      if (status >= 400 && status <= 499) return ERROR_CODES.VALIDATION_ERROR;
      return status >= 500 && status <= 599
        ? ERROR_CODES.INTERNAL_ERROR
        : ERROR_CODES.UNKNOWN_ERROR;
  }
}

/** The one error envelope every API error answers with. */
export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; details?: unknown };
  requestId: string;
};
