// The phone rule of spec section 5: an optional country code, an optional parenthesised
// 3-digit group, then digit groups of 3, 3-4 and 4-6. Spaces are ignored; a hyphen or dot
// may separate the groups.

export const PHONE_MESSAGE = "Please enter a valid phone number (e.g., +1 555 123 4567)";
export const SAMPLE_PHONE_MESSAGE =
  "Please enter a valid phone number (e.g., +1 555 123 4567) or (555) 123-4567";
export const PHONE_MAX_LENGTH = 50;

/** Tested against the value with every whitespace character removed. */
export const PHONE_PATTERN = /^(?:\+?\d{1,3}[-.]?)?(?:\(\d{3}\)|\d{3})[-.]?\d{3,4}[-.]?\d{4,6}$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.replace(/\s+/g, ""));
}
