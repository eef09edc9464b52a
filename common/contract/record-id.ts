import { z } from "../zod";

export const INVALID_ID_MESSAGE = "The id must be a positive whole number.";
/** The largest value of a PostgreSQL serial/integer key: a larger id would make the query fail. */
export const PG_INTEGER_MAX = 2_147_483_647;

/**
 * Route params `{ id }` of a request: its reference. Any text is taken; one that names no request
 * of the collection, whatever its shape, is a 404 (the server checks the shape before the
 * database sees it).
 */
export const referenceParams = z.object({ id: z.string() });

/** Route params `{ id }` of a stored record: anything but 1..2^31-1 is a 400, never a 500. */
export const recordIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, INVALID_ID_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, INVALID_ID_MESSAGE).max(PG_INTEGER_MAX, INVALID_ID_MESSAGE)),
});
