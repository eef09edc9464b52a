// The exporter's facts: read by everyone (cached like the public lists, so every save in the desk
// reaches all instances at once) and by the server's own mails and PDF sheets; set in the desk.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  siteSettingsApi,
  siteSettingsRecord,
  type SiteSettings,
} from "../../../common/contract/site-settings";
import { contractRoute, contractSerializer } from "../../contract";
import { sendList } from "../../plugins/list-cache";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { readSiteSettings, saveSiteSettings } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** The settings as set now (read once per change, as GET /api/site-settings answers). */
    siteSettings(): Promise<SiteSettings>;
  }
}

const CACHED = "site-settings";

/** GET /api/site-settings, and `app.siteSettings()` for the mails and the PDF sheets. */
export const siteSettingsPlugin = fp(async (app: FastifyInstance) => {
  const serialize = contractSerializer(siteSettingsApi.get, app.config.NODE_ENV === "test");
  app.listCache.define(CACHED, async () => serialize(await readSiteSettings(app.db)));
  app.decorate("siteSettings", async () => {
    const cached = await app.listCache.get(CACHED);
    return siteSettingsRecord.parse(JSON.parse(cached.plain.toString("utf8")));
  });
  contractRoute(app, siteSettingsApi.get, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) => sendList(request, reply, await app.listCache.get(CACHED)),
  });
});

/** The desk's side (inside the admin scope, which drops the caches after the save). */
export async function siteSettingsDeskRoutes(app: FastifyInstance) {
  contractRoute(app, siteSettingsApi.update, {
    handler: async (request) => {
      const saved = await saveSiteSettings(app.db, request.body);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "update",
        entity: "site-settings",
        entityId: 1,
        details: { set: Object.keys(saved) },
      });
      return saved;
    },
  });
}
