import { CODE_MESSAGES, type ErrorCode } from "../common/errors";

/** An error the client may see: its status, code and message go into the error envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message = CODE_MESSAGES.NOT_FOUND) =>
  new AppError(404, "NOT_FOUND", message);

export const validationError = (message: string, details?: unknown) =>
  new AppError(400, "VALIDATION_ERROR", message, details);

export const unauthenticated = (message = CODE_MESSAGES.AUTHENTICATION_ERROR) =>
  new AppError(401, "AUTHENTICATION_ERROR", message);

export const conflict = (message: string) => new AppError(409, "DUPLICATE_RESOURCE", message);
