// The reference of a visitor's request or contact message is its id in the whole API (decision
// 060): in the answer to the POST, the admin's lists, status changes, deletes, exports, mails and
// the desk. It is random (decision 026): a counter would let anyone guess other requests' ids and
// count the business's requests. The serial key stays inside the database.
import { randomBytes } from "node:crypto";

/** Crockford's base32: no I, L, O or U, so a reference read over the phone cannot be misheard. */
export const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The letter that opens each kind of record's reference. */
export const REFERENCE_PREFIXES = {
  quote: "Q",
  sample: "S",
  trip: "T",
  contact: "C",
  proposal: "P",
} as const;
export type ReferencePrefix = (typeof REFERENCE_PREFIXES)[keyof typeof REFERENCE_PREFIXES];

/** 40 random bits as 8 base32 characters in two groups of four: `Q-7K3M-9P2X`. */
export function newReference(prefix: ReferencePrefix): string {
  const bits = randomBytes(5).reduce((value, byte) => value * 256n + BigInt(byte), 0n);
  let letters = "";
  for (let shift = 35n; shift >= 0n; shift -= 5n)
    letters += REFERENCE_ALPHABET[Number((bits >> shift) & 31n)];
  return `${prefix}-${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** The shape of every reference `newReference(prefix)` can draw. */
export const referencePattern = (prefix: ReferencePrefix) =>
  new RegExp(`^${prefix}-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`);

/** A stored row as the API names it (each member of a union of rows on its own). */
export type NamedByReference<Row> = Row extends unknown
  ? Omit<Row, "id" | "reference"> & { id: string }
  : never;

/**
 * A stored row as the API names it: its reference is its `id`, and the serial key is left
 * behind, so no answer tells how many records came before it.
 */
export function namedByReference<Row extends { id: number; reference: string }>(
  row: Row,
): NamedByReference<Row> {
  const { id: _serial, reference, ...fields } = row;
  return { ...fields, id: reference } as NamedByReference<Row>;
}
