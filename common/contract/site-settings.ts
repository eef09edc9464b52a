// The exporter's own facts (issue 50): everyone reads the ones that are set, the administrator
// sets them. The contact section, footer, privacy notice, mails and PDF sheets read them.
import { z } from "../zod";
import { siteSettingsSchema, type SiteSettingKey } from "../schemas/site-settings";
import { endpoint } from "./endpoint";

const setting = z.string().optional();

/** Only the settings that are set: a key is left out until the exporter gives its value. */
export const siteSettingsRecord = z.object({
  legalName: setting,
  addisAbabaAddress: setting,
  washingtonOffice: setting,
  phone: setting,
  salesEmail: setting,
  businessHours: setting,
  facebookUrl: setting,
  instagramUrl: setting,
  linkedinUrl: setting,
  exportLicenceNumber: setting,
} satisfies Record<SiteSettingKey, typeof setting>);
export type SiteSettings = z.output<typeof siteSettingsRecord>;

export const siteSettingsApi = {
  /** Public and cached (ETag); changes with every save in the desk. */
  get: endpoint({ method: "GET", path: "/api/site-settings", response: siteSettingsRecord }),
  /** The whole set: a field left blank is cleared. */
  update: endpoint({
    method: "PUT",
    path: "/api/site-settings",
    body: siteSettingsSchema,
    response: siteSettingsRecord,
  }),
};
