import { isApiError } from "~/lib/api-client";
import { toast } from "~/lib/toast-store";
import { TOAST_FAILURE_MS } from "~common/timings";

/**
 * The server's own words for a failed admin call (the error envelope's message, e.g. why a request
 * cannot be deleted yet), else the screen's fallback sentence.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message.trim() !== "") return error.message;
  return fallback;
}

/** The failure toast of a desk action: `title`, the server's words (else `fallback`), held longer. */
export function toastFailure(error: unknown, fallback: string, title = "Error") {
  toast({
    title,
    description: failureMessage(error, fallback),
    variant: "destructive",
    duration: TOAST_FAILURE_MS,
  });
}
