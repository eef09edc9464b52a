// Building blocks of the form schemas. One rule for every schema in this folder:
// - text is trimmed;
// - an optional field accepts a string, '', null or undefined, and a blank value comes out as the
//   database column stores it: `null` for a nullable column (`optionalText`, `phoneField`,
//   `optionalChoice`, optional numbers), '' for a NOT NULL DEFAULT '' column (`blankableText`: the
//   offer's text fields and the news category). Never `undefined`, which a Drizzle update would
//   skip, so a PUT clears a field the form emptied;
// - numbers accept a number or the string a form input gives ('' counts as missing);
// - a parsed body is itself valid input, so the browser can send what the form parsed and the
//   server parses it again with the same schema.
import { z } from "../zod";
import { isValidPhone, PHONE_MAX_LENGTH, PHONE_MESSAGE } from "../phone";

export const EMAIL_MESSAGE = "Please enter a valid email address";
export const ROLE_REQUIRED_MESSAGE = "Job title/role is required";
export const EMAIL_MAX_LENGTH = 255;

export function maxLengthMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

// PostgreSQL text cannot hold U+0000: refuse it here instead of failing on insert.
export function hasNoNulCharacter(value: string): boolean {
  return !value.includes("\u0000");
}

export function invalidCharacterMessage(label: string): string {
  return `${label} contains an invalid character`;
}

/** Required text: trimmed, non-empty, at most `max` characters. */
export function requiredText(label: string, max: number, requiredMessage = `${label} is required`) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, maxLengthMessage(label, max))
    .refine(hasNoNulCharacter, invalidCharacterMessage(label));
}

/** Optional text: trimmed, at most `max` characters; blank becomes null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, maxLengthMessage(label, max))
    .refine(hasNoNulCharacter, invalidCharacterMessage(label))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Optional text stored as '' when blank (columns NOT NULL DEFAULT ''). */
export function blankableText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, maxLengthMessage(label, max))
    .refine(hasNoNulCharacter, invalidCharacterMessage(label))
    .nullish()
    .transform((value) => value ?? "");
}

export function emailField() {
  return z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(EMAIL_MAX_LENGTH, maxLengthMessage("Email", EMAIL_MAX_LENGTH))
    .regex(z.regexes.email, EMAIL_MESSAGE);
}

/** Optional phone: blank becomes null, anything else must match the phone pattern. */
export function phoneField(message: string = PHONE_MESSAGE) {
  return z
    .string({ error: message })
    .trim()
    .max(PHONE_MAX_LENGTH, maxLengthMessage("Phone number", PHONE_MAX_LENGTH))
    .refine((value) => value === "" || isValidPhone(value), message)
    .nullish()
    .transform((value) => (value ? value : null));
}

type EnumValues = readonly [string, ...string[]];

/** A required choice from a fixed list; the form holds a string ('' while nothing is chosen). */
export function requiredChoice<const T extends EnumValues>(
  values: T,
  requiredMessage: string,
  invalidMessage: string = requiredMessage,
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .pipe(
      z.enum(values, { error: (issue) => (issue.input === "" ? requiredMessage : invalidMessage) }),
    );
}

/** An optional choice from a fixed list; blank becomes null. */
export function optionalChoice<const T extends EnumValues>(values: T, invalidMessage: string) {
  return z
    .string({ error: invalidMessage })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.enum(values, { error: invalidMessage }).nullable());
}

function toNumber(value: number | string | null | undefined): number | undefined {
  if (typeof value === "number") return value;
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

/**
 * A number that may arrive as a number (JSON) or a string (a form input). A blank or missing value
 * reaches `inner` as `undefined`, so `inner` decides between required, optional and default.
 */
export function numberInput<T extends z.ZodType<unknown, number | undefined>>(
  inner: T,
  notANumberMessage: string,
) {
  return z
    .union([z.number(), z.string()], { error: notANumberMessage })
    .nullish()
    .transform(toNumber)
    .pipe(inner);
}

/** The number check used inside `numberInput`: missing gives `requiredMessage`, NaN gives `notANumberMessage`. */
export function numberValue(requiredMessage: string, notANumberMessage: string) {
  return z.number({
    error: (issue) => (issue.input === undefined ? requiredMessage : notANumberMessage),
  });
}

/** The largest value of a PostgreSQL `integer` column (the offer id). */
const PG_INTEGER_MAX = 2_147_483_647;

/** An optional reference to an offer the request was made from; blank becomes null. */
export function optionalOfferId() {
  return numberInput(
    z
      .number({ error: "Offer reference must be a number" })
      .int("Offer reference must be a whole number")
      .positive("Offer reference must be a positive number")
      .max(PG_INTEGER_MAX, "Offer reference is out of range")
      .optional()
      .transform((value) => value ?? null),
    "Offer reference must be a number",
  );
}

/** Name of the hidden field on every anonymous form; people leave it empty, bots fill it. */
export const HONEYPOT_FIELD = "website";

/**
 * The honeypot accepts any text so that a filled one does not produce a field error the bot could
 * learn from: the server checks `isHoneypotFilled`, stores nothing and answers a generic 400.
 */
export function honeypotField() {
  return z.string().optional();
}

export function isHoneypotFilled(data: {
  readonly [HONEYPOT_FIELD]?: string | null | undefined;
}): boolean {
  return typeof data[HONEYPOT_FIELD] === "string" && data[HONEYPOT_FIELD].trim() !== "";
}
