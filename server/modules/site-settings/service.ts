// The exporter's facts in their one row (site_settings, id 1).
import { eq, sql } from "drizzle-orm";
import type { SiteSettings } from "../../../common/contract/site-settings";
import { SITE_SETTING_KEYS, type SiteSettingsData } from "../../../common/schemas/site-settings";
import type { Db } from "../../db/client";
import { siteSettings } from "../../db/schema";

const ROW_ID = 1;

/** The settings that are set; a null column is left out. */
export function setValues(row: SiteSettingsData | undefined): SiteSettings {
  const set: SiteSettings = {};
  if (!row) return set;
  for (const key of SITE_SETTING_KEYS) {
    const value = row[key];
    if (value) set[key] = value;
  }
  return set;
}

export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, ROW_ID));
  return setValues(row);
}

/** Replaces every setting (a null clears one) and answers with what is now set. */
export async function saveSiteSettings(db: Db, data: SiteSettingsData): Promise<SiteSettings> {
  const values = { ...data, updatedAt: sql`now()` };
  const [row] = await db
    .insert(siteSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: values })
    .returning();
  return setValues(row);
}
