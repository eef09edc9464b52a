import { isApiError } from "~/lib/api-client";

/** The fields the server refused and its words for each (VALIDATION_ERROR, details.fields). */
export function refusedFields(error: unknown): { field: string; message: string }[] {
  if (!isApiError(error) || error.code !== "VALIDATION_ERROR") return [];
  const details = error.details as { fields?: { field: string; message: string }[] } | null;
  return details?.fields ?? [];
}

/**
 * Puts the server's words on each refused field the form has (`fields`), through the form's
 * setError; a refusal of another field is left to the toast that says why.
 */
export function setRefusedFields<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { message: string }) => void,
): void {
  for (const { field, message } of refusedFields(error))
    if ((fields as readonly string[]).includes(field)) setError(field as Field, { message });
}
