import { isApiError } from "~/lib/api-client";

/** The fields the server refused and its words for each (VALIDATION_ERROR, details.fields). */
export function refusedFields(error: unknown): { field: string; message: string }[] {
  if (!isApiError(error) || error.code !== "VALIDATION_ERROR") return [];
  const details = error.details as { fields?: { field: string; message: string }[] } | null;
  return details?.fields ?? [];
}
