// The reference a visitor is given for a request, in the toast and in both mails. Quote, sample
// and trip requests carry a random one (decision 026): a counter would let anyone guess other
// requests' references and count the business's requests. Contact messages keep their number:
// nothing is looked up by it.
import { randomBytes } from "node:crypto";
import type { contacts } from "../../db/schema";

/** Crockford's base32: no I, L, O or U, so a reference read over the phone cannot be misheard. */
export const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The letter that opens each kind of request's reference. */
export const REFERENCE_PREFIXES = { quote: "Q", sample: "S", trip: "T" } as const;
export type ReferencePrefix = (typeof REFERENCE_PREFIXES)[keyof typeof REFERENCE_PREFIXES];

/** 40 random bits as 8 base32 characters in two groups of four: `Q-7K3M-9P2X`. */
export function newReference(prefix: ReferencePrefix): string {
  const bits = randomBytes(5).reduce((value, byte) => value * 256n + BigInt(byte), 0n);
  let letters = "";
  for (let shift = 35n; shift >= 0n; shift -= 5n)
    letters += REFERENCE_ALPHABET[Number((bits >> shift) & 31n)];
  return `${prefix}-${letters.slice(0, 4)}-${letters.slice(4)}`;
}

export const contactReference = (contact: typeof contacts.$inferSelect) => `#${contact.id}`;
