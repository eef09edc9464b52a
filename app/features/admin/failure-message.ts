import { isApiError } from "~/lib/api-client";

/**
 * The server's own words for a failed admin call (the error envelope's message, e.g. why a request
 * cannot be deleted yet), else the screen's fallback sentence.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message.trim() !== "") return error.message;
  return fallback;
}
