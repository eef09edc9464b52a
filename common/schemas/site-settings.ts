// The exporter's own facts, set in the desk (issue 50): PUT /api/site-settings. Every field is
// optional: a blank one comes out null and is left off the public answer, so nothing invented is
// ever shown in its place. The same schema checks the desk's form.
import { z } from "../zod";
import { PHONE_MESSAGE } from "../phone";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGE,
  hasNoNulCharacter,
  invalidCharacterMessage,
  maxLengthMessage,
  optionalText,
  phoneField,
} from "./fields";

export { PHONE_MESSAGE };

import type { SocialNetwork } from "../site-contact";

export const LEGAL_NAME_MAX_LENGTH = 200;
/** An address or the business hours: a few lines, as on an envelope or a shop door. */
export const LINES_MAX_LENGTH = 300;
export const MAX_LINES = 4;
export const PROFILE_URL_MAX_LENGTH = 500;
export const LICENCE_MAX_LENGTH = 60;

/** Text of a few lines: each line trimmed, blank lines dropped; blank becomes null. */
function optionalLines(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .transform((value) =>
      value
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .pipe(
      z
        .string()
        .max(LINES_MAX_LENGTH, maxLengthMessage(label, LINES_MAX_LENGTH))
        .refine(hasNoNulCharacter, invalidCharacterMessage(label))
        .refine(
          (value) => value.split("\n").length <= MAX_LINES,
          `${label} must be at most ${MAX_LINES} lines`,
        ),
    )
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional email address; blank becomes null. */
function optionalEmail() {
  return z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(EMAIL_MAX_LENGTH, maxLengthMessage("Email", EMAIL_MAX_LENGTH))
    .refine((value) => value === "" || z.regexes.email.test(value), EMAIL_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));
}

export function httpsMessage(network: SocialNetwork): string {
  return `${network} link must be a full https:// address, e.g. https://www.${network.toLowerCase()}.com/...`;
}

/** True for an absolute https address with a host and no user name or password in it. */
export function isHttpsAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
}

/** The company's profile on one network: https only; blank becomes null. */
function profileUrl(network: SocialNetwork) {
  const message = httpsMessage(network);
  return z
    .string({ error: message })
    .trim()
    .max(PROFILE_URL_MAX_LENGTH, maxLengthMessage(`${network} link`, PROFILE_URL_MAX_LENGTH))
    .refine((value) => value === "" || isHttpsAddress(value), message)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const siteSettingsSchema = z.object({
  /** As registered, e.g. "Abyssinia Green Coffee Export PLC". */
  legalName: optionalText("Legal name", LEGAL_NAME_MAX_LENGTH),
  /** The head office's street address in Addis Ababa, one line per row. */
  addisAbabaAddress: optionalLines("Addis Ababa address"),
  /** The sales office in Washington D.C., one line per row. */
  washingtonOffice: optionalLines("Washington D.C. office"),
  /** The sales line, checked by the spec's phone rule. */
  phone: phoneField(PHONE_MESSAGE),
  salesEmail: optionalEmail(),
  /** One line per row, e.g. "Mon-Fri 7:00 AM-6:00 PM EST". */
  businessHours: optionalLines("Business hours"),
  facebookUrl: profileUrl("Facebook"),
  instagramUrl: profileUrl("Instagram"),
  linkedinUrl: profileUrl("LinkedIn"),
  exportLicenceNumber: optionalText("Export licence number", LICENCE_MAX_LENGTH),
});

/** What the desk's form holds and may send. */
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
/** A parsed body: every field a string or null. */
export type SiteSettingsData = z.output<typeof siteSettingsSchema>;
export type SiteSettingKey = keyof SiteSettingsData;
export const SITE_SETTING_KEYS = Object.keys(siteSettingsSchema.shape) as SiteSettingKey[];
