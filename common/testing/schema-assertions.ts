// Helpers for schema tests: what a form would show for a value.
import type { z } from "zod";

/** The messages of a failed parse, for one field (dot path) or for all. Empty when it passes. */
export function messagesFor(schema: z.ZodType, value: unknown, path?: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => path === undefined || issue.path.map(String).join(".") === path)
    .map((issue) => issue.message);
}

/** The parsed value; throws with the messages when the parse fails. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  }
  return result.data;
}

/** Removes one key from a copy of `value`. */
export function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...value };
  delete copy[key];
  return copy;
}
