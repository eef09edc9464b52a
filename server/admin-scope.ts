import type { FastifyInstance } from "fastify";
import type { AdminMfa } from "./modules/auth/mfa";
import { mfaRoutes } from "./modules/auth/mfa-routes";
import { buyerDeskRoutes } from "./modules/buyers/routes";
import { exportRoutes } from "./modules/exports/routes";
import { outboxRoutes } from "./modules/mail/routes";
import { mediaDeskRoutes } from "./modules/media/routes";
import { newsDeskRoutes } from "./modules/news-desk/routes";
import { newsletterDeskRoutes } from "./modules/newsletter/desk-routes";
import { offerDeskRoutes } from "./modules/offer-desk/routes";
import { partnerDeskRoutes } from "./modules/partners/routes";
import { proposalDeskRoutes } from "./modules/proposals/routes";
import { requestDeskRoutes } from "./modules/request-desk/routes";
import { sampleDispatchRoutes } from "./modules/sample-dispatch/routes";
import { sampleFeedbackDeskRoutes } from "./modules/sample-feedback/routes";
import { siteSettingsDeskRoutes } from "./modules/site-settings/routes";
import { teamDeskRoutes } from "./modules/team/routes";
import { farmerStoryDeskRoutes } from "./modules/farmer-stories/routes";
import { photoGalleryDeskRoutes } from "./modules/photo-galleries/routes";

/**
 * Everything only the administrator may do, in one encapsulated context whose first hook
 * requires a live session (fastify/demo's autohooks): a route registered here is closed unless
 * signed in, whatever its URL. Public routes are registered outside (server/app.ts).
 */
export async function adminScope(app: FastifyInstance, { mfa }: { mfa: AdminMfa }) {
  app.addHook("onRequest", (request) => app.requireAdminSession(request));
  // Every admin write that succeeds may change what the public lists show: cache invalidation.
  app.addHook("onSend", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400)
      await app.invalidateCaches();
  });
  await app.register(offerDeskRoutes);
  await app.register(newsDeskRoutes);
  await app.register(requestDeskRoutes);
  await app.register(proposalDeskRoutes);
  await app.register(sampleDispatchRoutes);
  await app.register(sampleFeedbackDeskRoutes);
  await app.register(exportRoutes);
  await app.register(newsletterDeskRoutes);
  await app.register(mfaRoutes, { mfa });
  await app.register(outboxRoutes);
  await app.register(mediaDeskRoutes);
  await app.register(siteSettingsDeskRoutes);
  await app.register(partnerDeskRoutes);
  await app.register(teamDeskRoutes);
  await app.register(farmerStoryDeskRoutes);
  await app.register(photoGalleryDeskRoutes);
  await app.register(buyerDeskRoutes);
}
