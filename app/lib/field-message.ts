import { isApiError, userMessage } from "./api-client";

/**
 * What to tell the visitor about a failed call: the server's own words for `field` when it
 * refused that field (VALIDATION_ERROR, details.fields), else the catalog's words.
 */
export function fieldMessage(error: unknown, field: string): string {
  if (isApiError(error) && error.code === "VALIDATION_ERROR") {
    const fields = (error.details as { fields?: { field: string; message: string }[] } | null)
      ?.fields;
    const problem = fields?.find((candidate) => candidate.field === field);
    if (problem) return problem.message;
  }
  return userMessage(error);
}
